import { pageTitle } from '@/components/admin/page-title';
import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { TokensScreen } from '@/components/admin/accounts/tokens-screen';
import type { PageParams } from '@/components/admin/admin-page';

export const generateMetadata = pageTitle('AdminTokens.title');

export default function AdminTokensPage({ params }: { params: PageParams }) {
  return administratorPage(params, 'tokens', <TokensScreen />);
}
