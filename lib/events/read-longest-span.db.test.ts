// An "ends after" filter's lower end on the start (read-longest-span.ts):
// never one that would hide an event, and none where it cannot be had.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { db } from '../db';
import { databaseProvider } from '../env';
import { listEvents } from './read-list';
import { earliestStartEndingAfter } from './read-longest-span';

let authorId: number;
const context = { baseUrl: 'http://x', language: 'en' as const, restBase: 'http://x/' };

beforeAll(async () => {
  authorId = await createAuthor('longest-span@example.org');
  await createEvent(authorId, {
    startLocal: '2066-05-01 10:00:00',
    endLocal: '2066-05-01 12:00:00',
  });
});

describe.skipIf(databaseProvider !== 'sqlite')(
  'the earliest start of an event ending after',
  () => {
    it('is a wall time at least the longest span before', async () => {
      const earliest = await earliestStartEndingAfter('2066-05-01 11:00:00');
      expect(earliest).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(earliest! <= '2066-05-01 09:00:00').toBe(true);
    });

    it('is none for a year the wall times cannot hold, or a bound that would fall before year 0', async () => {
      expect(await earliestStartEndingAfter('-29719-03-01 00:00:00')).toBeUndefined();
      expect(await earliestStartEndingAfter('10000-01-01 00:00:00')).toBeUndefined();
      expect(await earliestStartEndingAfter('0000-01-01 00:00:00')).toBeUndefined();
    });

    it('is none while an event has a span SQLite cannot read, which would otherwise be hidden', async () => {
      // Stored as the API wrote it: a start in the year -500 (a large negative timestamp).
      const ancient = await createEvent(authorId, {
        startLocal: '-500-01-01 10:00:00',
        endLocal: '2066-05-01 12:00:00',
      });
      try {
        expect(await earliestStartEndingAfter('2066-05-01 11:00:00')).toBeUndefined();
        const page = await listEvents(
          { ends_after: '2066-05-01 11:00:00', strict_dates: 'true', per_page: '50' },
          null,
          context,
        );
        expect(page.items.map((item) => (item as { id: number }).id)).toContain(ancient.id);
      } finally {
        await db.event.delete({ where: { id: ancient.id } });
      }
      expect(await earliestStartEndingAfter('2066-05-01 11:00:00')).toBeDefined();
    });
  },
);

describe('a list ending after a date out of four-digit years', () => {
  it('is refused as an invalid parameter, on both databases', async () => {
    // A bare number is a Unix timestamp (docs/api.md §0.6): this one is in the year -29719.
    await expect(
      listEvents({ ends_after: '-999999999999', per_page: '1' }, null, context),
    ).rejects.toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { ends_after: 'Invalid parameter.' } },
    });
  });
});
