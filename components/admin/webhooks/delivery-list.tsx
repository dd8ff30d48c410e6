'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import {
  deliveriesQuery,
  useResendDelivery,
  type DeliveryJson,
  type WebhookJson,
} from './webhook-queries';

/** The endpoint's newest deliveries, refreshed while shown; any of them can be sent again. */
export function DeliveryList({ webhook }: { webhook: WebhookJson }) {
  const t = useTranslations('AdminWebhooks');
  const titleId = useId();
  const deliveries = useQuery(deliveriesQuery(webhook.id));
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('deliveriesOf', { url: webhook.url })}</h2>
      {deliveries.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : deliveries.error ? (
        <FormError code={errorCodeOf(deliveries.error)} />
      ) : deliveries.data.length === 0 ? (
        <p>{t('noDeliveries')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('attempts')}</th>
                <th scope="col">{t('lastAnswer')}</th>
                <th scope="col">{t('nextAttempt')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.map((delivery) => (
                <DeliveryRow key={delivery.id} webhookId={webhook.id} delivery={delivery} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DeliveryRow({ webhookId, delivery }: { webhookId: number; delivery: DeliveryJson }) {
  const t = useTranslations('AdminWebhooks');
  const format = useFormatter();
  const resend = useResendDelivery(webhookId);
  const [failure, setFailure] = useState<string>();
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
  const status = delivery.status as 'pending' | 'delivered' | 'failed';
  return (
    <tr>
      <td>{delivery.type}</td>
      <td>{when(delivery.created)}</td>
      <td>{t(`status.${status}`)}</td>
      <td>{delivery.attempts}</td>
      <td>{delivery.last_status_code ?? delivery.last_error ?? '—'}</td>
      <td>{when(delivery.next_attempt_utc)}</td>
      <td>
        <button
          type="button"
          aria-label={t('resendLabel', { type: delivery.type, id: delivery.id })}
          disabled={resend.isPending}
          onClick={() => {
            setFailure(undefined);
            resend
              .mutateAsync(delivery.id)
              .catch((error: unknown) => setFailure(errorCodeOf(error)));
          }}
        >
          {t('resend')}
        </button>
        <FormError code={failure} />
      </td>
    </tr>
  );
}
