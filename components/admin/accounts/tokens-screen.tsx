'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { tokenCreateSchema, type TokenCreate } from '@/lib/accounts/schema';
import { errorCodeOf } from '@/lib/http/errors';
import { ConfirmAction } from '../lists/confirm-action';
import {
  tokensQuery,
  useCreateToken,
  useRevokeToken,
  usersQuery,
  type TokenJson,
} from './account-queries';
import { SelectField, TextField } from './form-fields';
import { sameNamedFields, showServerErrors } from '../forms/server-errors';

/** API tokens of every user: made here (the token is shown once), revoked here. */
export function TokensScreen() {
  const t = useTranslations('AdminTokens');
  const tokens = useQuery(tokensQuery);
  return (
    <section aria-labelledby="tokens-title">
      <h1 id="tokens-title">{t('title')}</h1>
      <TokenCreateForm />
      {tokens.isPending && <p role="status">{t('loading')}</p>}
      {tokens.error && <FormError code={errorCodeOf(tokens.error)} />}
      {tokens.data && tokens.data.length === 0 && <p>{t('empty')}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('owner')}</th>
              <th scope="col">{t('created')}</th>
              <th scope="col">{t('lastUsed')}</th>
              <th scope="col">{t('revoked')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TokenRow({ token }: { token: TokenJson }) {
  const t = useTranslations('AdminTokens');
  const format = useFormatter();
  const revoke = useRevokeToken();
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : t('never');
  return (
    <tr>
      <td>{token.name}</td>
      <td>{token.user.name ? `${token.user.name} (${token.user.email})` : token.user.email}</td>
      <td>{when(token.created)}</td>
      <td>{when(token.last_used)}</td>
      <td>{token.revoked ? when(token.revoked) : t('live')}</td>
      <td>
        {!token.revoked && (
          <ConfirmAction
            label={t('revoke', { name: token.name })}
            title={t('revokeTitle', { name: token.name })}
            text={t('revokeText')}
            confirmLabel={t('revokeConfirm')}
            onConfirm={async () => {
              await revoke.mutateAsync(token.id);
            }}
          />
        )}
      </td>
    </tr>
  );
}

function TokenCreateForm() {
  const t = useTranslations('AdminTokens');
  const users = useQuery(usersQuery);
  const create = useCreateToken();
  const form = useForm<z.input<typeof tokenCreateSchema>, unknown, TokenCreate>({
    resolver: zodResolver(tokenCreateSchema),
    defaultValues: { name: '' },
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
    <form noValidate className="editor" onSubmit={onSubmit} aria-labelledby="new-token-title">
      <h2 id="new-token-title">{t('new')}</h2>
      <div className="row">
        <SelectField
          label={t('owner')}
          registered={form.register('user', { valueAsNumber: true })}
          error={errors.user}
        >
          <option value="">{t('chooseOwner')}</option>
          {users.data?.map((user) => (
            <option key={user.id} value={user.id}>
              {user.email}
            </option>
          ))}
        </SelectField>
        <TextField label={t('name')} registered={form.register('name')} error={errors.name} />
      </div>
      <FormError code={failure} />
      <button type="submit" disabled={create.isPending}>
        {t('create')}
      </button>
      {shown && <NewToken token={shown} />}
    </form>
  );
}

/** The token, this once: it is stored only as a hash, so no one can show it again. */
function NewToken({ token }: { token: string }) {
  const t = useTranslations('AdminTokens');
  const [isCopied, setCopied] = useState(false);
  return (
    <div className="notice" role="status">
      <p>
        <strong>{t('shownOnce')}</strong>
      </p>
      <label htmlFor="new-token-value">{t('token')}</label>{' '}
      <input
        id="new-token-value"
        readOnly
        value={token}
        size={40}
        onFocus={(e) => e.target.select()}
      />{' '}
      <button
        type="button"
        onClick={() => navigator.clipboard.writeText(token).then(() => setCopied(true))}
      >
        {isCopied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}
