import { editResourcePage, type PageParams } from '@/components/admin/resource-pages';

export default function EditCategoryPage({ params }: { params: PageParams<{ id: string }> }) {
  return editResourcePage(params, 'categories');
}
