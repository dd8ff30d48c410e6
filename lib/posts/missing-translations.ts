// Which items lack a translation: an opt-in extension of the API for the
// admin (README "Translations"), additive so that no existing consumer sees a
// change. `missing_translation=fr|es` keeps only lists' items lacking that
// language; `translation_status` (truthy) adds to each listed item, and to
// single reads, `missing_translations`: for fr and es, the translatable fields
// that have default-language text but no text in that language (an empty
// field needs no translation). An item lacks L when that list is not empty.
import { truthyParam } from '../params/coerce';
import { param } from '../params/declare';
import { oneOfSchema, truthySchema } from '../params/schemas';
import type { Language } from '../i18n/languages';
import type { Params } from '../params/request-params';
import { translatedColumn } from './write-translations';

export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATIONS = ['fr', 'es'] as const satisfies readonly TranslationLanguage[];

/** The translatable columns of each kind (docs/api.md §9), with their wire names. */
export const translatableColumns = {
  event: {
    title: 'title',
    description: 'description',
    excerpt: 'excerpt',
    statusReason: 'status_reason',
  },
  venue: { name: 'venue', description: 'description', excerpt: 'excerpt' },
  organizer: { name: 'organizer', description: 'description', excerpt: 'excerpt' },
  term: { name: 'name', description: 'description' },
} as const;

type Columns = Readonly<Record<string, string>>;
export type MissingTranslations = Record<TranslationLanguage, string[]>;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** `{fr: [...], es: [...]}`: the wire names of the fields lacking each translation. */
export function missingTranslations(item: object, columns: Columns): MissingTranslations {
  const row = item as Record<string, unknown>;
  const missingIn = (language: TranslationLanguage) =>
    Object.entries(columns)
      .filter(
        ([column]) => !isBlank(row[column]) && isBlank(row[translatedColumn(column, language)]),
      )
      .map(([, wireName]) => wireName);
  return { fr: missingIn('fr'), es: missingIn('es') };
}

/** `body` with `missing_translations` when the request asked for it with `translation_status`. */
export function withTranslationStatus<Body extends object>(
  body: Body,
  row: object,
  columns: Columns,
  params: Params,
): Body {
  if (truthyParam(params.translation_status) !== true) return body;
  return { ...body, missing_translations: missingTranslations(row, columns) };
}

/** The Prisma `where` of `missingTranslations(row)[language].length > 0`. */
export function missingTranslationWhere(
  columns: Columns,
  language: TranslationLanguage,
): Record<string, unknown> {
  return {
    OR: Object.keys(columns).map((column) => {
      const translation = translatedColumn(column, language);
      return {
        AND: [{ NOT: { [column]: '' } }, { OR: [{ [translation]: null }, { [translation]: '' }] }],
      };
    }),
  };
}

/** Also on single reads (README "Translations"). */
export const translationStatusParameter = param(
  'translation_status',
  truthySchema,
  'When true, missing_translations names the fields lacking each translation',
);

/**
 * Our additive extension of every list (README "Translations"), for editors
 * who look for untranslated content; not in the interface document.
 */
export const translationStatus = (items: string) =>
  [
    param(
      'missing_translation',
      oneOfSchema('missing_translation', TRANSLATIONS),
      `Only ${items} lacking a translation into this language`,
    ),
    translationStatusParameter,
  ] as const;
