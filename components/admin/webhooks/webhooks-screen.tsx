'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '../page-header';
import { WebhookCreateForm } from './webhook-create-form';
import { WebhookList } from './webhook-list';

/** Webhook endpoints, for administrators (docs/webhooks.md): registered here (the secret is shown once), turned off, deleted, their deliveries followed and sent again. */
export function WebhooksScreen() {
  const t = useTranslations('AdminWebhooks');
  return (
    <section aria-labelledby="webhooks-title">
      <PageHeader id="webhooks-title" title={t('title')} subtitle={t('subtitle')} />
      <WebhookCreateForm />
      <WebhookList />
    </section>
  );
}
