// Each admin page's tab title names its screen ("New venue · Events Calendar",
// the suffix from the locale layout's template), in the interface language.
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

/** `generateMetadata` for a page whose title is the message `key` (`AdminVenues.newTitle`). */
export function pageTitle(key: Parameters<Translate>[0]) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const t = await getTranslations({ locale });
    return { title: t(key) };
  };
}
