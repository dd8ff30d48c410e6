import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { newResourcePage } from '@/components/admin/resource-editor-pages';

export const generateMetadata = pageTitle('AdminVenues.newTitle');

export default function NewVenuePage({ params }: { params: PageParams }) {
  return newResourcePage(params, 'venues');
}
