// The longest span of any event, in days, from the expression index of
// migration 20261128200000_event_span_index: an event that ends after a
// moment started at most that long before it, which gives an "ends after"
// filter a lower end on the start, the column the list's date index is
// ordered by (docs/performance.md "A million events").
import { db } from '../db';
import { hasFourDigitYear } from '../dates/format';
import { wallTimeAsDate } from '../dates/wall-time';
import { databaseProvider } from '../env';
import { keptByStamp } from '../kept-by-stamp';
import { contentStamp } from '../request-scope';

/**
 * Both answered from the index, however many events there are. `unread`
 * counts the events whose span julianday() cannot read (a year outside
 * 0000-9999): max() skips them, so no bound would be safe.
 */
export const LONGEST_SPAN_SQL = `SELECT
  (SELECT max(julianday("endLocal") - julianday("startLocal")) FROM "events") AS days,
  EXISTS (SELECT 1 FROM "events"
    WHERE julianday("endLocal") - julianday("startLocal") IS NULL) AS unread`;

const keptLongestSpan = keptByStamp(contentStamp, async () => {
  const [row] =
    await db.$queryRawUnsafe<{ days: number | null; unread: number | bigint }[]>(LONGEST_SPAN_SQL);
  return row && !Number(row.unread) ? row.days : null;
});

/**
 * The earliest start of an event ending after `endsAfter` (a wall time), or
 * undefined where no bound is needed or safe: on PostgreSQL, whose planner
 * combines the start and end indexes itself; on a calendar without events,
 * or with one whose span cannot be read; and where the bound would fall
 * outside years 0000-9999, before every event it could exclude. The span is
 * rounded up to the second, and a second more absorbs the floating-point
 * error of julianday()'s difference.
 */
export async function earliestStartEndingAfter(endsAfter: string): Promise<string | undefined> {
  if (databaseProvider !== 'sqlite' || !hasFourDigitYear(endsAfter)) return undefined;
  const days = await keptLongestSpan();
  if (days === null) return undefined;
  const earliest = new Date(
    wallTimeAsDate(endsAfter).getTime() - (Math.ceil(Math.max(days, 0) * 86_400) + 1) * 1000,
  );
  if (Number.isNaN(earliest.getTime())) return undefined;
  const year = earliest.getUTCFullYear();
  return year < 0 || year > 9999
    ? undefined
    : earliest.toISOString().slice(0, 19).replace('T', ' ');
}
