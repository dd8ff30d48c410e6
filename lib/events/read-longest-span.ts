// The longest span of any event, in days, from the expression index of
// migration 20261128200000_event_span_index: an event that ends after a
// moment started at most that long before it, which gives an "ends after"
// filter a lower end on the start, the column the list's date index is
// ordered by (docs/performance.md "A million events").
import { db } from '../db';
import { databaseProvider } from '../env';
import { keptByStamp } from '../kept-by-stamp';
import { contentStamp } from '../request-scope';

/** Answered from the index's last entry, however many events there are. */
export const LONGEST_SPAN_SQL =
  'SELECT max(julianday("endLocal") - julianday("startLocal")) AS days FROM "events"';

const keptLongestSpan = keptByStamp(contentStamp, async () => {
  const [row] = await db.$queryRawUnsafe<{ days: number | null }[]>(LONGEST_SPAN_SQL);
  return row?.days ?? null;
});

/** A wall time as its seconds since 1970, read as if in UTC (both ends are in the same zone). */
const wallSeconds = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`) / 1000;

/** Seconds as a wall time, `YYYY-MM-DD HH:MM:SS`. */
const wallTime = (seconds: number) =>
  new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The earliest start of an event ending after `endsAfter` (a wall time), or
 * undefined where no bound is needed: on PostgreSQL, whose planner combines
 * the start and end indexes itself, and on a calendar without events. A
 * second more than the span, as SQLite's julianday() rounds to the millisecond.
 */
export async function earliestStartEndingAfter(endsAfter: string): Promise<string | undefined> {
  if (databaseProvider !== 'sqlite') return undefined;
  const days = await keptLongestSpan();
  if (days === null) return undefined;
  return wallTime(wallSeconds(endsAfter) - Math.ceil(Math.max(days, 0) * 86_400) - 1);
}
