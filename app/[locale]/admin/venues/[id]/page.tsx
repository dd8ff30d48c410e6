import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { editResourcePage } from '@/components/admin/resource-editor-pages';

export const generateMetadata = pageTitle('AdminVenues.editTitle');

export default function EditVenuePage({ params }: { params: PageParams<{ id: string }> }) {
  return editResourcePage(params, 'venues');
}
