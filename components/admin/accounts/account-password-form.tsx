'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/ui/form-error';
import { passwordChangeFormSchema, type PasswordChangeValues } from '@/lib/accounts/schema';
import { useChangePassword } from './account-queries';
import { TextField } from './form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { showToast } from '../shell/toasts';

const EMPTY: PasswordChangeValues = { current_password: '', password: '', password_again: '' };

/** A new password, given the current one; the server ends the user's other sessions. */
export function AccountPasswordForm() {
  const t = useTranslations('AdminAccount');
  const titleId = useId();
  const change = useChangePassword();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit(({ current_password, password }) => {
    setFailure(undefined);
    return change
      .mutateAsync({ current_password, password })
      .then(() => {
        form.reset(EMPTY);
        showToast(t('passwordChanged'));
      })
      .catch((error: unknown) => {
        setFailure(
          showServerErrors(
            form,
            error,
            sameNamedFields(form.getValues(), { 'incorrect-password': 'current_password' }),
          ),
        );
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('passwordTitle')}</h2>
      <p className="hint">{t('passwordHint')}</p>
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registered={form.register('current_password')}
        error={errors.current_password}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        registered={form.register('password')}
        error={errors.password}
      />
      <TextField
        label={t('newPasswordAgain')}
        type="password"
        autoComplete="new-password"
        registered={form.register('password_again')}
        error={errors.password_again}
      />
      <FormError code={failure} />
      <button type="submit" disabled={change.isPending}>
        {t('changePassword')}
      </button>
    </form>
  );
}
