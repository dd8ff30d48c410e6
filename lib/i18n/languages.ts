// The languages of content and of the admin: one list for the API's
// translation_language, the /{lang} prefixes and next-intl's locales.
export const languages = ['en', 'fr', 'es'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
