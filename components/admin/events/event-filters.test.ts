import { describe, expect, it } from 'vitest';
import { eventFiltersQuery, eventListQuery, readEventFilters } from './event-filters';

describe('event list filters in the address', () => {
  it('round-trips through the query string, leaving defaults out', () => {
    const filters = readEventFilters(
      new URLSearchParams(
        'search=jazz&status=draft&start_date=2026-01-01&featured=1&venue=12&tags=x&orderby=modified&order=desc&page=3',
      ),
    );
    expect(filters).toEqual({
      search: 'jazz',
      status: 'draft',
      startDate: '2026-01-01',
      endDate: '',
      featured: true,
      // Ids only: `tags=x` is not one.
      links: { categories: '', tags: '', venue: '12', organizer: '' },
      sort: { by: 'modified', direction: 'desc' },
      missing: '',
      page: 3,
    });
    expect(eventFiltersQuery(filters)).toBe(
      'search=jazz&status=draft&start_date=2026-01-01&featured=1&venue=12&orderby=modified&order=desc&page=3',
    );
    expect(eventFiltersQuery(readEventFilters(new URLSearchParams('page=0')))).toBe('');
  });

  it('maps to the REST list parameters', () => {
    const filters = readEventFilters(
      new URLSearchParams('search=jazz&featured=1&categories=4&organizer=9'),
    );
    expect(eventListQuery(filters, 20)).toMatchObject({
      page: 1,
      per_page: 20,
      search: 'jazz',
      featured: 1,
      categories: '4',
      organizer: '9',
    });
  });

  it('lists one series, all of its dates unless a date is asked for', () => {
    const filters = readEventFilters(new URLSearchParams('series=42&search=yoga'));
    expect(eventFiltersQuery(filters)).toBe('search=yoga&series=42');
    expect(eventListQuery(filters, 20)).toMatchObject({ series: '42', start_date: '1970-01-01' });
    const dated = readEventFilters(new URLSearchParams('series=42&start_date=2027-01-01'));
    expect(eventListQuery(dated, 20)).toMatchObject({ series: '42', start_date: '2027-01-01' });
    expect(readEventFilters(new URLSearchParams('series=x')).series).toBeUndefined();
  });
});
