// The events screen keeps its filters and its sort in the address, so a
// reload, the back button and a shared link show the same list. Search,
// status and page are those of every list; the dates, `featured`, the linked
// items and the sort (the API's orderby/order, README "Sorting events") are
// the events' own.
import { calendarSearch, type CalendarPlace } from '@/lib/admin/calendar-place';
import { withQuery, type QueryValue } from '@/lib/client/api-client';
import { LIST_STATUSES, listQuery, readListFilters, type ListFilters } from '../lists/list-filters';

export const EVENT_STATUSES = LIST_STATUSES;

/**
 * The filters by a linked item (docs/api.md §A.4.2.1), each the REST list its
 * choices come from.
 */
export const LINK_FILTERS = [
  { param: 'categories', collection: 'categories' },
  { param: 'tags', collection: 'tags' },
  { param: 'venue', collection: 'venues' },
  { param: 'organizer', collection: 'organizers' },
] as const;

export type LinkFilter = (typeof LINK_FILTERS)[number];
export type LinkParam = LinkFilter['param'];
export type LinkValues = Record<LinkParam, string>;

/** The sortable columns by their orderby: "When" is `start_date`, "Last change" `modified`. */
export type EventSortColumn = 'start_date' | 'modified';
export interface EventSort {
  by: EventSortColumn;
  direction: 'asc' | 'desc';
}
/** The API's own order, with no orderby or order. */
export const DEFAULT_EVENT_SORT: EventSort = { by: 'start_date', direction: 'asc' };

export interface EventFilters extends ListFilters {
  startDate: string;
  endDate: string;
  featured: boolean;
  /** Category, tag, venue and organizer ids by their REST parameter; '' for any. */
  links: LinkValues;
  /** Absent: the API's own order, by start ascending. */
  sort?: EventSort;
  /** The id of a series whose dates alone are listed (docs/recurrence.md), or ''. */
  series?: string;
}

/** The link filters from an address or a submitted form: one id each, or ''. */
export function readLinks(get: (name: string) => FormDataEntryValue | null): LinkValues {
  const value = (name: string) => {
    const given = get(name);
    return typeof given === 'string' && /^\d+$/.test(given) ? given : '';
  };
  return Object.fromEntries(LINK_FILTERS.map(({ param }) => [param, value(param)])) as LinkValues;
}

function readSort(params: URLSearchParams): EventSort | undefined {
  const by = params.get('orderby');
  if (by !== 'start_date' && by !== 'modified') return undefined;
  return { by, direction: params.get('order') === 'desc' ? 'desc' : 'asc' };
}

/** The sort after a click on `column`'s header: its other direction when it is the sort already. */
export function toggledSort(current: EventSort | undefined, column: EventSortColumn): EventSort {
  const active = current ?? DEFAULT_EVENT_SORT;
  if (active.by !== column)
    return { by: column, direction: column === 'modified' ? 'desc' : 'asc' };
  return { by: column, direction: active.direction === 'asc' ? 'desc' : 'asc' };
}

export function readEventFilters(params: URLSearchParams): EventFilters {
  return {
    ...readListFilters(params),
    startDate: params.get('start_date') ?? '',
    endDate: params.get('end_date') ?? '',
    featured: params.get('featured') === '1',
    links: readLinks((name) => params.get(name)),
    sort: readSort(params),
    series: /^\d+$/.test(params.get('series') ?? '') ? params.get('series')! : undefined,
  };
}

/** The address's query for these filters; defaults are left out. */
export function eventFiltersQuery(filters: EventFilters): string {
  const search = new URLSearchParams();
  if (filters.search) search.set('search', filters.search);
  if (filters.status) search.set('status', filters.status);
  if (filters.startDate) search.set('start_date', filters.startDate);
  if (filters.endDate) search.set('end_date', filters.endDate);
  if (filters.featured) search.set('featured', '1');
  for (const [param, id] of Object.entries(filters.links)) if (id) search.set(param, id);
  if (filters.missing) search.set('missing_translation', filters.missing);
  if (filters.series) search.set('series', filters.series);
  if (filters.sort) {
    search.set('orderby', filters.sort.by);
    search.set('order', filters.sort.direction);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search.toString();
}

/** The REST list parameters (docs/api.md §A.4.2.1) for these filters. */
export function eventListQuery(filters: EventFilters, perPage: number): Record<string, QueryValue> {
  return {
    ...listQuery(filters, perPage),
    start_date: filters.startDate,
    end_date: filters.endDate,
    featured: filters.featured ? 1 : undefined,
    ...filters.links,
    orderby: filters.sort?.by,
    order: filters.sort?.direction,
    series: filters.series,
    // A series' dates are all shown, past ones too, unless a date is asked for.
    ...(filters.series && !filters.startDate ? { start_date: '1970-01-01' } : {}),
  };
}

/**
 * The CSV export of the list as filtered (docs/csv-export.md): the same REST
 * parameters but the page, whose rows all go into the file.
 */
export function eventCsvHref(filters: EventFilters): string {
  const query = eventListQuery(filters, 1);
  return withQuery('/events/csv/', {
    ...query,
    ...{ page: undefined, per_page: undefined, translation_status: undefined },
  });
}

/**
 * The filters the list and the calendar share (docs/admin.md "Calendar"):
 * all but the list's own dates, sort, page and series, since the calendar's
 * view and day decide which dates it shows.
 */
export function sharedEventFilters(filters: EventFilters): EventFilters {
  return { ...filters, startDate: '', endDate: '', sort: undefined, series: undefined, page: 1 };
}

/** The list's address query with only the filters the calendar shares. */
export function sharedFiltersQuery(filters: EventFilters): string {
  return eventFiltersQuery(sharedEventFilters(filters));
}

/** The calendar's address query: its place, then the shared filters. */
export function calendarQuery(place: CalendarPlace, filters: EventFilters): string {
  return [calendarSearch(place), sharedFiltersQuery(filters)].filter(Boolean).join('&');
}

/** Every status but the trash: the calendar's "Any status", as the list's. */
const CALENDAR_STATUSES = EVENT_STATUSES.filter((status) => status !== 'trash').join(',');

/**
 * The REST list parameters (docs/api.md §A.4.2.1) of the shared filters, for
 * the calendar's reads; empty ones are left out, and its days bound the dates.
 */
export function eventCalendarQuery(filters: EventFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { status: filters.status || CALENDAR_STATUSES };
  if (filters.search) query.search = filters.search;
  if (filters.featured) query.featured = 1;
  if (filters.missing) query.missing_translation = filters.missing;
  for (const [param, id] of Object.entries(filters.links)) if (id) query[param] = id;
  return query;
}
