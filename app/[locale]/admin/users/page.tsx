import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { UsersScreen } from '@/components/admin/accounts/users-screen';
import type { Locale } from '@/lib/i18n/routing';

export default function AdminUsersPage({ params }: { params: Promise<{ locale: Locale }> }) {
  return administratorPage(params, 'users', <UsersScreen />);
}
