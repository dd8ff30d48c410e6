// Paging of events, venues, organizers and terms (docs/api.md §2.1-§2.3):
// page sizes, the page a list read, and the rest_url links; the route layer
// makes the answer's envelope and X-TEC headers (lib/route/collection-reply.ts).
import type { ParamValue } from './request-params';

/** Larger page sizes, defaults included, are silently reduced (§2.2). */
export const MAX_PAGE_SIZE = 50;

export interface Paging {
  page: number;
  /** The effective page size: per_page or the posts_per_page setting, at most 50. */
  perPage: number;
}

/**
 * `page` and `per_page` as read (undefined when not given), with §2.2's
 * defaults and cap; a calendar feed reads larger pages (lib/ical/answers.ts).
 */
export function pagingOf(
  values: { page: number | undefined; per_page: number | undefined },
  defaultPerPage: number,
  maxPerPage = MAX_PAGE_SIZE,
): Paging {
  return {
    page: values.page ?? 1,
    perPage: Math.min(values.per_page ?? defaultPerPage, maxPerPage),
  };
}

/** A parameter written back into a link "as given" (§2.3); lists comma-separated. */
export function linkValue(value: ParamValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => linkValue(item) ?? '').join(',');
  if (typeof value === 'object') return linkValue(Object.values(value));
  return String(value);
}

/**
 * `{REST base}/{collection}/?…` for one page (§2.3): `page` first and only
 * when above 1, then `query` in its order, undefined values left out, spaces
 * as %20.
 */
export function collectionUrl(
  restBase: string,
  collection: string,
  query: [name: string, value: string | undefined][],
  page: number,
): string {
  const search = new URLSearchParams();
  if (page > 1) search.set('page', String(page));
  for (const [name, value] of query) if (value !== undefined) search.set(name, value);
  // URLSearchParams writes a space as '+' and a real '+' as %2B, so this is safe.
  return `${restBase}/${collection}/?${search.toString().replace(/\+/g, '%20')}`;
}

/** One page of a collection, as a list reads it; the route layer makes it the answer (lib/route/collection-reply.ts). */
export interface ListPage<T> {
  items: T[];
  total: number;
  paging: Paging;
  /** The collection URL for a page number. */
  urlOf: (page: number) => string;
  /** Until when the page holds without a write (Reply.reusableUntil). */
  reusableUntil?: number;
}
