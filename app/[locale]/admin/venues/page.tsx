import { pageTitle } from '@/components/admin/page-title';
import type { PageParams } from '@/components/admin/admin-page';
import { resourceListPage } from '@/components/admin/resource-list-page';

export const generateMetadata = pageTitle('AdminVenues.title');

export default function AdminVenuesPage({ params }: { params: PageParams }) {
  return resourceListPage(params, 'venues');
}
