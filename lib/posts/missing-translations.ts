// Which items lack a translation: an opt-in extension of the list routes for
// the admin (README "Translations"), additive so that no existing consumer
// sees a change. `missing_translation=fr|es` keeps only items lacking that
// language; `translation_status` (truthy) adds `missing_translations` to each
// listed item. An item lacks language L when a translatable field that has
// default-language text has no L text (an empty field needs no translation).
import { invalidParams } from '../http/errors';
import { truthyParam } from '../http/coerce';
import type { Language } from '../http/language';
import type { Params } from '../http/request-params';
import { translatedColumn } from './translations';

export type TranslationLanguage = Exclude<Language, 'en'>;
const TRANSLATIONS: readonly TranslationLanguage[] = ['fr', 'es'];

/** The translatable columns of each kind (rest-behaviour §9). */
export const translatableColumns = {
  event: ['title', 'description', 'excerpt'],
  venue: ['name', 'description', 'excerpt'],
  organizer: ['name', 'description', 'excerpt'],
  term: ['name', 'description'],
} as const;

const isTranslation = (value: unknown): value is TranslationLanguage =>
  typeof value === 'string' && (TRANSLATIONS as readonly string[]).includes(value);

/** `missing_translation`: absent, `fr` or `es`; anything else → 400 rest_invalid_param. */
export function missingTranslationParam(params: Params): TranslationLanguage | undefined {
  const value = params.missing_translation;
  if (value === undefined || value === null) return undefined;
  if (!isTranslation(value)) throw invalidParams({ missing_translation: 'Invalid parameter.' });
  return value;
}

export const wantsTranslationStatus = (params: Params) =>
  truthyParam(params.translation_status) === true;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function missingLanguages(item: object, columns: readonly string[]): TranslationLanguage[] {
  const row = item as Record<string, unknown>;
  return TRANSLATIONS.filter((language) =>
    columns.some(
      (column) => !isBlank(row[column]) && isBlank(row[translatedColumn(column, language)]),
    ),
  );
}

/** The Prisma `where` of `missingLanguages(row).includes(language)`. */
export function missingTranslationWhere(
  columns: readonly string[],
  language: TranslationLanguage,
): Record<string, unknown> {
  return {
    OR: columns.map((column) => {
      const translation = translatedColumn(column, language);
      return {
        AND: [{ NOT: { [column]: '' } }, { OR: [{ [translation]: null }, { [translation]: '' }] }],
      };
    }),
  };
}
