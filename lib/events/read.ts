// Events with everything their representation embeds (docs/api.md §1.2),
// in a fixed number of queries however many events: the events with their
// organizer, category and tag links, their venues, their organizers, then the
// images of them all at once. Terms are embedded from the term snapshot
// (present.ts), which also holds their counts.
import type { Db } from '../db';
import type { Event, Prisma } from '../generated/sqlite/client';
import { findImages } from '../media/repository';
import type { ImageRow } from '../media/serialize';
import type { OrganizerRow, VenueRow } from '../linked-posts/kind';

export type EventWithLinks = Event & {
  image: ImageRow | null;
  venue: VenueRow | null;
  /** In linking order (§1.2 organizer). */
  organizers: OrganizerRow[];
  categoryIds: number[];
  tagIds: number[];
  /** The series' RFC 5545 lines, [] for an event that does not repeat (docs/recurrence.md). */
  recurrence: string[];
};

/** `db` or a transaction. */
type Client = Pick<Db, 'event' | 'venue' | 'organizer' | 'media' | 'series'>;

const links = {
  organizers: { select: { organizerId: true }, orderBy: { position: 'asc' } },
  categories: { select: { categoryId: true } },
  tags: { select: { tagId: true } },
} as const;

const unique = (ids: number[]) => [...new Set(ids)];

/** An event row with its link rows, as `include: links` reads it. */
type LinkedRow = Event & {
  organizers: { organizerId: number }[];
  categories: { categoryId: number }[];
  tags: { tagId: number }[];
};

export async function loadEvents(
  client: Client,
  query: Pick<Prisma.EventFindManyArgs, 'where' | 'orderBy' | 'skip' | 'take'>,
): Promise<EventWithLinks[]> {
  return completeEvents(client, await client.event.findMany({ ...query, include: links }));
}

/** The rows completed with their venues, organizers, series lines and images, in a query each at most. */
async function completeEvents(client: Client, rows: LinkedRow[]): Promise<EventWithLinks[]> {
  const venueIds = unique(rows.flatMap((row) => row.venueId ?? []));
  const organizerIds = unique(rows.flatMap((row) => row.organizers.map((o) => o.organizerId)));
  const venues = venueIds.length
    ? await client.venue.findMany({ where: { id: { in: venueIds } } })
    : [];
  const organizers = organizerIds.length
    ? await client.organizer.findMany({ where: { id: { in: organizerIds } } })
    : [];
  const seriesIds = unique(rows.flatMap((row) => row.seriesId ?? []));
  const series = seriesIds.length
    ? await client.series.findMany({
        where: { id: { in: seriesIds } },
        select: { id: true, lines: true },
      })
    : [];
  const linesById = new Map(series.map((row) => [row.id, JSON.parse(row.lines) as string[]]));
  const images = await findImages(
    client,
    [...rows, ...venues, ...organizers].flatMap((row) => row.imageId ?? []),
  );
  // The rows are completed in place: Prisma's row objects are in V8's
  // dictionary mode, where a copy (a spread, a rest pattern) costs about 10 µs.
  const withImage = <T extends { imageId: number | null }>(row: T) =>
    Object.assign(row, { image: (row.imageId !== null && images.get(row.imageId)) || null });
  const venueById = new Map(venues.map((venue) => [venue.id, withImage(venue)]));
  const organizerById = new Map(organizers.map((row) => [row.id, withImage(row)]));
  return rows.map((row) =>
    Object.assign(withImage(row), {
      venue: (row.venueId !== null && venueById.get(row.venueId)) || null,
      organizers: row.organizers.flatMap((link) => organizerById.get(link.organizerId) ?? []),
      categoryIds: row.categories.map((link) => link.categoryId),
      tagIds: row.tags.map((link) => link.tagId),
      recurrence: (row.seriesId !== null && linesById.get(row.seriesId)) || [],
    }),
  );
}

/** One event with its links, or null. */
export async function loadEvent(
  client: Client,
  where: Prisma.EventWhereInput,
): Promise<EventWithLinks | null> {
  return (await loadEvents(client, { where }))[0] ?? null;
}

/** What an event links to after a write: the ids its join rows hold. */
export interface WrittenLinks {
  organizerIds: number[];
  categoryIds: number[];
  tagIds: number[];
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The event a write just stored, as loadEvent would read it inside the
 * transaction, from the row the write returned and the links it wrote:
 * what `before` (the event as the write found it) already embeds is reused
 * when unchanged, and only what changed is read. A write that changes no
 * link reads nothing more: reading the event back cost four queries, a
 * quarter of a write's statements.
 */
export async function writtenEvent(
  client: Client,
  row: Event,
  written: WrittenLinks,
  before: EventWithLinks | null,
): Promise<EventWithLinks> {
  const linked = Object.assign(row, {
    organizers: written.organizerIds.map((organizerId) => ({ organizerId })),
    categories: written.categoryIds.map((categoryId) => ({ categoryId })),
    tags: written.tagIds.map((tagId) => ({ tagId })),
  });
  const unchanged =
    before !== null &&
    before.venueId === row.venueId &&
    before.imageId === row.imageId &&
    before.seriesId === row.seriesId &&
    sameIds(
      before.organizers.map((organizer) => organizer.id),
      written.organizerIds,
    );
  if (!unchanged) return (await completeEvents(client, [linked]))[0]!;
  return Object.assign(linked, {
    image: before.image,
    venue: before.venue,
    organizers: before.organizers,
    categoryIds: written.categoryIds,
    tagIds: written.tagIds,
    recurrence: before.recurrence,
  });
}
