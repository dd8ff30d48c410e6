import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { newResourcePage } from '@/components/admin/resource-editor-pages';

export const generateMetadata = pageTitle('AdminCategories.newTitle');

export default function NewCategoryPage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'categories');
}
