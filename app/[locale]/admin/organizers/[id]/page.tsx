import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { editResourcePage } from '@/components/admin/resource-editor-pages';

export const generateMetadata = pageTitle('AdminOrganizers.editTitle');

export default function EditOrganizerPage({ params }: { params: PageParams<{ id: string }> }) {
  return editResourcePage(params, 'organizers');
}
