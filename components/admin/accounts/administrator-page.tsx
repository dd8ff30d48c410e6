// The server side of the users, tokens and settings pages: signed-in users
// only, and of those administrators only; anyone else who opens the address is
// told plainly that their role does not allow it (the endpoints would refuse too).
import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { canManageAccounts } from '@/lib/auth/permissions';
import { requireSignedInUser } from '@/lib/auth/require-user';
import type { Locale } from '@/lib/i18n/routing';
import { AdminShell, type AdminSection } from '../admin-shell';

export async function administratorPage(
  params: Promise<{ locale: Locale }>,
  section: AdminSection,
  screen: ReactNode,
) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireSignedInUser(locale);
  return (
    <AdminShell user={user} current={section}>
      {canManageAccounts(user) ? screen : <NotAllowed />}
    </AdminShell>
  );
}

function NotAllowed() {
  const t = useTranslations('Admin');
  return (
    <section aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{t('notAllowedTitle')}</h1>
      <p>{t('notAllowed')}</p>
    </section>
  );
}
