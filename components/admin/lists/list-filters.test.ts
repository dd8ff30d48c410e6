import { describe, expect, it } from 'vitest';
import {
  listFiltersOf,
  listFiltersQuery,
  listQuery,
  pageOf,
  readListFilters,
} from './list-filters';

describe('resource list filters in the address', () => {
  it('round-trips through the query string, leaving defaults and unknown keys out', () => {
    const filters = readListFilters(
      new URLSearchParams('search=hall&status=trash&missing_translation=fr&page=2&deleted=1'),
    );
    expect(filters).toEqual({ search: 'hall', status: 'trash', missing: 'fr', page: 2 });
    expect(listFiltersQuery(filters)).toBe(
      'search=hall&status=trash&missing_translation=fr&page=2',
    );
    expect(readListFilters(new URLSearchParams('missing_translation=de')).missing).toBe('');
    expect(listFiltersQuery(readListFilters(new URLSearchParams('page=-1')))).toBe('');
  });

  it('reads a submitted filter form from its first page', () => {
    const form = new FormData();
    form.set('search', '  hall ');
    form.set('missing_translation', 'es');
    expect(listFiltersOf(form)).toEqual({ search: 'hall', status: '', missing: 'es', page: 1 });
  });

  it('maps to the REST list parameters', () => {
    expect(listQuery({ search: 'hall', status: '', missing: 'fr', page: 1 }, 20)).toEqual({
      page: 1,
      per_page: 20,
      search: 'hall',
      status: '',
      missing_translation: 'fr',
      translation_status: 1,
    });
  });

  it('pages items in memory', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 3, 20)).toEqual({ items: [40, 41, 42, 43, 44], total: 45, totalPages: 3 });
    expect(pageOf([], 1, 20)).toEqual({ items: [], total: 0, totalPages: 0 });
  });
});
