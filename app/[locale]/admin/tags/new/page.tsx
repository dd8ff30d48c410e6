import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { newResourcePage } from '@/components/admin/resource-editor-pages';

export const generateMetadata = pageTitle('AdminTags.newTitle');

export default function NewTagPage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'tags');
}
