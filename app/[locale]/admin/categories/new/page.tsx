import { newResourcePage, type PageParams } from '@/components/admin/resource-pages';

export default function NewCategoryPage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'categories');
}
