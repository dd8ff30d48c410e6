import { newResourcePage, type PageParams } from '@/components/admin/resource-pages';

export default function NewVenuePage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'venues');
}
