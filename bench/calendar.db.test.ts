// The benchmark calendar's search for one event by name (docs/performance.md
// "A million events"): as many events hold that name whatever the calendar's
// size, no other title shares a word of it, and none of them is an event the
// benchmark's single-event rows read, so its answer does not grow with the calendar.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/db';
import { listEvents } from '../lib/events/read-list';
import { restBase } from '../lib/http/headers';
import { seedCalendar } from './calendar';
import { RARE_TITLE, RARE_TITLE_EVENTS } from './calendar-version.mjs';

const baseUrl = 'http://calendar.test';
const words = RARE_TITLE.toLowerCase().split(' ');

beforeAll(async () => {
  await db.user.create({
    data: { email: 'rare-title@example.org', role: 'administrator', passwordHash: '-' },
  });
});

describe("the benchmark calendar's rare title", () => {
  it.each([10, 49, 150, 400])(
    'is held by RARE_TITLE_EVENTS of %i events, and shares no word with another title',
    async (events) => {
      const before = (await db.event.aggregate({ _max: { id: true } }))._max.id ?? 0;
      const seeded = await seedCalendar(db, { events, venues: 20, organizers: 20, tags: 5 });
      const rows = await db.event.findMany({
        where: { id: { gt: before } },
        select: { id: true, title: true },
      });
      expect(rows).toHaveLength(events);
      const rare = rows.filter((row) => row.title === RARE_TITLE).map((row) => row.id);
      expect(rare).toHaveLength(RARE_TITLE_EVENTS);
      const sharing = rows.filter((row) =>
        words.some((word) => row.title.toLowerCase().includes(word)),
      );
      expect(sharing.map((row) => row.id)).toEqual(rare);

      // Not the events the sample names, which the benchmark reads and updates.
      const sampled = await db.event.findMany({
        where: {
          OR: [
            { id: seeded.sample.eventId },
            { id: seeded.sample.occurrenceId },
            { slug: seeded.sample.eventSlug },
          ],
        },
        select: { title: true },
      });
      expect(sampled).toHaveLength(3);
      expect(sampled.map((row) => row.title)).not.toContain(RARE_TITLE);

      // Found by the list's search as the benchmark asks it, whatever their dates.
      const page = await listEvents(
        { search: `"${RARE_TITLE}"`, start_date: '2000-01-01', per_page: '50' },
        null,
        { baseUrl, language: 'en', restBase: restBase(baseUrl, 'en') },
      );
      const found = page.items.map((item) => (item as { id: number }).id);
      expect(found.filter((id) => id > before).sort((a, b) => a - b)).toEqual(
        rare.sort((a, b) => a - b),
      );
    },
  );
});
