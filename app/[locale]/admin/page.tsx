import { pageTitle } from '@/components/admin/page-title';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { AccountSummary } from '@/components/auth/account-summary';

export const generateMetadata = pageTitle('Admin.title');

export default async function AdminPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, undefined, (user) => <AccountSummary user={user} />);
}
