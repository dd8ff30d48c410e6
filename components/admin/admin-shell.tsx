import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { canManageAccounts } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/sessions';
import { Link } from '@/lib/i18n/navigation';

// Every admin section, in the order the header lists them; the account
// sections only for those who may manage accounts (docs/accounts.md), and
// everyone's own account last.
const SECTIONS = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;
const ACCOUNT_SECTIONS = ['users', 'tokens', 'settings'] as const;
const OWN_SECTIONS = ['account'] as const;
export type AdminSection =
  (typeof SECTIONS)[number] | (typeof ACCOUNT_SECTIONS)[number] | (typeof OWN_SECTIONS)[number];

/** The frame of every admin screen: where am I, where else can I go, who am I, which language. */
export function AdminShell({
  user,
  current,
  children,
}: {
  user: SessionUser;
  current?: AdminSection;
  children: ReactNode;
}) {
  const t = useTranslations('Admin');
  const roles = useTranslations('Roles');
  const common = useTranslations('AdminCommon');
  return (
    <div className="admin">
      <header className="admin-header">
        <Link href="/admin" className="admin-brand">
          {t('title')}
        </Link>
        <nav aria-label={t('sections')}>
          <ul>
            {[
              ...SECTIONS,
              ...(canManageAccounts(user) ? ACCOUNT_SECTIONS : []),
              ...OWN_SECTIONS,
            ].map((section) => (
              <li key={section}>
                <Link
                  href={`/admin/${section}`}
                  aria-current={section === current ? 'page' : undefined}
                >
                  {t(`section.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A server-rendered page outside the admin's locale routes: a plain link. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api-reference" className="admin-api-reference">
          {common('apiReference')}
        </a>
        <LanguageSwitcher />
        <p className="admin-user">
          {user.name || user.email} · {roles(user.role)}
        </p>
        <SignOutButton />
      </header>
      <main className="admin-main">{children}</main>
    </div>
  );
}
