'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { FormError } from '@/components/ui/form-error';
import { webhookCreateSchema, type WebhookCreate } from '@/lib/webhooks/schema';
import { WEBHOOK_ACTIONS, WEBHOOK_KINDS } from '@/lib/webhooks/types';
import { TextField } from '../accounts/form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { ShownOnce } from '../forms/shown-once';
import { useCreateWebhook } from './webhook-queries';

/** A new endpoint; its signing secret is shown once, under the form. */
export function WebhookCreateForm() {
  const t = useTranslations('AdminWebhooks');
  const titleId = useId();
  const eventsErrorId = useId();
  const create = useCreateWebhook();
  const form = useForm<z.input<typeof webhookCreateSchema>, unknown, WebhookCreate>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: { url: '', description: '', events: [] },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return create
      .mutateAsync(values)
      .then((made) => {
        setSecret(made.secret);
        form.reset();
      })
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('new')}</h2>
      <div className="row">
        <TextField
          label={t('url')}
          type="url"
          registered={form.register('url')}
          error={errors.url}
        />
        <TextField
          label={t('description')}
          registered={form.register('description')}
          error={errors.description}
        />
      </div>
      <fieldset
        aria-invalid={errors.events ? true : undefined}
        aria-describedby={errors.events ? eventsErrorId : undefined}
      >
        <legend>{t('events')}</legend>
        {WEBHOOK_KINDS.map((kind) => (
          <div key={kind} className="row">
            {WEBHOOK_ACTIONS.map((action) => (
              <label key={action}>
                <input type="checkbox" value={`${kind}.${action}`} {...form.register('events')} />{' '}
                {t(`typeName.${kind}.${action}`)}
              </label>
            ))}
          </div>
        ))}
        <FieldError
          id={eventsErrorId}
          error={errors.events && { type: 'too_small', message: 'webhook_events_empty' }}
        />
      </fieldset>
      <FormError code={failure} />
      <button type="submit" disabled={create.isPending}>
        {t('create')}
      </button>
      {secret && <ShownOnce notice={t('shownOnce')} label={t('secret')} value={secret} />}
    </form>
  );
}
