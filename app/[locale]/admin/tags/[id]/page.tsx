import type { PageParams } from '@/components/admin/admin-page';
import { editResourcePage } from '@/components/admin/resource-editor-pages';

export default function EditTagPage({ params }: { params: PageParams<{ id: string }> }) {
  return editResourcePage(params, 'tags');
}
