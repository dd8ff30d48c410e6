import { invalidParams } from './errors';

export const languages = ['en', 'fr', 'es'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Effective language (rest-behaviour §9): the translation_language parameter,
 * else the /{lang}/calendar/events/v1 prefix, else en.
 */
export function languageOf(url: URL): Language {
  const parameter = url.searchParams.get('translation_language');
  if (parameter !== null) {
    if (!isLanguage(parameter)) throw invalidParams({ translation_language: 'Invalid parameter.' });
    return parameter;
  }
  const prefix = url.pathname.split('/')[1];
  return isLanguage(prefix) ? prefix : 'en';
}
