// The events screen keeps its filters in the address, so a reload, the back
// button and a shared link show the same list. Search, status and page are
// those of every list; the dates and `featured` are the events' own.
import type { QueryValue } from '@/lib/http/api-client';
import { listQuery, readListFilters, type ListFilters } from '../shared/list-filters';
import { LIST_STATUSES } from '../shared/resource-kind';

export const EVENT_STATUSES = LIST_STATUSES;

export interface EventFilters extends ListFilters {
  startDate: string;
  endDate: string;
  featured: boolean;
}

export function readEventFilters(params: URLSearchParams): EventFilters {
  return {
    ...readListFilters(params),
    startDate: params.get('start_date') ?? '',
    endDate: params.get('end_date') ?? '',
    featured: params.get('featured') === '1',
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
  if (filters.missing) search.set('missing_translation', filters.missing);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search.toString();
}

/** The REST list parameters (interface §4.2.1) for these filters. */
export function eventListQuery(filters: EventFilters, perPage: number): Record<string, QueryValue> {
  return {
    ...listQuery(filters, perPage),
    start_date: filters.startDate,
    end_date: filters.endDate,
    featured: filters.featured ? 1 : undefined,
  };
}
