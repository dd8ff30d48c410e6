'use client';

import { useTranslations } from 'next-intl';
import { TokenCreateForm } from './token-create-form';
import { TokenList } from './token-list';
import { PageHeader } from '../page-header';

/** API tokens of every user, for administrators: made here (the token is shown once), revoked here. */
export function TokensScreen() {
  const t = useTranslations('AdminTokens');
  return (
    <section aria-labelledby="tokens-title">
      <PageHeader id="tokens-title" title={t('title')} />
      <TokenCreateForm scope="everyone" />
      <TokenList scope="everyone" />
    </section>
  );
}
