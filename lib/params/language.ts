// Which language a request reads and writes in (docs/api.md §9).
import { isLanguage, languages, type Language } from '../i18n/languages';
import { param } from './declare';
import { oneOfSchema } from './schemas';
import type { Params } from './request-params';

/** docs/api.md §A.2.6; translation_language is declared with it below. */
const translationLanguageSchema = oneOfSchema('translation_language', languages);

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

/**
 * docs/api.md §A.2.6: every handler of every route lists it; the route layer reads
 * it (languageOf). Documented in the query string, where every route takes
 * it; a write also takes it in its body, as every parameter (§0.5).
 */
export const translationLanguage = param(
  'translation_language',
  translationLanguageSchema,
  'Language of the content to read or write. A write may also send it in its body, which wins over the query string.',
  { location: 'query' },
);
