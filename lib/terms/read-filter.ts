// Which terms a list holds and in which order (docs/api.md §3.3, §2.4):
// pure functions over rows already loaded, so that names are compared in the
// effective language exactly as they are shown (§9) on SQLite and PostgreSQL.
import type { Language } from '../i18n/languages';
import { isModifiedAfter, type ModifiedAfter } from '../dates/modified-after';
import { translated } from '../posts/serialize';
import type { TermRow } from './store';

export interface TermFilter {
  search?: string;
  exclude?: number[];
  include?: number[];
  /** Direct children of this category; 0 for top-level categories. */
  parent?: number;
  /** Ids assigned to the event named by `post`/`event`. */
  assigned?: number[];
  slug?: string;
  modifiedAfter?: ModifiedAfter;
}

export interface TermOrder {
  orderby?: string;
  order?: string;
  include?: number[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

export function filterTerms(rows: TermRow[], filter: TermFilter, language: Language): TermRow[] {
  const search = filter.search?.toLowerCase();
  return rows.filter(
    (row) =>
      (!filter.include || filter.include.includes(row.id)) &&
      !filter.exclude?.includes(row.id) &&
      (filter.parent === undefined || (row.parentId ?? 0) === filter.parent) &&
      (!filter.assigned || filter.assigned.includes(row.id)) &&
      (filter.slug === undefined || row.slug === filter.slug) &&
      isModifiedAfter(row.modifiedUtc, filter.modifiedAfter) &&
      (search === undefined ||
        translated(row, 'name', language).toLowerCase().includes(search) ||
        row.slug.toLowerCase().includes(search)),
  );
}

type Compare = (a: TermRow, b: TermRow) => number;

function primaryOrder(
  { orderby, include }: TermOrder,
  language: Language,
  counts: ReadonlyMap<number, number>,
): Compare {
  const byText = (field: string): Compare => {
    return (a, b) =>
      collator.compare(translated(a, field, language), translated(b, field, language));
  };
  switch (orderby) {
    case 'id':
    case 'term_id':
    case 'term_group':
      return (a, b) => a.id - b.id;
    case 'slug':
      return (a, b) => collator.compare(a.slug, b.slug);
    case 'count':
      return (a, b) => (counts.get(a.id) ?? 0) - (counts.get(b.id) ?? 0);
    case 'description':
      return byText('description');
    case 'include':
      if (include) return (a, b) => include.indexOf(a.id) - include.indexOf(b.id);
      return byText('name');
    default:
      return byText('name');
  }
}

/**
 * `order` `asc` (any case) ascends, any other value descends; ties always go
 * by ascending id, whatever the direction (§2.4 tie-break).
 */
export function termComparator(
  order: TermOrder,
  language: Language,
  counts: ReadonlyMap<number, number>,
): Compare {
  const primary = primaryOrder(order, language, counts);
  const direction = order.order === undefined || order.order.toLowerCase() === 'asc' ? 1 : -1;
  return (a, b) => direction * primary(a, b) || a.id - b.id;
}
