import { describe, expect, it } from 'vitest';
import {
  calendarQuery,
  eventCalendarQuery,
  eventCsvHref,
  eventFiltersQuery,
  eventListQuery,
  readEventFilters,
  sharedFiltersQuery,
} from './event-filters';

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

describe('filters shared by the list and the calendar', () => {
  const listAddress =
    'search=jazz&status=draft&start_date=2026-01-01&end_date=2026-02-01&featured=1&categories=4&missing_translation=fr&series=42&orderby=modified&order=desc&page=3';

  it('keeps the shared filters and drops the list-only dates, series, sort and page', () => {
    expect(sharedFiltersQuery(readEventFilters(new URLSearchParams(listAddress)))).toBe(
      'search=jazz&status=draft&featured=1&categories=4&missing_translation=fr',
    );
    expect(
      sharedFiltersQuery(readEventFilters(new URLSearchParams('page=2&orderby=modified'))),
    ).toBe('');
  });

  it("puts the calendar's view and day before the filters, and leaves them out of the list's", () => {
    const calendarAddress = new URLSearchParams(`view=week&date=2026-12-07&${listAddress}`);
    const filters = readEventFilters(calendarAddress);
    expect(calendarQuery({ view: 'week', date: '2026-12-07' }, filters)).toBe(
      'view=week&date=2026-12-07&search=jazz&status=draft&featured=1&categories=4&missing_translation=fr',
    );
    expect(
      calendarQuery({ view: 'day', date: '2026-12-08' }, readEventFilters(new URLSearchParams())),
    ).toBe('view=day&date=2026-12-08');
    expect(sharedFiltersQuery(filters)).not.toMatch(/view=|date=/);
  });

  it("maps to the calendar's REST parameters, every status but the trash without one", () => {
    expect(eventCalendarQuery(readEventFilters(new URLSearchParams('')))).toEqual({
      status: 'publish,future,draft,pending,private',
    });
    expect(
      eventCalendarQuery(
        readEventFilters(
          new URLSearchParams(
            'search=jazz&status=trash&featured=1&tags=7&venue=3&organizer=9&missing_translation=es&start_date=2026-01-01&page=2',
          ),
        ),
      ),
    ).toEqual({
      status: 'trash',
      search: 'jazz',
      featured: 1,
      tags: '7',
      venue: '3',
      organizer: '9',
      missing_translation: 'es',
    });
  });
});

describe('the CSV export link (docs/csv-export.md)', () => {
  it('keeps every filter and the sort, but not the page', () => {
    const filters = readEventFilters(
      new URLSearchParams('search=jazz&status=draft&venue=12&orderby=modified&order=desc&page=3'),
    );
    expect(eventCsvHref(filters)).toBe(
      '/events/csv/?search=jazz&status=draft&venue=12&orderby=modified&order=desc',
    );
    expect(eventCsvHref(readEventFilters(new URLSearchParams()))).toBe('/events/csv/');
  });
});
