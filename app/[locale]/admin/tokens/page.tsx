import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { TokensScreen } from '@/components/admin/accounts/tokens-screen';
import type { Locale } from '@/lib/i18n/routing';

export default function AdminTokensPage({ params }: { params: Promise<{ locale: Locale }> }) {
  return administratorPage(params, 'tokens', <TokensScreen />);
}
