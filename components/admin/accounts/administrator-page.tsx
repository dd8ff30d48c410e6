// The server side of the users, tokens and settings pages: administrators
// only; anyone else who opens the address is told plainly that their role
// does not allow it (the endpoints would refuse too).
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { canManageAccounts } from '@/lib/auth/permissions';
import { adminPage, type PageParams } from '../admin-page';
import type { AdminSection } from '../shell/admin-sections';
import { PageHeader } from '../page-header';

export async function administratorPage(
  params: PageParams,
  section: AdminSection,
  screen: ReactNode,
) {
  const { locale } = await params;
  return adminPage(locale, section, (user) => (canManageAccounts(user) ? screen : <NotAllowed />));
}

function NotAllowed() {
  const t = useTranslations('Admin');
  return (
    <section aria-labelledby="not-allowed-title">
      <PageHeader id="not-allowed-title" title={t('notAllowedTitle')} />
      <p>{t('notAllowed')}</p>
    </section>
  );
}
