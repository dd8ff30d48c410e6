import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { SettingsScreen } from '@/components/admin/accounts/settings-screen';
import type { Locale } from '@/lib/i18n/routing';

export default function AdminSettingsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  return administratorPage(params, 'settings', <SettingsScreen />);
}
