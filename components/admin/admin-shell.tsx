import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { canCreate, canManageAccounts } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/sessions';
import { Link } from '@/lib/i18n/navigation';
import { SidebarFrame } from './shell/sidebar-frame';
import { ToastRegion } from './shell/toasts';

// Every admin section, in the sidebar's groups and order: the content, then
// the administration for those who may manage accounts (docs/accounts.md),
// then everyone's own account.
const CONTENT_SECTIONS = ['events', 'venues', 'organizers', 'categories', 'tags', 'media'] as const;
const ACCOUNT_SECTIONS = ['users', 'tokens', 'settings'] as const;
const OWN_SECTIONS = ['account'] as const;
export type AdminSection =
  | (typeof CONTENT_SECTIONS)[number]
  | (typeof ACCOUNT_SECTIONS)[number]
  | (typeof OWN_SECTIONS)[number];

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
  const groups: {
    name: 'content' | 'administration' | 'own';
    sections: readonly AdminSection[];
  }[] = [
    {
      name: 'content',
      // Subscribers write nothing that shows an image: the library is not theirs.
      sections: CONTENT_SECTIONS.filter((section) => section !== 'media' || canCreate(user)),
    },
    ...(canManageAccounts(user)
      ? [{ name: 'administration' as const, sections: ACCOUNT_SECTIONS }]
      : []),
    { name: 'own', sections: OWN_SECTIONS },
  ];
  return (
    <div className="admin">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SidebarFrame
        menuLabel={t('menu')}
        brand={
          <Link href="/admin" className="admin-brand">
            {t('title')}
          </Link>
        }
      >
        <nav aria-label={t('sections')} className="admin-nav">
          {groups.map((group) => (
            <div key={group.name} className="nav-group">
              <p id={`nav-${group.name}`} className="nav-group-label">
                {t(`group.${group.name}`)}
              </p>
              <ul aria-labelledby={`nav-${group.name}`}>
                {group.sections.map((section) => (
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
            </div>
          ))}
        </nav>
        <div className="admin-sidebar-foot">
          <p className="admin-user">
            <span className="admin-user-name">{user.name || user.email}</span>
            {/* Two lines on screen; read as one, name then role. */}
            <span className="visually-hidden"> · </span>
            <span className="admin-user-role">{roles(user.role)}</span>
          </p>
          {/* A server-rendered page outside the admin's locale routes: a plain link. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api-reference" className="admin-api-reference">
            {common('apiReference')}
          </a>
          <LanguageSwitcher />
          <SignOutButton />
        </div>
      </SidebarFrame>
      {/* Focusable by the skip link only, so that the next Tab starts inside the screen. */}
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
        <ToastRegion />
      </main>
    </div>
  );
}
