'use client';

// Which language's texts an editor shows, chosen apart from the interface's
// locale: a French interface can edit the Spanish text (README "Translations").
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Language } from '@/lib/i18n/languages';
import type { MissingTranslations } from '@/lib/posts/missing-translations';

export const CONTENT_LANGUAGES: readonly Language[] = ['en', 'fr', 'es'];

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
