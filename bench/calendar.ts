// A large, realistic calendar written in bulk (a few statements per thousand
// rows, bench/bulk.ts), for the benchmark and for the query-count tests:
// venues, organizers, a category tree, tags, images with renditions, and
// events linked to all of them. Deterministic, so every run measures the same calendar.
import { Temporal } from '@js-temporal/polyfill';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { insertRows, type Db } from '../lib/db';
import { formatWallTime, zoneToUtc } from '../lib/dates/format';
import { allocateIds, chunked, seedImages } from './bulk';
import { RARE_TITLE, RARE_TITLE_EVENTS } from './calendar-version.mjs';

export interface CalendarSize {
  events: number;
  /** Default: one per 30 events, at least 20. */
  venues?: number;
  /** Default: as many as venues. */
  organizers?: number;
  categories?: number;
  tags?: number;
  /**
   * Events seeded into one month past the others' two years (default 0), so
   * that its month view holds exactly these: the "busy month" the benchmark
   * reports (docs/performance.md).
   */
  busyMonth?: number;
}

export interface SeededCalendar {
  events: number;
  venues: number;
  organizers: number;
  categories: number;
  tags: number;
  images: number;
  /** Ids and slugs the benchmark's routes name. */
  sample: {
    eventId: number;
    eventSlug: string;
    venueId: number;
    categorySlug: string;
    tagSlug: string;
    /** An occurrence of a recurring series (docs/recurrence.md). */
    occurrenceId: number;
    /** The busy month, YYYY-MM, when one was seeded. */
    busyMonth?: string;
  };
  /** How many events are occurrences of a series: a fifth. */
  occurrences: number;
}

/** A fifth of the events are occurrences of weekly series of this many (docs/recurrence.md). */
const SERIES_LENGTH = 10;
const WEEK_MS = 7 * 86_400_000;

const TIMEZONE = 'America/New_York';
const WORDS = `Jazz Night Market Festival Workshop Concert Tour Talk
  Film Dance Open Garden Family Art Science`.split(/\s+/);

/**
 * The calendar's draws, the same from run to run. A change to them changes the
 * calendar: bump CALENDAR_CONTENT_VERSION (bench/calendar-version.mjs).
 */
export function generator(seed = 42) {
  const rng = xoroshiro128plus(seed);
  const random = () => uniformFloat64(rng);
  const pick = <T>(items: readonly T[]) => items[uniformInt(rng, 0, items.length - 1)]!;
  return { random, pick };
}

/**
 * A month after every other event: the last single event starts 720 days from
 * today, the last series occurrence nine weeks later (783 days).
 */
function monthAfterWindow(today: number) {
  const after = new Date(today + 820 * 86_400_000);
  return after.toISOString().slice(0, 7);
}

/**
 * Where the rare title goes among the first `singles` events (those of no
 * series): spread over them, past any position in `avoid`. Fewer than
 * RARE_TITLE_EVENTS only in a calendar too small to hold them.
 */
function rareTitlePositions(singles: number, avoid: readonly number[]): number[] {
  const positions: number[] = [];
  for (let k = 0; k < RARE_TITLE_EVENTS; k++) {
    let at = Math.floor(((k + 0.5) * singles) / RARE_TITLE_EVENTS);
    while (at < singles && (positions.includes(at) || avoid.includes(at))) at++;
    if (at < singles) positions.push(at);
  }
  return positions;
}

export async function seedCalendar(client: Db, size: CalendarSize): Promise<SeededCalendar> {
  const { random, pick } = generator();
  const venueCount = size.venues ?? Math.max(20, Math.round(size.events / 30));
  const organizerCount = size.organizers ?? venueCount;
  const categoryCount = size.categories ?? 30;
  const tagCount = size.tags ?? 50;
  // A third of the events and half of the venues and organizers show an image.
  const imageCount =
    Math.ceil(size.events / 3) + Math.ceil(venueCount / 2) + Math.ceil(organizerCount / 2);

  const author = await client.user.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const now = formatWallTime(Temporal.Now.zonedDateTimeISO('UTC'));
  // What every published venue, organizer and event has, by its kind and id.
  const post = (kind: string, id: number) => ({
    id,
    authorId: author.id,
    status: 'publish',
    dateUtc: now,
    modifiedUtc: now,
    slug: `bench-${kind}-${id}`,
    liveSlug: `bench-${kind}-${id}`,
  });
  const posts = await allocateIds(client, 'post_ids', {
    venue: venueCount,
    organizer: organizerCount,
    media: imageCount,
    event: size.events + (size.busyMonth ?? 0),
  });
  const terms = await allocateIds(client, 'term_ids', { category: categoryCount, tag: tagCount });
  const [venueIds, organizerIds, imageIds, eventIds] = [
    posts.venue ?? [],
    posts.organizer ?? [],
    posts.media ?? [],
    (posts.event ?? []).slice(0, size.events),
  ];
  const busyIds = (posts.event ?? []).slice(size.events);
  const [categoryIds, tagIds] = [terms.category ?? [], terms.tag ?? []];
  await seedImages(client, imageIds, author.id, now);
  const images = [...imageIds];
  const imageFor = (share: number) => (random() < share ? (images.pop() ?? null) : null);

  // Categories past the first ten are children of one of them, so filters see a tree.
  await client.category.createMany({
    data: categoryIds.map((id, index) => ({
      id,
      name: `Category ${index}`,
      nameFr: `Catégorie ${index}`,
      slug: `bench-category-${id}`,
      parentId: index >= 10 ? categoryIds[index % 10] : null,
    })),
  });
  await client.tag.createMany({
    data: tagIds.map((id, index) => ({
      id,
      name: `Tag ${index}`,
      nameFr: `Étiquette ${index}`,
      slug: `bench-tag-${id}`,
    })),
  });
  await chunked(venueIds, (chunk) =>
    insertRows(
      client,
      'venues',
      chunk.map((id, index) => ({
        ...post('venue', id),
        name: `Venue ${id}`,
        nameFr: `Lieu ${id}`,
        description: 'A venue of the benchmark calendar.',
        address: `${index} Main St`,
        city: 'Springfield',
        country: 'United States',
        state: 'NY',
        zip: '12345',
        stateprovince: 'NY',
        phone: '+1 555 0100',
        imageId: imageFor(0.5),
      })),
    ),
  );
  await chunked(organizerIds, (chunk) =>
    insertRows(
      client,
      'organizers',
      chunk.map((id) => ({
        ...post('organizer', id),
        name: `Organizer ${id}`,
        nameFr: `Organisateur ${id}`,
        email: `org${id}@example.org`,
        phone: '+1 555 0199',
        imageId: imageFor(0.5),
      })),
    ),
  );

  // Plain date arithmetic: Temporal's polyfill would make seeding ten times slower.
  const today = Date.parse(`${Temporal.Now.plainDateISO(TIMEZONE).toString()}T00:00:00Z`);
  const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  /** Every seeded event lasts two hours from `start`, in the calendar's one zone. */
  const twoHoursFrom = (start: number) => {
    const startLocal = wall(start);
    const endLocal = wall(start + 2 * 3_600_000);
    return {
      startLocal,
      endLocal,
      startUtc: zoneToUtc(startLocal, TIMEZONE),
      endUtc: zoneToUtc(endLocal, TIMEZONE),
      timezone: TIMEZONE,
      timezoneAbbr: 'EST',
    };
  };
  // The last fifth of the ids: series of SERIES_LENGTH, each led by its first occurrence.
  const seriesFrom =
    eventIds.length - Math.floor(eventIds.length / 5 / SERIES_LENGTH) * SERIES_LENGTH;
  const leaderOf = new Map<number, { leader: number; week: number }>();
  eventIds.slice(seriesFrom).forEach((id, index) => {
    const week = index % SERIES_LENGTH;
    leaderOf.set(id, { leader: eventIds[seriesFrom + index - week]!, week });
  });
  const leaderStarts = new Map<number, number>();
  // The events the sample names: the benchmark's single-event rows (and the
  // update it measures) read the same events whatever else changes.
  const samplePositions = {
    event: Math.floor(eventIds.length / 2),
    slug: Math.floor(eventIds.length / 3),
    occurrence: seriesFrom + 3 < eventIds.length ? seriesFrom + 3 : 0,
  };
  const rareTitled = new Set(
    rareTitlePositions(seriesFrom, Object.values(samplePositions)).map((at) => eventIds[at]!),
  );
  const eventRow = (id: number) => {
    const occurrence = leaderOf.get(id);
    const drawn =
      today +
      (Math.floor(random() * 730) - 10) * 86_400_000 +
      (8 + Math.floor(random() * 12)) * 3_600_000;
    if (occurrence?.week === 0) leaderStarts.set(id, drawn);
    const start = occurrence
      ? leaderStarts.get(occurrence.leader)! + occurrence.week * WEEK_MS
      : drawn;
    const startLocal = wall(start);
    // Drawn even when replaced, so that every later draw, and so the rest of
    // the calendar, is the same as before the rare title.
    const drawnTitle = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`;
    const title = rareTitled.has(id) ? RARE_TITLE : drawnTitle;
    // A realistic share: about 40 % of events translated into French, 25 % into
    // Spanish, some of them only partly (title without excerpt).
    const french = random() < 0.4;
    const spanish = random() < 0.25;
    return {
      ...post('event', id),
      title,
      titleFr: french ? `${title} (fr)` : null,
      titleEs: spanish ? `${title} (es)` : null,
      description: `An event of the benchmark calendar: ${title}.\n\nDoors open an hour before.`,
      descriptionFr: french ? `Un événement du calendrier de mesure : ${title}.` : null,
      descriptionEs: spanish ? `Un evento del calendario de medida: ${title}.` : null,
      excerpt: `${title}, in short.`,
      excerptFr: french && random() < 0.5 ? `${title}, en bref.` : null,
      ...twoHoursFrom(start),
      cost: JSON.stringify([`$${10 + Math.floor(random() * 40)}`]),
      featured: random() < 0.1,
      venueId: pick(venueIds),
      imageId: imageFor(0.33),
      seriesId: occurrence?.leader ?? null,
      occurrenceStart: occurrence ? startLocal : null,
    };
  };
  // Every event has one or two organizers, one or two categories and up to three tags.
  const some = <T>(items: readonly T[], most: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(items))),
  ];
  await chunked(eventIds, async (chunk) => {
    const links = chunk.map((eventId) => ({
      eventId,
      organizers: some(organizerIds, 2),
      categories: some(categoryIds, 2),
      tags: some(tagIds, 3),
    }));
    await insertRows(client, 'events', chunk.map(eventRow));
    await insertRows(
      client,
      'event_organizers',
      links.flatMap(({ eventId, organizers }) =>
        organizers.map((organizerId, position) => ({ eventId, organizerId, position })),
      ),
    );
    await insertRows(
      client,
      'event_categories',
      links.flatMap(({ eventId, categories }) =>
        categories.map((categoryId) => ({ eventId, categoryId })),
      ),
    );
    await insertRows(
      client,
      'event_tags',
      links.flatMap(({ eventId, tags }) => tags.map((tagId) => ({ eventId, tagId }))),
    );
  });

  const leaders = [...leaderStarts.keys()];
  await chunked(leaders, (chunk) =>
    client.series.createMany({
      data: chunk.map((id) => ({
        id,
        lines: JSON.stringify([`RRULE:FREQ=WEEKLY;COUNT=${SERIES_LENGTH}`]),
        startLocal: wall(leaderStarts.get(id)!),
        endLocal: wall(leaderStarts.get(id)! + 2 * 3_600_000),
        timezone: TIMEZONE,
      })),
    }),
  );

  const busyMonth = busyIds.length > 0 ? monthAfterWindow(today) : undefined;
  if (busyMonth) {
    // Spread over the month's days and hours, each with a venue, an organizer and a category.
    const first = Date.parse(`${busyMonth}-01T00:00:00Z`);
    const days = 28; // every month has them
    const busyRow = (id: number, index: number) => {
      const start =
        first + (index % days) * 86_400_000 + (8 + (Math.floor(index / days) % 12)) * 3_600_000;
      const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`;
      return {
        ...post('event', id),
        title,
        titleFr: random() < 0.4 ? `${title} (fr)` : null,
        description: `An event of the benchmark's busy month: ${title}.`,
        ...twoHoursFrom(start),
        cost: JSON.stringify(['$15']),
        featured: random() < 0.1,
        venueId: pick(venueIds),
      };
    };
    let seededSoFar = 0;
    await chunked(busyIds, async (chunk) => {
      await insertRows(
        client,
        'events',
        chunk.map((id) => busyRow(id, seededSoFar++)),
      );
      await insertRows(
        client,
        'event_organizers',
        chunk.map((eventId) => ({ eventId, organizerId: pick(organizerIds), position: 0 })),
      );
      await insertRows(
        client,
        'event_categories',
        chunk.map((eventId) => ({ eventId, categoryId: pick(categoryIds) })),
      );
    });
  }

  const sampleEventId = eventIds[samplePositions.event]!;
  // The sample event's venue: the filtered list then names a venue that has
  // events, whatever the calendar's size.
  const { venueId: sampleVenueId } = await client.event.findUniqueOrThrow({
    where: { id: sampleEventId },
    select: { venueId: true },
  });
  return {
    events: eventIds.length,
    occurrences: leaderOf.size,
    venues: venueIds.length,
    organizers: organizerIds.length,
    categories: categoryIds.length,
    tags: tagIds.length,
    images: imageIds.length - images.length,
    sample: {
      eventId: sampleEventId,
      eventSlug: `bench-event-${eventIds[samplePositions.slug]!}`,
      venueId: sampleVenueId ?? venueIds[0]!,
      categorySlug: `bench-category-${categoryIds[0]}`,
      tagSlug: `bench-tag-${tagIds[0]}`,
      occurrenceId: eventIds[samplePositions.occurrence]!,
      ...(busyMonth ? { busyMonth } : {}),
    },
  };
}
