'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { showToast } from '../shell/toasts';
import { SubscriptionFields, useSubscriptionForm } from './subscription-fields';
import { useUpdateSubscription, type SubscriptionJson } from './subscription-queries';

/** A subscription's address or interval changed; a new address is fetched at once (docs/import.md). */
export function SubscriptionEditForm({
  subscription,
  onDone,
}: {
  subscription: SubscriptionJson;
  onDone: () => void;
}) {
  const t = useTranslations('AdminSubscriptions');
  const common = useTranslations('AdminCommon');
  const titleId = useId();
  const update = useUpdateSubscription(subscription.id);
  const form = useSubscriptionForm({
    url: subscription.url,
    interval_minutes: String(subscription.interval_minutes),
  });
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return update
      .mutateAsync(values)
      .then(() => {
        showToast(t('savedToast'));
        onDone();
      })
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('editTitle', { url: subscription.url })}</h2>
      <SubscriptionFields form={form} />
      <FormError code={failure} />
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          {t('save')}
        </button>{' '}
        <button type="button" className="quiet" onClick={onDone}>
          {common('cancel')}
        </button>
      </div>
    </form>
  );
}
