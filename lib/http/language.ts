import { oneOfSchema } from './param-schemas';

export const languages = ['en', 'fr', 'es'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Interface §2.6; the catalogue declares translation_language with it (fields.ts). */
export const translationLanguageSchema = oneOfSchema('translation_language', languages);

/**
 * Effective language (rest-behaviour §9): the translation_language parameter,
 * else the /{lang}/calendar/events/v1 prefix, else en.
 */
export function languageOf(url: URL): Language {
  const parameter = translationLanguageSchema.parse(
    url.searchParams.get('translation_language') ?? undefined,
  );
  if (parameter !== undefined) return parameter;
  const prefix = url.pathname.split('/')[1];
  return isLanguage(prefix) ? prefix : 'en';
}
