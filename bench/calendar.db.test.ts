// The benchmark calendar's search for one event by name (docs/performance.md
// "A million events"): as many events hold that name at any size, and no
// other title shares a word of it, so its answer does not grow with the calendar.
import { describe, expect, it } from 'vitest';
import { db } from '../lib/db';
import { seedCalendar } from './calendar';
import { RARE_TITLE } from './calendar-version.mjs';

/** The titles of the events a seed of `events` writes (the database holds other files' too). */
async function titlesSeeded(events: number): Promise<string[]> {
  const before = await db.event.aggregate({ _max: { id: true } });
  await seedCalendar(db, { events, venues: 20, organizers: 20, tags: 5 });
  const rows = await db.event.findMany({
    where: { id: { gt: before._max.id ?? 0 } },
    select: { title: true },
  });
  expect(rows).toHaveLength(events);
  return rows.map((row) => row.title);
}

describe("the benchmark calendar's rare title", () => {
  it('is held by three events at any size, and shares no word with another title', async () => {
    await db.user.create({
      data: { email: 'rare-title@example.org', role: 'administrator', passwordHash: '-' },
    });
    const words = RARE_TITLE.toLowerCase().split(' ');
    for (const events of [100, 1_000]) {
      const titles = await titlesSeeded(events);
      expect(titles.filter((title) => title === RARE_TITLE)).toHaveLength(3);
      const sharing = titles.filter((title) =>
        words.some((word) => title.toLowerCase().includes(word)),
      );
      expect(sharing).toHaveLength(3);
    }
  });
});
