'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { Link } from '@/lib/i18n/navigation';
import { ConfirmAction } from '../lists/confirm-action';
import { showToast } from '../shell/toasts';
import { SubscriptionEditForm } from './subscription-edit-form';
import {
  subscriptionsQuery,
  useDeleteSubscription,
  useRefreshSubscription,
  type SubscriptionJson,
} from './subscription-queries';

/** The API's times are UTC `YYYY-MM-DD HH:MM:SS` (docs/import.md "Subscriptions"). */
const instantOf = (utc: string) => new Date(`${utc.replace(' ', 'T')}Z`);

/** Every subscription, oldest first: its feed, how often, how the last fetch went and when the next is. */
export function SubscriptionList() {
  const t = useTranslations('AdminSubscriptions');
  const common = useTranslations('AdminCommon');
  const titleId = useId();
  const subscriptions = useQuery(subscriptionsQuery);
  const [editing, setEditing] = useState<number>();
  const edited = subscriptions.data?.find((subscription) => subscription.id === editing);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('listTitle')}</h2>
      {subscriptions.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : subscriptions.error ? (
        <FormError code={errorCodeOf(subscriptions.error)} />
      ) : subscriptions.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('url')}</th>
                <th scope="col">{t('every')}</th>
                <th scope="col">{t('lastFetch')}</th>
                <th scope="col">{t('outcome')}</th>
                <th scope="col">{t('nextFetch')}</th>
                <th scope="col">{t('lastImport')}</th>
                <th scope="col">{common('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.data.map((subscription) => (
                <SubscriptionRow
                  key={subscription.id}
                  subscription={subscription}
                  isEditing={subscription.id === editing}
                  onEdit={() =>
                    setEditing(subscription.id === editing ? undefined : subscription.id)
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {edited && (
        <SubscriptionEditForm
          key={edited.id}
          subscription={edited}
          onDone={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}

function SubscriptionRow({
  subscription,
  isEditing,
  onEdit,
}: {
  subscription: SubscriptionJson;
  isEditing: boolean;
  onEdit: () => void;
}) {
  const t = useTranslations('AdminSubscriptions');
  const format = useFormatter();
  const refresh = useRefreshSubscription(subscription.id);
  const remove = useDeleteSubscription(subscription.id);
  const [failure, setFailure] = useState<string>();
  const when = (utc: string | null) =>
    utc ? format.dateTime(instantOf(utc), { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const { url } = subscription;
  const fetchNow = () => {
    setFailure(undefined);
    refresh
      .mutateAsync()
      .then((fetched) => showToast(t('fetchedToast', { id: fetched.last_import_id ?? 0 })))
      // A feed that could not be fetched is in the outcome column already; a busy one is said here.
      .catch((error: unknown) => setFailure(errorCodeOf(error)));
  };
  return (
    <tr>
      <td>{url}</td>
      <td>{t('minutes', { count: subscription.interval_minutes })}</td>
      <td>{when(subscription.last_fetched_utc)}</td>
      <td>
        <Outcome subscription={subscription} />
        <FormError code={failure} />
      </td>
      <td>{subscription.enabled ? when(subscription.next_fetch_utc) : t('paused')}</td>
      <td>
        {subscription.last_import_id ? (
          <Link href={`/admin/imports?report=${subscription.last_import_id}`}>
            {t('report', { id: subscription.last_import_id })}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td>
        <button
          type="button"
          aria-label={t('fetchNowLabel', { url })}
          disabled={refresh.isPending}
          onClick={fetchNow}
        >
          {t('fetchNow')}
        </button>{' '}
        <button
          type="button"
          aria-expanded={isEditing}
          aria-label={t('editLabel', { url })}
          onClick={onEdit}
        >
          {t('edit')}
        </button>{' '}
        <ConfirmAction
          label={t('delete')}
          accessibleLabel={t('deleteLabel', { url })}
          title={t('deleteTitle', { url })}
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

/**
 * How the last fetch went: not yet, fine, or failed. A failure says why in
 * the interface language, by its stable code (docs/import.md
 * "Subscriptions"), and keeps the server's words (English only, as the API
 * gives them) beneath as the detail, since they name the feed's answer.
 */
function Outcome({ subscription }: { subscription: SubscriptionJson }) {
  const t = useTranslations('AdminSubscriptions');
  if (subscription.last_status === 'ok') return <>{t('status.ok')}</>;
  if (subscription.last_status === 'failed') {
    const code = subscription.last_error_code;
    const key = `lastError.${code}` as Parameters<typeof t>[0];
    return (
      <>
        <strong className="form-error">{t('status.failed')}</strong>
        <p>{code && t.has(key) ? t(key) : t('lastError.unknown')}</p>
        {subscription.last_error && (
          <p className="hint">
            {t('errorDetail')} <span lang="en">{subscription.last_error}</span>
          </p>
        )}
      </>
    );
  }
  return <>{t('status.pending')}</>;
}
