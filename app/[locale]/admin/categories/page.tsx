import { resourceListPage, type PageParams } from '@/components/admin/resource-pages';

export default function AdminCategoriesPage({ params }: { params: PageParams }) {
  return resourceListPage(params, 'categories');
}
