import type { PageParams } from '@/components/admin/admin-page';
import { newResourcePage } from '@/components/admin/resource-editor-pages';

export default function NewCategoryPage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'categories');
}
