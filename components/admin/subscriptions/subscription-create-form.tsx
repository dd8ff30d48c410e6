'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { showToast } from '../shell/toasts';
import { SubscriptionFields, useSubscriptionForm } from './subscription-fields';
import { useCreateSubscription } from './subscription-queries';

/** A new subscription; the server fetches its feed at once, in the background. */
export function SubscriptionCreateForm() {
  const t = useTranslations('AdminSubscriptions');
  const titleId = useId();
  const create = useCreateSubscription();
  const form = useSubscriptionForm({ url: '', interval_minutes: '60' });
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return create
      .mutateAsync(values)
      .then(() => {
        showToast(t('createdToast'));
        form.reset();
      })
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('new')}</h2>
      <p className="hint">{t('newHint')}</p>
      <SubscriptionFields form={form} />
      <FormError code={failure} />
      <button type="submit" disabled={create.isPending}>
        {t('create')}
      </button>
    </form>
  );
}
