import { useTranslations } from 'next-intl';
import { adminPage, type PageParams } from '@/components/admin/admin-page';
import { PageHeader } from '@/components/admin/page-header';
import { pageTitle } from '@/components/admin/page-title';
import { SubscriptionsScreen } from '@/components/admin/subscriptions/subscriptions-screen';
import { isEditorOrAbove } from '@/lib/auth/permissions';

export const generateMetadata = pageTitle('AdminSubscriptions.title');

// Administrators and editors subscribe to feeds, as they import
// (docs/import.md "Subscriptions"); anyone else who opens the address is told
// so plainly (the endpoints would refuse too).
export default async function AdminSubscriptionsPage({ params }: { params: PageParams }) {
  const { locale } = await params;
  return adminPage(locale, 'subscriptions', (user) =>
    isEditorOrAbove(user) ? <SubscriptionsScreen /> : <NotAllowed />,
  );
}

function NotAllowed() {
  const t = useTranslations('AdminSubscriptions');
  return (
    <section aria-labelledby="not-allowed-title">
      <PageHeader id="not-allowed-title" title={t('title')} />
      <p>{t('notAllowed')}</p>
    </section>
  );
}
