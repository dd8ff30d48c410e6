// Fields common to events, venues and organizers (docs/api.md §1.1).
import { BoundedMemo } from '../bounded-memo.mjs';
import type { Caller } from '../auth/caller';
import { utcToZone } from '../dates/format';
import type { Language } from '../i18n/languages';

export interface SerializeContext {
  baseUrl: string;
  /** Embedded items the caller may not read are left out (§1.2 venue, organizer). */
  caller: Caller | null;
  /** REST base with the language prefix when the language is not en (§9). */
  restBase: string;
  language: Language;
  siteTimezone: string;
}

export interface PostRow {
  id: number;
  authorId: number;
  status: string;
  dateUtc: string;
  modifiedUtc: string;
  slug: string;
}

// Parsed once per base URL: a list page asks for hundreds of global ids.
// Base URLs come from request headers (§0.1): a bounded memo.
const globalIdPrefixes = new BoundedMemo<string>(100);

function globalIdPrefix(baseUrl: string): string {
  const { hostname, pathname } = new URL(baseUrl);
  return `${hostname}${pathname === '/' ? '' : pathname}?id=`;
}

export function globalId(baseUrl: string, id: number): string {
  return `${globalIdPrefixes.get(baseUrl, globalIdPrefix)}${id}`;
}

export function commonFields(row: PostRow, context: SerializeContext, pagePrefix: string) {
  return {
    id: row.id,
    author: String(row.authorId),
    status: row.status,
    date: utcToZone(row.dateUtc, context.siteTimezone),
    date_utc: row.dateUtc,
    modified: utcToZone(row.modifiedUtc, context.siteTimezone),
    modified_utc: row.modifiedUtc,
    url: `${context.baseUrl}/${pagePrefix}/${row.slug}/`,
  };
}

/** Field-by-field fallback to the default language (§9). */
export function translated<T extends Record<string, unknown>>(
  row: T,
  field: string,
  language: Language,
): string {
  if (language !== 'en') {
    const value = row[`${field}${language === 'fr' ? 'Fr' : 'Es'}`];
    if (typeof value === 'string' && value !== '') return value;
  }
  return String(row[field] ?? '');
}

/**
 * Venues and organizers leave out empty keys (§1.3, §1.4); `always` follows,
 * kept whatever its values.
 */
export function withoutEmpty<
  Fields extends Record<string, unknown>,
  Always extends object = object,
>(fields: Fields, always?: Always): Partial<Fields> & Always {
  // Loops into one object, not entries/filter/fromEntries and a spread: lists
  // run this for every embedded venue and organizer.
  const kept: Record<string, unknown> = {};
  for (const key in fields) {
    const value = fields[key];
    if (value !== '' && value !== false && value !== undefined && value !== null) kept[key] = value;
  }
  return Object.assign(kept, always) as Partial<Fields> & Always;
}
