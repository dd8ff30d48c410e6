import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { AccountScreen } from '@/components/admin/accounts/account-screen';
import { canMakeOwnTokens } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminAccount.title');

// Every signed-in role has this screen (docs/accounts.md "Your own account").
export default async function AdminAccountPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'account', (user) => (
    <AccountScreen user={user} canMakeTokens={canMakeOwnTokens(user)} />
  ));
}
