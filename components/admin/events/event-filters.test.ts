import { describe, expect, it } from 'vitest';
import { eventFiltersQuery, eventListQuery, readEventFilters } from './event-filters';

describe('event list filters in the address', () => {
  it('round-trips through the query string, leaving defaults out', () => {
    const filters = readEventFilters(
      new URLSearchParams('search=jazz&status=draft&start_date=2026-01-01&featured=1&page=3'),
    );
    expect(filters).toEqual({
      search: 'jazz',
      status: 'draft',
      startDate: '2026-01-01',
      endDate: '',
      featured: true,
      missing: '',
      page: 3,
    });
    expect(eventFiltersQuery(filters)).toBe(
      'search=jazz&status=draft&start_date=2026-01-01&featured=1&page=3',
    );
    expect(eventFiltersQuery(readEventFilters(new URLSearchParams('page=0')))).toBe('');
  });

  it('maps to the REST list parameters', () => {
    const filters = readEventFilters(new URLSearchParams('search=jazz&featured=1'));
    expect(eventListQuery(filters, 20)).toMatchObject({
      page: 1,
      per_page: 20,
      search: 'jazz',
      featured: 1,
    });
  });
});
