// Link filters of GET /events start from the events they name (issue 10): the
// ids found, and the plan SQLite makes of the page they go into.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCalendar, type SeededCalendar } from '../../bench/calendar';
import { db } from '../db';
import type { Prisma } from '../generated/sqlite/client';
import { databaseProvider } from '../env';
import { fewLinkedEventIds, MAX_NARROWING_IDS, type EventLink } from './read-linked-ids';
import { listEvents } from './read-list';

let seeded: SeededCalendar;

beforeAll(async () => {
  await db.user.create({
    data: { email: 'links@example.org', role: 'administrator', passwordHash: '-' },
  });
  seeded = await seedCalendar(db, { events: 300, venues: 20, organizers: 20, tags: 5 });
});

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every event linked to `id`, read from the tables directly. */
async function eventsLinked(link: EventLink, id: number): Promise<number[]> {
  const rows =
    link === 'venue'
      ? await db.event.findMany({ where: { venueId: id }, select: { id: true } })
      : link === 'organizer'
        ? await db.event.findMany({ where: { organizers: { some: { organizerId: id } } } })
        : link === 'category'
          ? await db.event.findMany({ where: { categories: { some: { categoryId: id } } } })
          : await db.event.findMany({ where: { tags: { some: { tagId: id } } } });
  return sorted(rows.map((row) => row.id));
}

/** The `count` venues, organizers, categories or tags with the most events (other tests add lone ones). */
async function topLinkIds(link: EventLink, count: number): Promise<number[]> {
  const top =
    link === 'venue'
      ? await db.event.groupBy({
          by: ['venueId'],
          where: { venueId: { not: null } },
          orderBy: { _count: { venueId: 'desc' } },
          take: count,
        })
      : link === 'organizer'
        ? await db.eventOrganizer.groupBy({
            by: ['organizerId'],
            orderBy: { _count: { organizerId: 'desc' } },
            take: count,
          })
        : link === 'category'
          ? await db.eventCategory.groupBy({
              by: ['categoryId'],
              orderBy: { _count: { categoryId: 'desc' } },
              take: count,
            })
          : await db.eventTag.groupBy({
              by: ['tagId'],
              orderBy: { _count: { tagId: 'desc' } },
              take: count,
            });
  return top.map((row) => Object.values(row)[0] as number);
}

const someLinkId = async (link: EventLink) => (await topLinkIds(link, 1))[0]!;

describe.each(['venue', 'organizer', 'category', 'tag'] as const)('a %s filter', (link) => {
  it('finds exactly the events linked to it', async () => {
    const id = await someLinkId(link);
    const expected = await eventsLinked(link, id);
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted((await fewLinkedEventIds(link, [id]))!)).toEqual(expected);
  });

  it('finds every event linked to any of several, each once', async () => {
    const ids = await topLinkIds(link, 2);
    const expected = sorted([
      ...new Set([...(await eventsLinked(link, ids[0]!)), ...(await eventsLinked(link, ids[1]!))]),
    ]);
    expect(sorted((await fewLinkedEventIds(link, ids))!)).toEqual(expected);
  });

  it('names no events when they are more than the most asked for', async () => {
    const id = await someLinkId(link);
    const count = (await eventsLinked(link, id)).length;
    expect(await fewLinkedEventIds(link, [id], count - 1)).toBeUndefined();
    expect(await fewLinkedEventIds(link, [id], count)).toHaveLength(count);
  });
});

describe('a filter of many ids', () => {
  it('lists the included events past the 999 bound values Prisma assumes for SQLite', async () => {
    // Up to MAX_NARROWING_IDS ids per link filter reach the query (more with `include`).
    const ids = Array.from({ length: 3 * MAX_NARROWING_IDS }, (_, index) => index + 1);
    const params = { include: ids.join(','), per_page: '50' };
    const page = await listEvents(params, null, {
      baseUrl: 'http://x',
      language: 'en',
      restBase: 'http://x/',
    });
    // Every published, listed event among those ids, the date window lifted by
    // include (docs/api.md §3.1).
    const expected = await db.event.count({
      where: { id: { in: ids }, status: 'publish', hideFromListings: false },
    });
    expect(expected).toBeGreaterThan(50);
    expect(page.total).toBe(expected);
    expect(page.items).toHaveLength(50);
  });
});

describe.skipIf(databaseProvider !== 'sqlite')('the page of a venue filter', () => {
  it('starts from the venue events by id, not from a walk of the date index', async () => {
    await db.$executeRawUnsafe('ANALYZE');
    const sent: { query: string; params: string }[] = [];
    (db as unknown as { $on(event: 'query', listen: (e: Prisma.QueryEvent) => void): void }).$on(
      'query',
      (event) => sent.push(event),
    );
    const params = { per_page: '50', venue: String(seeded.sample.venueId) };
    await listEvents(params, null, { baseUrl: 'http://x', language: 'en', restBase: 'http://x/' });
    const page = sent.find(({ query }) => query.includes('ORDER BY `main`.`events`.`startLocal`'))!;
    const plan = await db.$queryRawUnsafe<{ detail: string }[]>(
      `EXPLAIN QUERY PLAN ${page.query}`,
      ...(JSON.parse(page.params) as unknown[]),
    );
    const details = plan.map((row) => row.detail).join('\n');
    console.log(`venue filter, the page's plan:\n${details}`);
    expect(details).toMatch(/SEARCH main\.events USING INTEGER PRIMARY KEY/);
  });
});

describe.skipIf(databaseProvider !== 'sqlite')('the events of several categories', () => {
  it('are read from the link index as found, sorting none of them', async () => {
    const sent: { query: string; params: string }[] = [];
    (db as unknown as { $on(event: 'query', listen: (e: Prisma.QueryEvent) => void): void }).$on(
      'query',
      (event) => sent.push(event),
    );
    await fewLinkedEventIds('category', await topLinkIds('category', 3));
    const read = sent.findLast(({ query }) => query.includes('event_categories'))!;
    const plan = await db.$queryRawUnsafe<{ detail: string }[]>(
      `EXPLAIN QUERY PLAN ${read.query}`,
      ...(JSON.parse(read.params) as unknown[]),
    );
    // Sorting them was most of a filtered list's time at a million events (read-linked-ids.ts).
    expect(plan.map((row) => row.detail).join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
