// Which language a request reads and writes in (docs/api.md §9).
import { isLanguage, languages, type Language } from '../i18n/languages';
import { oneOfSchema } from './schemas';
import type { Params } from './request-params';

/** docs/api.md §A.2.6; the catalogue declares translation_language with it (fields.ts). */
export const translationLanguageSchema = oneOfSchema('translation_language', languages);

/** The language a /{lang}/calendar/events/v1 prefix names, else en. */
export function prefixLanguage(url: URL): Language {
  const prefix = url.pathname.split('/')[1];
  return isLanguage(prefix) ? prefix : 'en';
}

/**
 * Effective language (docs/api.md §9): the translation_language parameter,
 * from the body or the query as every other parameter (§0.5, the body wins),
 * else the /{lang}/calendar/events/v1 prefix, else en.
 */
export function languageOf(url: URL, params: Params): Language {
  return translationLanguageSchema.parse(params.translation_language) ?? prefixLanguage(url);
}
