import { useTranslations } from 'next-intl';
import type { SessionUser } from '@/lib/auth/sessions';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SignOutButton } from './sign-out-button';

/** The admin's start page until the full admin UI exists: who is signed in, and the way out. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const t = useTranslations('Admin');
  const roles = useTranslations('Roles');
  return (
    <main>
      <LanguageSwitcher />
      <h1>{t('title')}</h1>
      <p>{t('signedInAs', { name: user.name || user.email })}</p>
      <dl className="account">
        <dt>{t('email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('role')}</dt>
        <dd>{roles(user.role)}</dd>
      </dl>
      <SignOutButton />
    </main>
  );
}
