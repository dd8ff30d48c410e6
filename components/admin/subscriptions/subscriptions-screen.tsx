'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '../page-header';
import { SubscriptionCreateForm } from './subscription-create-form';
import { SubscriptionList } from './subscription-list';

/**
 * Subscriptions to remote calendar feeds, for administrators and editors
 * (docs/admin.md "Subscriptions"): added, changed, fetched now, deleted;
 * each fetch's import report is on the Import screen.
 */
export function SubscriptionsScreen() {
  const t = useTranslations('AdminSubscriptions');
  return (
    <section aria-labelledby="subscriptions-title">
      <PageHeader id="subscriptions-title" title={t('title')} subtitle={t('subtitle')} />
      <SubscriptionCreateForm />
      <SubscriptionList />
    </section>
  );
}
