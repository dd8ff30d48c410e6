// Where a calendar view lives and what it always filters by (docs/public-pages.md
// "Views"): the whole calendar under /events/, or a category's or tag's
// archive, whose views are the same ones with its term fixed. Every address a
// view links to keeps the visitor's filters and content language, so a link
// shows exactly what was seen.
import type { Params } from '../../params/request-params';
import { VIEW_FILTERS } from './filters';

export interface ViewScope {
  /** `/events` or an archive's path without its trailing slash (`/events/category/music`). */
  base: string;
  /** The archive's own filter (`{categories: 'music'}`), merged over the visitor's. */
  fixed: Params;
  /** The archive's heading ("Category: Music") and description, which its views show. */
  title?: string;
  description?: string;
}

export const CALENDAR_SCOPE: ViewScope = { base: '/events', fixed: {} };

/** The visitor's filters the address carries: the filter bar's and the content language. */
export function filterQuery(params: Params, language: string): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of VIEW_FILTERS) {
    const value = params[name];
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  if (language !== 'en') query.set('translation_language', language);
  return query;
}

/** The filters a view's read applies: the visitor's, then the archive's own. */
export const scopedFilters = (scope: ViewScope, params: Params): Params => ({
  // A filter bar sent without JavaScript names its empty fields too: they filter nothing.
  ...Object.fromEntries(
    VIEW_FILTERS.flatMap((name) => {
      const value = params[name];
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  ),
  ...scope.fixed,
});

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** The addresses of one scope's views, each with the same filters. */
export function viewAddresses(scope: ViewScope, params: Params, language: string) {
  const query = filterQuery(params, language);
  // The calendar's day is /events/YYYY-MM-DD/ (as The Events Calendar's); an archive's is under day/.
  const dayPath = scope.base === CALENDAR_SCOPE.base ? scope.base : `${scope.base}/day`;
  return {
    month: (month?: string) => withQuery(`${scope.base}/month/${month ? `${month}/` : ''}`, query),
    day: (day: string) => withQuery(`${dayPath}/${day}/`, query),
    list: (isPast = false) => {
      const listQuery = new URLSearchParams(query);
      if (isPast) listQuery.set('eventDisplay', 'past');
      // An archive's list is its own page; the calendar's is /events/list/.
      const path = scope.base === CALENDAR_SCOPE.base ? `${scope.base}/list/` : `${scope.base}/`;
      return withQuery(path, listQuery);
    },
    feed: () => {
      const feedQuery = new URLSearchParams(query);
      for (const [name, value] of Object.entries(scope.fixed)) {
        if (typeof value === 'string') feedQuery.set(name, value);
      }
      feedQuery.delete('translation_language');
      return withQuery('/events/ical/', feedQuery);
    },
  };
}

export type ViewAddresses = ReturnType<typeof viewAddresses>;

/**
 * The events list a view shows, as the API's address names it (X-TEC-API-ROOT):
 * its dates first, then the archive's own term, as the term pages always named it.
 */
export function apiEvents(restRoot: string, scope: ViewScope, dates: Record<string, string> = {}) {
  const query = new URLSearchParams(dates);
  for (const [name, value] of Object.entries(scope.fixed)) {
    if (typeof value === 'string') query.set(name, value);
  }
  return withQuery(`${restRoot}/events/`, query);
}
