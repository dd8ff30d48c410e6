'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { ConfirmAction } from '../lists/confirm-action';
import { DeliveryList } from './delivery-list';
import {
  useDeleteWebhook,
  useUpdateWebhook,
  webhooksQuery,
  type WebhookJson,
} from './webhook-queries';

/** Every endpoint, oldest first: whether it is on (and why not), what it receives, its deliveries on demand. */
export function WebhookList() {
  const t = useTranslations('AdminWebhooks');
  const webhooks = useQuery(webhooksQuery);
  const [shown, setShown] = useState<number>();
  if (webhooks.isPending) return <p role="status">{t('loading')}</p>;
  if (webhooks.error) return <FormError code={errorCodeOf(webhooks.error)} />;
  if (webhooks.data.length === 0) return <p>{t('empty')}</p>;
  const shownWebhook = webhooks.data.find((webhook) => webhook.id === shown);
  return (
    <>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('url')}</th>
              <th scope="col">{t('description')}</th>
              <th scope="col">{t('events')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {webhooks.data.map((webhook) => (
              <WebhookRow
                key={webhook.id}
                webhook={webhook}
                isShown={webhook.id === shown}
                onShow={() => setShown(webhook.id === shown ? undefined : webhook.id)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {shownWebhook && <DeliveryList webhook={shownWebhook} />}
    </>
  );
}

function WebhookRow({
  webhook,
  isShown,
  onShow,
}: {
  webhook: WebhookJson;
  isShown: boolean;
  onShow: () => void;
}) {
  const t = useTranslations('AdminWebhooks');
  const update = useUpdateWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const [failure, setFailure] = useState<string>();
  const toggle = () => {
    setFailure(undefined);
    update
      .mutateAsync({ enabled: !webhook.enabled })
      .catch((error: unknown) => setFailure(errorCodeOf(error)));
  };
  return (
    <tr>
      <td>{webhook.url}</td>
      <td>{webhook.description}</td>
      <td>{webhook.events.join(', ')}</td>
      <td>
        {webhook.enabled ? t('enabled') : t('disabled')}
        {webhook.disabled_reason && <p>{webhook.disabled_reason}</p>}
        <FormError code={failure} />
      </td>
      <td>
        <button
          type="button"
          aria-label={t(webhook.enabled ? 'disableLabel' : 'enableLabel', { url: webhook.url })}
          disabled={update.isPending}
          onClick={toggle}
        >
          {t(webhook.enabled ? 'disable' : 'enable')}
        </button>{' '}
        <button
          type="button"
          aria-expanded={isShown}
          aria-label={t('deliveriesLabel', { url: webhook.url })}
          onClick={onShow}
        >
          {t('deliveries')}
        </button>{' '}
        <ConfirmAction
          label={t('delete')}
          accessibleLabel={t('deleteLabel', { url: webhook.url })}
          title={t('deleteTitle', { url: webhook.url })}
          text={t('deleteText')}
          confirmLabel={t('deleteConfirm')}
          removesButton
          onConfirm={async () => {
            await remove.mutateAsync(undefined);
          }}
        />
      </td>
    </tr>
  );
}
