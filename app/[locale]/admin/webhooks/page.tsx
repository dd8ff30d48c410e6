import { pageTitle } from '@/components/admin/page-title';
import { administratorPage } from '@/components/admin/accounts/administrator-page';
import { WebhooksScreen } from '@/components/admin/webhooks/webhooks-screen';
import type { PageParams } from '@/components/admin/admin-page';

export const generateMetadata = pageTitle('AdminWebhooks.title');

export default function AdminWebhooksPage({ params }: { params: PageParams }) {
  return administratorPage(params, 'webhooks', <WebhooksScreen />);
}
