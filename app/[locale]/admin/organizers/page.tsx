import type { PageParams } from '@/components/admin/admin-page';
import { resourceListPage } from '@/components/admin/resource-list-page';

export default function AdminOrganizersPage({ params }: { params: PageParams }) {
  return resourceListPage(params, 'organizers');
}
