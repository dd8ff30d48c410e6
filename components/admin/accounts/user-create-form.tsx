'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { userCreateSchema, type UserCreate } from '@/lib/accounts/schema';
import { useCreateUser } from './account-queries';
import { TextField } from './form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { UserFields } from './user-fields';
import { showToast } from '../shell/toasts';

/** A new user; the e-mail conflict (409) goes on the e-mail field. */
export function UserCreateForm() {
  const t = useTranslations('AdminUsers');
  const create = useCreateUser();
  const form = useForm<z.input<typeof userCreateSchema>, unknown, UserCreate>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { email: '', name: '', role: 'author', password: '' },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return create
      .mutateAsync(values)
      .then((created) => {
        form.reset();
        showToast(t('createdNotice', { email: created.email }));
      })
      .catch((error: unknown) => {
        setFailure(
          showServerErrors(
            form,
            error,
            sameNamedFields(form.getValues(), { 'user-email-exists': 'email' }),
          ),
        );
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby="new-user-title">
      <h2 id="new-user-title">{t('new')}</h2>
      <div className="row">
        <TextField
          label={t('email')}
          type="email"
          registered={form.register('email')}
          error={errors.email}
        />
        <UserFields
          register={(name) => form.register(name)}
          errors={errors}
          passwordLabel={t('password')}
        />
      </div>
      <FormError code={failure} />
      <button type="submit" disabled={create.isPending}>
        {t('create')}
      </button>
    </form>
  );
}
