// The month view's one query: what overlaps the range, as a visitor's list
// with the same filters holds it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../../scripts/vitest/rows';
import { addDays } from '../../dates/wall-time';
import { db } from '../../db';
import { databaseProvider } from '../../env';
import type { Prisma } from '../../generated/sqlite/client';
import { LONGEST_SPAN_SQL } from '../../events/read-longest-span';
import { eventsInRange } from './events-in-range';

let authorId: number;
const visit = { baseUrl: 'https://calendar.example', language: 'fr' as const };
const at = (start: string, end: string, fields: Record<string, unknown> = {}) =>
  createEvent(authorId, {
    startLocal: start,
    endLocal: end,
    startUtc: start,
    endUtc: end,
    ...fields,
  });

beforeAll(async () => {
  authorId = await createAuthor('month-view@example.org');
});

describe('events in a range', () => {
  it('holds what overlaps it, by start, and nothing a visitor may not see', async () => {
    // A far year, so no other test's events fall in it.
    const before = await at('2061-02-27 10:00:00', '2061-03-02 12:00:00', { title: 'Festival' });
    const inside = await at('2061-03-10 20:00:00', '2061-03-10 22:00:00', {
      title: 'Concert',
      titleFr: 'Concert du soir',
    });
    const midnight = await at('2061-03-31 22:00:00', '2061-04-01 00:00:00');
    await at('2061-04-01 00:00:00', '2061-04-01 02:00:00');
    await at('2061-02-20 10:00:00', '2061-02-28 23:00:00');
    await at('2061-03-12 10:00:00', '2061-03-12 11:00:00', { status: 'draft' });
    await at('2061-03-13 10:00:00', '2061-03-13 11:00:00', { hideFromListings: true });

    const { events, isCut } = await eventsInRange({}, '2061-03-01', '2061-03-31', visit);
    expect(events.map((event) => event.id)).toEqual([before.id, inside.id, midnight.id]);
    expect(isCut).toBe(false);
    expect(events[1]).toEqual({
      id: inside.id,
      url: `https://calendar.example/event/${inside.slug}/`,
      title: 'Concert du soir',
      start_date: '2061-03-10 20:00:00',
      end_date: '2061-03-10 22:00:00',
      all_day: false,
      featured: false,
      event_status: 'scheduled',
      timezone: inside.timezone,
      timezone_abbr: inside.timezoneAbbr,
    });
  });

  it('applies the filters a list takes', async () => {
    const featured = await at('2062-05-10 10:00:00', '2062-05-10 11:00:00', {
      featured: true,
      title: 'Gala',
      eventStatus: 'canceled',
    });
    await at('2062-05-11 10:00:00', '2062-05-11 11:00:00', { title: 'Gala' });
    await at('2062-05-12 10:00:00', '2062-05-12 11:00:00', { title: 'Gala', featured: true });
    const { events } = await eventsInRange(
      { featured: 'true', search: 'gala', event_status: 'canceled' },
      '2062-05-01',
      '2062-05-31',
      visit,
    );
    expect(events.map((event) => event.id)).toEqual([featured.id]);
    expect(events[0]!.event_status).toBe('canceled');
  });
});

describe('a range after a long event', () => {
  it('holds an event longer than any before it, written after the range was last read', async () => {
    const concert = await at('2064-06-10 20:00:00', '2064-06-10 22:00:00');
    const ids = async () =>
      (await eventsInRange({}, '2064-06-01', '2064-06-30', visit)).events.map((e) => e.id);
    expect(await ids()).toEqual([concert.id]);
    // The longest span so far is kept on the node (read-longest-span.ts); this one is longer.
    const [{ days } = { days: 0 }] =
      databaseProvider === 'sqlite'
        ? await db.$queryRawUnsafe<{ days: number | null }[]>(LONGEST_SPAN_SQL)
        : [];
    const start = `${addDays('2064-06-05', -Math.ceil(days ?? 0) - 60)} 10:00:00`;
    const season = await at(start, '2064-06-05 18:00:00', { title: 'Season' });
    expect(await ids()).toEqual([season.id, concert.id]);
  });

  it.skipIf(databaseProvider !== 'sqlite')(
    'reads a range of the start index on SQLite, not every event that started before it',
    async () => {
      const sent: { query: string; params: string }[] = [];
      (db as unknown as { $on(event: 'query', listen: (e: Prisma.QueryEvent) => void): void }).$on(
        'query',
        (event) => sent.push(event),
      );
      await eventsInRange({}, '2065-03-01', '2065-03-31', visit);
      const range = sent.findLast(({ query }) => query.includes('`main`.`events`.`endLocal` >'))!;
      const plan = await db.$queryRawUnsafe<{ detail: string }[]>(
        `EXPLAIN QUERY PLAN ${range.query}`,
        ...(JSON.parse(range.params) as unknown[]),
      );
      expect(plan.map((row) => row.detail).join('\n')).toMatch(/startLocal>\? AND startLocal<\?/);
    },
  );

  it.skipIf(databaseProvider !== 'sqlite')(
    'finds the longest span in its index (which a rebuild of the table would drop)',
    async () => {
      const plan = await db.$queryRawUnsafe<{ detail: string }[]>(
        `EXPLAIN QUERY PLAN ${LONGEST_SPAN_SQL}`,
      );
      expect(plan.map((row) => row.detail).join('\n')).toMatch(/INDEX events_span_idx/);
    },
  );
});
