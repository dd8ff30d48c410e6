import { pageTitle } from '@/components/admin/page-title';
import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { SettingsScreen } from '@/components/admin/accounts/settings-screen';
import type { PageParams } from '@/components/admin/admin-page';

export const generateMetadata = pageTitle('AdminSettings.title');

export default function AdminSettingsPage({ params }: { params: PageParams }) {
  return administratorPage(params, 'settings', <SettingsScreen />);
}
