import type { PageParams } from '@/components/admin/admin-page';
import { resourceListPage } from '@/components/admin/resource-list-page';

export default function AdminTagsPage({ params }: { params: PageParams }) {
  return resourceListPage(params, 'tags');
}
