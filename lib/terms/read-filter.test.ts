import { describe, expect, it } from 'vitest';
import { filterTerms, termComparator } from './read-filter';
import { categoryPath, serializeTerm } from './serialize';
import type { TermRow } from './store';
import { taxonomies } from './kind';

const row = (id: number, name: string, extra: Partial<TermRow> = {}): TermRow => ({
  id,
  name,
  nameFr: null,
  nameEs: null,
  description: '',
  descriptionFr: null,
  descriptionEs: null,
  slug: name.toLowerCase(),
  parentId: null,
  modifiedUtc: null,
  ...extra,
});

const music = row(1, 'Music', { nameFr: 'Musique' });
const jazz = row(2, 'jazz', { parentId: 1, description: 'b' });
const art = row(3, 'Art', { nameFr: '', description: 'A' });
const rows = [music, jazz, art];
const counts = new Map([
  [1, 3],
  [2, 1],
]);
const ids = (terms: TermRow[]) => terms.map((term) => term.id);

describe('filterTerms (docs/api.md §3.3)', () => {
  it('keeps only the terms written strictly after modified_after (§3.4)', () => {
    const terms = [
      row(4, 'Before', { modifiedUtc: '2026-01-01 09:59:59' }),
      row(5, 'At', { modifiedUtc: '2026-01-01 10:00:00' }),
      row(6, 'After', { modifiedUtc: '2026-01-01 10:00:01' }),
      row(7, 'Unknown'),
    ];
    const modifiedAfter = { utc: '2026-01-01 10:00:00', readsClock: false };
    expect(ids(filterTerms(terms, { modifiedAfter }, 'en'))).toEqual([6]);
  });

  it('searches names in the effective language, with fallback, and slugs', () => {
    expect(ids(filterTerms(rows, { search: 'MUSIQ' }, 'fr'))).toEqual([1]);
    expect(ids(filterTerms(rows, { search: 'musiq' }, 'en'))).toEqual([]);
    expect(ids(filterTerms(rows, { search: 'art' }, 'fr'))).toEqual([3]);
    expect(ids(filterTerms(rows, { search: 'jaz' }, 'es'))).toEqual([2]);
  });

  it('combines include, exclude, parent (0: top level), assigned ids and slug with AND', () => {
    expect(ids(filterTerms(rows, { include: [1, 2], exclude: [2] }, 'en'))).toEqual([1]);
    expect(ids(filterTerms(rows, { parent: 0 }, 'en'))).toEqual([1, 3]);
    expect(ids(filterTerms(rows, { parent: 1 }, 'en'))).toEqual([2]);
    expect(ids(filterTerms(rows, { assigned: [2, 3], slug: 'art' }, 'en'))).toEqual([3]);
  });
});

describe('termComparator (docs/api.md §2.4, §3.3)', () => {
  const sorted = (order: Parameters<typeof termComparator>[0], language = 'en' as const) =>
    ids([...rows].sort(termComparator(order, language, counts)));

  it('orders by name case-insensitively by default, in the effective language', () => {
    expect(sorted({})).toEqual([3, 2, 1]);
    expect(ids([...rows].sort(termComparator({}, 'fr', counts)))).toEqual([3, 2, 1]);
    expect(sorted({ order: 'DESC' })).toEqual([1, 2, 3]);
    expect(sorted({ order: 'anything' })).toEqual([1, 2, 3]);
  });

  it('knows every orderby, and falls back to the name', () => {
    expect(sorted({ orderby: 'term_group', order: 'desc' })).toEqual([3, 2, 1]);
    expect(sorted({ orderby: 'count' })).toEqual([3, 2, 1]);
    expect(sorted({ orderby: 'description' })).toEqual([1, 3, 2]);
    expect(sorted({ orderby: 'include', include: [2, 3, 1] })).toEqual([2, 3, 1]);
    expect(sorted({ orderby: 'include' })).toEqual([3, 2, 1]);
    expect(sorted({ orderby: 'bogus' })).toEqual([3, 2, 1]);
  });

  it('breaks ties by ascending id in either direction', () => {
    const twins = [row(9, 'Same'), row(4, 'same'), row(7, 'SAME')];
    const order = (direction: string) =>
      ids([...twins].sort(termComparator({ order: direction }, 'en', counts)));
    expect(order('asc')).toEqual([4, 7, 9]);
    expect(order('desc')).toEqual([4, 7, 9]);
  });
});

describe('term representation (docs/api.md §1.5)', () => {
  const context = {
    baseUrl: 'https://calendar.example.org',
    restBase: 'https://calendar.example.org/fr/calendar/events/v1',
    language: 'fr' as const,
  };
  const tree = new Map(rows.map((term) => [term.id, term]));

  it('builds the category page path from its ancestors, safe from cycles', () => {
    expect(categoryPath(jazz, tree)).toEqual(['music', 'jazz']);
    const loop = new Map([
      [5, row(5, 'A', { parentId: 6 })],
      [6, row(6, 'B', { parentId: 5 })],
    ]);
    expect(categoryPath(loop.get(5)!, loop)).toEqual(['a', 'b', 'a']);
  });

  it('serializes categories with parent and up link, tags without parent', () => {
    expect(serializeTerm({ ...jazz, count: 1 }, taxonomies.category, context, tree)).toEqual({
      id: 2,
      count: 1,
      description: 'b',
      name: 'jazz',
      slug: 'jazz',
      taxonomy: 'tribe_events_cat',
      parent: 1,
      meta: [],
      url: 'https://calendar.example.org/events/category/music/jazz/',
      urls: {
        self: `${context.restBase}/categories/2`,
        collection: `${context.restBase}/categories`,
        up: `${context.restBase}/categories/1`,
      },
    });
    const tag = serializeTerm({ ...music, count: 0 }, taxonomies.tag, context);
    expect(tag).not.toHaveProperty('parent');
    expect(tag).toMatchObject({ name: 'Musique', url: 'https://calendar.example.org/tag/music/' });
  });
});
