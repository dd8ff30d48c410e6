import { useTranslations } from 'next-intl';
import type { SessionUser } from '@/lib/auth/sessions';
import { PageHeader } from '@/components/admin/page-header';

/** The admin's start page: who is signed in, with which rights. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const t = useTranslations('Admin');
  const roles = useTranslations('Roles');
  return (
    <section aria-labelledby="home-title">
      <PageHeader
        id="home-title"
        title={t('title')}
        subtitle={<p>{t('signedInAs', { name: user.name || user.email })}</p>}
      />
      <dl className="account">
        <dt>{t('email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('role')}</dt>
        <dd>{roles(user.role)}</dd>
      </dl>
    </section>
  );
}
