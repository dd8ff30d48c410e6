import { newResourcePage, type PageParams } from '@/components/admin/resource-pages';

export default function NewTagPage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'tags');
}
