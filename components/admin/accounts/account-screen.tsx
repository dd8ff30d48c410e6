'use client';

import { useTranslations } from 'next-intl';
import type { SessionUser } from '@/lib/auth/sessions';
import { AccountNameForm } from './account-name-form';
import { AccountPasswordForm } from './account-password-form';
import { TokenCreateForm } from './token-create-form';
import { TokenList } from './token-list';
import { PageHeader } from '../page-header';

/**
 * "My account", for every signed-in user: their name, their password and,
 * for roles that may write, their own API tokens (docs/accounts.md "Your own account").
 */
export function AccountScreen({
  user,
  canMakeTokens,
}: {
  user: SessionUser;
  canMakeTokens: boolean;
}) {
  const t = useTranslations('AdminAccount');
  const roles = useTranslations('Roles');
  return (
    <section aria-labelledby="account-title">
      <PageHeader
        id="account-title"
        title={t('title')}
        subtitle={<p>{t('intro', { email: user.email, role: roles(user.role) })}</p>}
      />
      <AccountNameForm name={user.name} />
      <AccountPasswordForm />
      <section aria-labelledby="own-tokens-title">
        <h2 id="own-tokens-title">{t('tokensTitle')}</h2>
        {canMakeTokens ? (
          <>
            <p className="hint">{t('tokensHint')}</p>
            <TokenCreateForm scope="own" ownerId={user.id} titleLevel="h3" />
            <TokenList scope="own" />
          </>
        ) : (
          <p>{t('tokensNotAllowed')}</p>
        )}
      </section>
    </section>
  );
}
