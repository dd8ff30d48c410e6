// Writing translatable fields (docs/api.md §9): a create stores the text as
// the default language and, in fr or es, also as that translation; an update
// writes only the effective language; `""` on a translation removes it.
import type { Language } from '../i18n/languages';

const SUFFIX = { fr: 'Fr', es: 'Es' } as const;

export function translatedData(
  field: string,
  value: string | undefined,
  language: Language,
  isCreate: boolean,
): Record<string, string | null> {
  if (value === undefined) return {};
  if (language === 'en') return { [field]: value };
  const translation = { [`${field}${SUFFIX[language]}`]: value === '' ? null : value };
  return isCreate ? { [field]: value, ...translation } : translation;
}

/** The column holding `field` in `language`. */
export function translatedColumn(field: string, language: Language): string {
  return language === 'en' ? field : `${field}${SUFFIX[language]}`;
}
