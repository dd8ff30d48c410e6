'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

const names = { en: 'English', fr: 'Français', es: 'Español' } as const;

/** Keeps the current page, its filters included, when the language changes. */
export function LanguageSwitcher() {
  // The query is known only in the browser; until then the links keep the path.
  return (
    <Suspense fallback={<LanguageLinks query="" />}>
      <LanguageLinksWithQuery />
    </Suspense>
  );
}

function LanguageLinksWithQuery() {
  return <LanguageLinks query={useSearchParams().toString()} />;
}

function LanguageLinks({ query }: { query: string }) {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const current = useLocale();
  return (
    <nav className="languages" aria-label={t('language')}>
      {routing.locales.map((locale) => (
        <Link
          key={locale}
          href={query ? `${pathname}?${query}` : pathname}
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
