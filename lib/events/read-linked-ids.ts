// The events a list filter names through its links (venue, organizer,
// category, tag), as ids, when they are few. SQLite's planner cannot start a
// query from a correlated EXISTS over a link table, and with LIMIT and ORDER
// BY start it prefers walking the date index in order: on 100,000 events, a
// venue's or an organizer's 30 events took over a second to find that way
// (README "Reference figures"). Given as `id IN (…)`, the query starts from
// them on both databases. A filter that names many events keeps its
// relation condition: walking the date index then finds a page at once.
import { db } from '../db';

/** Above this many events, a filter is broad enough for the date index (and under every driver's bound-parameter limit). */
export const MAX_NARROWING_IDS = 2000;

export type EventLink = 'venue' | 'organizer' | 'category' | 'tag';

async function linkedIds(link: EventLink, ids: number[], take: number) {
  switch (link) {
    case 'venue':
      return (
        await db.event.findMany({ where: { venueId: { in: ids } }, select: { id: true }, take })
      ).map((row) => row.id);
    case 'organizer':
      return (
        await db.eventOrganizer.findMany({
          where: { organizerId: { in: ids } },
          select: { eventId: true },
          take,
        })
      ).map((row) => row.eventId);
    case 'category':
      return (
        await db.eventCategory.findMany({
          where: { categoryId: { in: ids } },
          select: { eventId: true },
          take,
        })
      ).map((row) => row.eventId);
    case 'tag':
      return (
        await db.eventTag.findMany({
          where: { tagId: { in: ids } },
          select: { eventId: true },
          take,
        })
      ).map((row) => row.eventId);
  }
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
