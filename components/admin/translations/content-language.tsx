'use client';

// Which language's texts an editor shows, chosen apart from the interface's
// locale: a French interface can edit the Spanish text (README "Translations").
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId } from 'react';
import type { Language } from '@/lib/i18n/languages';
import type { MissingTranslations } from '@/lib/posts/missing-translations';

export const CONTENT_LANGUAGES: readonly Language[] = ['en', 'fr', 'es'];

/** The address's parameter that holds the content language (`?lang=fr`); English is its absence. */
const PARAMETER = 'lang';

/**
 * The content language, kept in the address like a list's filters, so that a
 * reload, Back from another screen or the interface's language switcher (which
 * keeps the query) opens the same translation. Switching replaces the
 * address rather than adding a history entry: Back leaves the editor.
 */
export function useContentLanguage(): [Language, (language: Language) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get(PARAMETER);
  const language = CONTENT_LANGUAGES.find((known) => known === asked) ?? 'en';
  const choose = (next: Language) => {
    const query = new URLSearchParams(params.toString());
    if (next === 'en') query.delete(PARAMETER);
    else query.set(PARAMETER, next);
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };
  return [language, choose];
}

export function ContentLanguageSelect({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const t = useTranslations('AdminTranslations');
  const id = useId();
  return (
    <div className="field content-language">
      <label htmlFor={id}>{t('contentLanguage')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Language)}>
        {CONTENT_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languageName.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

// The fields lacking each translation, as `translation_status` answers them (README "Translations").
export type { MissingTranslations };

/** Badges naming the languages an item lacks. */
export function MissingTranslationBadges({ missing }: { missing?: MissingTranslations }) {
  const t = useTranslations('AdminTranslations');
  if (!missing) return null;
  return (['fr', 'es'] as const)
    .filter((language) => missing[language].length > 0)
    .map((language) => (
      <span key={language} className="badge badge-missing">
        {t(`missingBadge.${language}`)}
      </span>
    ));
}
