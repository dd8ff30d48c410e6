import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { editResourcePage } from '@/components/admin/resource-editor-pages';

export const generateMetadata = pageTitle('AdminTags.editTitle');

export default function EditTagPage({ params }: { params: PageParams<{ id: string }> }) {
  return editResourcePage(params, 'tags');
}
