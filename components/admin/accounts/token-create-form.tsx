'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { tokenCreateSchema, type TokenCreate } from '@/lib/accounts/schema';
import { useCreateToken, usersQuery, type TokenScope } from './account-queries';
import { SelectField, TextField } from './form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { ShownOnce } from '../forms/shown-once';

/**
 * A new token, shown once. For everyone's tokens the administrator chooses its
 * owner; for one's own, `ownerId` is the signed-in user and no one is chosen.
 */
export function TokenCreateForm({
  scope,
  ownerId,
  titleLevel: Title = 'h2',
}: {
  scope: TokenScope;
  ownerId?: number;
  /** Under a section of its own (My account's tokens) the form's title is one level down. */
  titleLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('AdminTokens');
  const titleId = useId();
  const create = useCreateToken(scope);
  const form = useForm<z.input<typeof tokenCreateSchema>, unknown, TokenCreate>({
    resolver: zodResolver(tokenCreateSchema),
    defaultValues: { name: '', user: ownerId },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const [shown, setShown] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return create
      .mutateAsync(values)
      .then((made) => {
        setShown(made.token);
        form.reset({ name: '', user: values.user });
      })
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <Title id={titleId}>{t('new')}</Title>
      <div className="row">
        {scope === 'everyone' && (
          <SelectField
            label={t('owner')}
            registered={form.register('user', { valueAsNumber: true })}
            error={errors.user}
          >
            <OwnerOptions />
          </SelectField>
        )}
        <TextField label={t('name')} registered={form.register('name')} error={errors.name} />
      </div>
      <FormError code={failure} />
      <button type="submit" disabled={create.isPending}>
        {t('create')}
      </button>
      {shown && <ShownOnce notice={t('shownOnce')} label={t('token')} value={shown} />}
    </form>
  );
}

function OwnerOptions() {
  const t = useTranslations('AdminTokens');
  const users = useQuery(usersQuery);
  return (
    <>
      <option value="">{t('chooseOwner')}</option>
      {users.data?.map((user) => (
        <option key={user.id} value={user.id}>
          {user.email}
        </option>
      ))}
    </>
  );
}
