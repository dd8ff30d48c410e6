'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { FormError } from '@/components/ui/form-error';
import { errorCodeOf } from '@/lib/http/errors';
import { ConfirmAction } from '../lists/confirm-action';
import { tokensQuery, useRevokeToken, type TokenJson, type TokenScope } from './account-queries';

/** The tokens of a scope, newest first, each revocable after a confirmation; the owner only when it varies. */
export function TokenList({ scope }: { scope: TokenScope }) {
  const t = useTranslations('AdminTokens');
  const tokens = useQuery(tokensQuery(scope));
  const hasOwner = scope === 'everyone';
  if (tokens.isPending) return <p role="status">{t('loading')}</p>;
  if (tokens.error) return <FormError code={errorCodeOf(tokens.error)} />;
  if (tokens.data.length === 0) return <p>{t('empty')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            {hasOwner && <th scope="col">{t('owner')}</th>}
            <th scope="col">{t('created')}</th>
            <th scope="col">{t('lastUsed')}</th>
            <th scope="col">{t('revoked')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} scope={scope} hasOwner={hasOwner} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TokenRow({
  token,
  scope,
  hasOwner,
}: {
  token: TokenJson;
  scope: TokenScope;
  hasOwner: boolean;
}) {
  const t = useTranslations('AdminTokens');
  const format = useFormatter();
  const revoke = useRevokeToken(scope);
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : t('never');
  return (
    <tr>
      <td>{token.name}</td>
      {hasOwner && (
        <td>{token.user.name ? `${token.user.name} (${token.user.email})` : token.user.email}</td>
      )}
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
