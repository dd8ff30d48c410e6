import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { Link } from '@/lib/i18n/navigation';

// Sections appear here as their screens land (issue 6); no link leads nowhere.
const SECTIONS = ['events'] as const;

/** The frame of every admin screen: where am I, where else can I go, which language. */
export function AdminShell({
  current,
  children,
}: {
  current: (typeof SECTIONS)[number];
  children: ReactNode;
}) {
  const t = useTranslations('Admin');
  return (
    <div className="admin">
      <header className="admin-header">
        <Link href="/admin" className="admin-brand">
          {t('title')}
        </Link>
        <nav aria-label={t('sections')}>
          <ul>
            {SECTIONS.map((section) => (
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
        <LanguageSwitcher />
      </header>
      <main className="admin-main">{children}</main>
    </div>
  );
}
