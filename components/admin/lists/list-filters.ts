// The venue, organizer, category and tag lists keep their filters in the
// address, as the events list does, so a reload, the back button and a
// shared link show the same list.
import type { QueryValue } from '@/lib/client/api-client';

/**
 * Every status a list can filter on (docs/api.md §0.3), trash last; here, not
 * with the forms' statuses (resource-kind.ts), so that a screen with a filter
 * and no form (the events calendar) does not load zod.
 */
export const LIST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;

export interface ListFilters {
  search: string;
  /** Venues and organizers only; empty for every status but trash (docs/api.md §2.5). */
  status: string;
  /** `fr` or `es`: only items lacking that translation (README "Translations"); else empty. */
  missing: string;
  page: number;
}

const missingOf = (value: unknown) => (value === 'fr' || value === 'es' ? value : '');

export function readListFilters(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    missing: missingOf(params.get('missing_translation')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters a submitted filter form asks for, from its first page. */
export function listFiltersOf(form: FormData): ListFilters {
  return {
    search: String(form.get('search') ?? '').trim(),
    status: String(form.get('status') ?? ''),
    missing: missingOf(form.get('missing_translation')),
    page: 1,
  };
}

/** The address's query for these filters; defaults are left out. */
export function listFiltersQuery(filters: ListFilters): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.status) query.set('status', filters.status);
  if (filters.missing) query.set('missing_translation', filters.missing);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The REST list parameters (docs/api.md §3.2, §3.3) for these filters. */
export function listQuery(filters: ListFilters, perPage: number): Record<string, QueryValue> {
  return {
    page: filters.page,
    per_page: perPage,
    search: filters.search,
    status: filters.status,
    missing_translation: filters.missing,
    // Each item then names the translations it lacks, for the list's badges.
    translation_status: 1,
  };
}

/** One page of items already in memory (categories are listed whole to show their tree). */
export function pageOf<Item>(items: readonly Item[], page: number, perPage: number) {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    total: items.length,
    totalPages: Math.ceil(items.length / perPage),
  };
}
