import { editResourcePage, type PageParams } from '@/components/admin/resource-pages';

export default function EditOrganizerPage({ params }: { params: PageParams<{ id: string }> }) {
  return editResourcePage(params, 'organizers');
}
