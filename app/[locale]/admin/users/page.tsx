import { pageTitle } from '@/components/admin/page-title';
import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { UsersScreen } from '@/components/admin/accounts/users-screen';
import type { PageParams } from '@/components/admin/admin-page';

export const generateMetadata = pageTitle('AdminUsers.title');

export default function AdminUsersPage({ params }: { params: PageParams }) {
  return administratorPage(params, 'users', <UsersScreen />);
}
