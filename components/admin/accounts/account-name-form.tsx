'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { accountUpdateSchema, type AccountUpdate } from '@/lib/accounts/schema';
import { useRouter } from '@/lib/i18n/navigation';
import { useRenameAccount } from './account-queries';
import { TextField } from './form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';
import { showToast } from '../shell/toasts';

/** The signed-in user's name; the admin's header shows it, so the page is refreshed after a save. */
export function AccountNameForm({ name }: { name: string }) {
  const t = useTranslations('AdminAccount');
  const titleId = useId();
  const router = useRouter();
  const rename = useRenameAccount();
  const form = useForm<z.input<typeof accountUpdateSchema>, unknown, AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { name },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return rename
      .mutateAsync(values)
      .then((saved) => {
        form.reset({ name: saved.name });
        showToast(t('nameSaved'));
        router.refresh();
      })
      .catch((error: unknown) => {
        setFailure(showServerErrors(form, error, sameNamedFields(form.getValues())));
      });
  });
  return (
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('nameTitle')}</h2>
      <TextField
        label={t('name')}
        autoComplete="name"
        registered={form.register('name')}
        error={errors.name}
      />
      <FormError code={failure} />
      <button type="submit" disabled={rename.isPending}>
        {t('saveName')}
      </button>
    </form>
  );
}
