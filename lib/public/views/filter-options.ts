// What the filter bar offers (docs/public-pages.md "Filter bar"): the
// categories as their tree, the tags, venues and organizers that a visitor
// can read, each named in the page's language. Bounded reads whatever the
// calendar's size, and none on a node that has them: the terms come from the
// kept snapshot, venues and organizers are kept while the content stamp holds
// (as the settings are), capped, alphabetically (a calendar with more is
// searched by text, which finds them by name too).
import { db } from '../../db';
import { keptByStamp } from '../../kept-by-stamp';
import { contentStamp } from '../../request-scope';
import type { Language } from '../../i18n/languages';
import { translated } from '../../posts/serialize';
import { termSnapshot } from '../../terms/read-snapshot';
import type { TermRow } from '../../terms/store';

/** Past this many venues or organizers, the bar offers the first ones by name. */
export const LINKED_OPTIONS_LIMIT = 300;

export interface FilterOption {
  value: string;
  label: string;
  /** Depth in the category tree (0 for the rest). */
  depth: number;
}

export interface FilterOptions {
  categories: FilterOption[];
  tags: FilterOption[];
  venues: FilterOption[];
  organizers: FilterOption[];
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** Categories depth first, children under their parent, each level by name. */
function categoryTree(categories: Iterable<TermRow>, language: Language): FilterOption[] {
  const children = new Map<number | null, TermRow[]>();
  for (const term of categories) {
    const siblings = children.get(term.parentId) ?? [];
    siblings.push(term);
    children.set(term.parentId, siblings);
  }
  const ordered: FilterOption[] = [];
  const visit = (parentId: number | null, depth: number) => {
    const level = (children.get(parentId) ?? [])
      .map((term) => ({ term, label: translated(term, 'name', language) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    for (const { term, label } of level) {
      ordered.push({ value: term.slug, label, depth });
      visit(term.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

const readable = {
  where: { status: 'publish' },
  orderBy: [{ name: 'asc' as const }, { id: 'asc' as const }],
  take: LINKED_OPTIONS_LIMIT,
  select: { id: true, name: true, nameFr: true, nameEs: true },
};

/** Venues and organizers a visitor can read, in every language, kept while the content holds. */
const keptLinkedPosts = keptByStamp(contentStamp, async () => {
  const [venues, organizers] = await Promise.all([
    db.venue.findMany(readable),
    db.organizer.findMany(readable),
  ]);
  return { venues, organizers };
});

type LinkedRow = Awaited<ReturnType<typeof keptLinkedPosts>>['venues'][number];

/**
 * The venues and organizers a view filters by that are past the first ones
 * by name: the bar offers them too, or its next submit would drop them.
 */
async function withChosen(
  rows: LinkedRow[],
  chosen: string | undefined,
  table: 'venue' | 'organizer',
) {
  const ids = (chosen ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && !rows.some((row) => row.id === id));
  if (ids.length === 0) return rows;
  const query = { ...readable, where: { ...readable.where, id: { in: ids.slice(0, 10) } } };
  const more = await (table === 'venue' ? db.venue.findMany(query) : db.organizer.findMany(query));
  return [...rows, ...more];
}

export async function filterOptions(
  language: Language,
  chosen: { venue?: string; organizer?: string } = {},
): Promise<FilterOptions> {
  const [terms, kept] = await Promise.all([termSnapshot(), keptLinkedPosts()]);
  const [venues, organizers] = await Promise.all([
    withChosen(kept.venues, chosen.venue, 'venue'),
    withChosen(kept.organizers, chosen.organizer, 'organizer'),
  ]);
  const linked = (rows: LinkedRow[]) =>
    rows
      .map((row) => ({ value: String(row.id), label: translated(row, 'name', language), depth: 0 }))
      .sort(byLabel);
  return {
    categories: categoryTree(terms.categories.values(), language),
    tags: [...terms.tags.values()]
      .filter((tag) => (terms.counts.get(tag.id) ?? 0) > 0)
      .map((tag) => ({ value: tag.slug, label: translated(tag, 'name', language), depth: 0 }))
      .sort(byLabel),
    venues: linked(venues),
    organizers: linked(organizers),
  };
}
