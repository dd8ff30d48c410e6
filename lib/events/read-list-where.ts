// The Prisma `where` of GET /events (docs/api.md §3.1, §2.5).
import type { Caller } from '../auth/caller';
import { containsIgnoringCase as contains, db } from '../db';
import { invalidParams } from '../http/errors';
import type { Language } from '../i18n/languages';
import type { Prisma } from '../generated/sqlite/client';
import { translatedColumn } from '../posts/write-translations';
import { visibleWhere } from '../posts/read-visibility';
import { termSnapshot } from '../terms/read-snapshot';
import type { TermRow } from '../terms/store';
import { fewLinkedEventIds, type EventLink } from './read-linked-ids';
import { earliestStartEndingAfter } from './read-longest-span';
import type { EventListQuery } from './schema-list';
import { fewSearchMatches } from './read-search';

type Where = Prisma.EventWhereInput;

/** `a "b c" d` → ['a', 'b c', 'd'] (§3.1 search). */
export function searchWords(search: string): string[] {
  return [...search.matchAll(/"([^"]+)"|(\S+)/g)]
    .map((match) => (match[1] ?? match[2])!.trim())
    .filter(Boolean);
}

/** A translatable column in the effective language, falling back to the default text (§9). */
function textContains(
  field: 'title' | 'description' | 'excerpt',
  word: string,
  language: Language,
): Where {
  if (language === 'en') return { [field]: contains(word) };
  const column = translatedColumn(field, language);
  return {
    OR: [
      { [column]: contains(word) },
      { AND: [{ OR: [{ [column]: null }, { [column]: '' }] }, { [field]: contains(word) }] },
    ],
  };
}

/** Ids of the named terms: a number is an id, a string a slug, then a name; unknown → 400. */
function termIds(
  terms: ReadonlyMap<number, TermRow>,
  name: string,
  items: string[],
  language: Language,
): number[] {
  const numeric = items.filter((item) => /^\d+$/.test(item)).map(Number);
  const words = items.filter((item) => !/^\d+$/.test(item));
  const nameColumn = translatedColumn('name', language) as 'name' | 'nameFr' | 'nameEs';
  // The terms an item may name: by id, slug, default name, or name in the effective language.
  const rows = [...terms.values()].filter((term) => {
    const shownName = term[nameColumn];
    return (
      numeric.includes(term.id) ||
      words.includes(term.slug) ||
      words.includes(term.name) ||
      (shownName !== null && words.includes(shownName))
    );
  });
  const ids = items.map((item) => {
    const row = /^\d+$/.test(item)
      ? rows.find((candidate) => candidate.id === Number(item))
      : (rows.find((candidate) => candidate.slug === item) ??
        rows.find((candidate) =>
          [candidate.name, candidate.nameFr, candidate.nameEs].includes(item),
        ));
    return row?.id;
  });
  if (ids.some((id) => id === undefined)) throw invalidParams({ [name]: 'Invalid parameter.' });
  return ids as number[];
}

/** §3.1: a category filter also matches events in any descendant category. */
function withDescendants(categories: ReadonlyMap<number, TermRow>, ids: number[]): number[] {
  const result = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of categories.values()) {
      if (category.parentId !== null && result.has(category.parentId) && !result.has(category.id)) {
        result.add(category.id);
        grew = true;
      }
    }
  }
  return [...result];
}

/** A link filter as the ids of its events when they are few (read-linked-ids.ts), else as `relation`. */
async function linkedTo(link: EventLink, ids: number[], relation: Where): Promise<Where> {
  const events = await fewLinkedEventIds(link, ids);
  return events ? { id: { in: events } } : relation;
}

async function requireExisting(kind: 'venue' | 'organizer', ids: number[]) {
  const found =
    kind === 'venue'
      ? await db.venue.count({ where: { id: { in: ids } } })
      : await db.organizer.count({ where: { id: { in: ids } } });
  if (found !== new Set(ids).size) throw invalidParams({ [kind]: 'Invalid parameter.' });
}

export async function eventListWhere(
  query: EventListQuery,
  caller: Caller | null,
  language: Language,
): Promise<Where> {
  const and: Where[] = [visibleWhere(caller, query.statuses)];
  if (query.hidden !== 'include') and.push({ hideFromListings: query.hidden === 'only' });
  if (query.startDate) and.push({ startLocal: { gte: query.startDate } });
  if (query.endDate) and.push({ endLocal: { lte: query.endDate } });
  const { starts_before, starts_after, ends_before, ends_after } = query.bounds;
  if (starts_before) and.push({ startLocal: { lt: starts_before } });
  if (starts_after) and.push({ startLocal: { gt: starts_after } });
  if (ends_before) and.push({ endLocal: { lt: ends_before } });
  if (ends_after) {
    and.push({ endLocal: { gt: ends_after } });
    // Implied by it, and what lets SQLite read only the start index's range (read-longest-span.ts).
    const earliestStart = await earliestStartEndingAfter(ends_after);
    if (earliestStart) and.push({ startLocal: { gte: earliestStart } });
  }
  const words = query.search ? searchWords(query.search) : [];
  const candidates = await fewSearchMatches(words, language);
  if (candidates) and.push({ id: { in: candidates } });
  for (const word of words) {
    and.push({
      OR: (['title', 'description', 'excerpt'] as const).map((field) =>
        textContains(field, word, language),
      ),
    });
  }
  if (query.categories || query.tags) {
    const terms = await termSnapshot();
    if (query.categories) {
      const named = termIds(terms.categories, 'categories', query.categories, language);
      const ids = withDescendants(terms.categories, named);
      and.push(
        await linkedTo('category', ids, { categories: { some: { categoryId: { in: ids } } } }),
      );
    }
    if (query.tags) {
      const ids = termIds(terms.tags, 'tags', query.tags, language);
      and.push(await linkedTo('tag', ids, { tags: { some: { tagId: { in: ids } } } }));
    }
  }
  if (query.venues) {
    await requireExisting('venue', query.venues);
    and.push(await linkedTo('venue', query.venues, { venueId: { in: query.venues } }));
  }
  if (query.organizers) {
    await requireExisting('organizer', query.organizers);
    const organizers = { organizers: { some: { organizerId: { in: query.organizers } } } };
    and.push(await linkedTo('organizer', query.organizers, organizers));
  }
  if (query.featured !== undefined) and.push({ featured: query.featured });
  if (query.eventStatuses) and.push({ eventStatus: { in: query.eventStatuses } });
  if (query.include) and.push({ id: { in: query.include } });
  if (query.postParent !== undefined) {
    if (!(await db.event.findUnique({ where: { id: query.postParent }, select: { id: true } }))) {
      throw invalidParams({ post_parent: 'Invalid parameter.' });
    }
    and.push({ parentId: query.postParent });
  }
  if (query.series !== undefined) and.push({ seriesId: query.series });
  if (query.modifiedAfter) and.push({ modifiedUtc: { gt: query.modifiedAfter.utc } });
  return { AND: and };
}
