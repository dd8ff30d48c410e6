'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

const names = { en: 'English', fr: 'Français', es: 'Español' } as const;

/** Keeps the current page when the language changes. */
export function LanguageSwitcher() {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const current = useLocale();
  return (
    <nav className="languages" aria-label={t('language')}>
      {routing.locales.map((locale) => (
        <Link
          key={locale}
          href={pathname}
          locale={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
        >
          {names[locale]}
        </Link>
      ))}
    </nav>
  );
}
