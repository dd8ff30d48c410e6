// The events a list filter names through its links (venue, organizer,
// category, tag), as ids, when they are few. SQLite's planner cannot start a
// query from a correlated EXISTS over a link table, and with LIMIT and ORDER
// BY start it prefers walking the date index in order: on 100,000 events, a
// venue's or an organizer's 30 events took over a second to find that way
// (README "Reference figures"). Given as `id IN (…)`, the query starts from
// them on both databases. A filter that names many events keeps its
// relation condition: walking the date index then finds a page at once.
import { db, sqlPlaceholders, sqlTable } from '../db';

/** Above this many events, a filter is broad enough for the date index (and under every driver's bound-parameter limit). */
export const MAX_NARROWING_IDS = 2000;

export type EventLink = 'venue' | 'organizer' | 'category' | 'tag';

/** Where each link is kept: its table, the event's column and the linked item's. */
const LINKS: Record<EventLink, { table: string; event: string; linked: string }> = {
  venue: { table: 'events', event: 'id', linked: 'venueId' },
  organizer: { table: 'event_organizers', event: 'eventId', linked: 'organizerId' },
  category: { table: 'event_categories', event: 'eventId', linked: 'categoryId' },
  tag: { table: 'event_tags', event: 'eventId', linked: 'tagId' },
};

/**
 * At most `take` ids of events linked to one of `ids`, in no particular
 * order. Not through Prisma: with `take` it orders by the table's key, and
 * a link table's key starts with the event, so SQLite sorted every link of
 * the chosen categories to return the first 2,001 (152 ms for a category and
 * its two children at a million events, docs/performance.md "A million events").
 */
async function linkedIds(link: EventLink, ids: number[], take: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const { table, event, linked } = LINKS[link];
  const placeholder = sqlPlaceholders();
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    `SELECT "${event}" AS id FROM ${sqlTable(table)} ` +
      `WHERE "${linked}" IN (${ids.map(placeholder).join(', ')}) LIMIT ${placeholder()}`,
    ...ids,
    take,
  );
  return rows.map((row) => Number(row.id));
}

/** The ids of every event linked to one of `ids`, or undefined when there are more than `most` links. */
export async function fewLinkedEventIds(
  link: EventLink,
  ids: number[],
  most = MAX_NARROWING_IDS,
): Promise<number[] | undefined> {
  const found = await linkedIds(link, ids, most + 1);
  return found.length > most ? undefined : [...new Set(found)];
}
