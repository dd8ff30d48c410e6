// Rules without COUNT or UNTIL have occurrences up to a horizon, two years
// ahead (docs/recurrence.md). As time passes, whichever node answers a
// request first after a series falls a day behind makes the next ones, as
// the scheduler publishes due posts: one indexed query at most once a second
// per process, and a write only when a series is due.
import { Temporal } from '@js-temporal/polyfill';
import { formatWallTime } from '../dates/format';
import { db, lockRowsForUpdate, writeTransaction } from '../db';
import { DueClock } from '../due-clock';
import type { Tx } from '../write-context';
import { loadEvents } from './read';
import { readRecurrence } from './schema-recurrence';
import { expandRecurrence, horizonFromNow } from './write-recurrence';
import { insertOccurrences } from './write-series';
import { getSettings } from '../settings/settings';

export const seriesHorizonClock = new DueClock(1000);
/** A series is extended once its occurrences end a day short of the horizon. */
const SLACK_HOURS = 24;

const utcWall = (instant: Temporal.Instant) => formatWallTime(instant.toZonedDateTimeISO('UTC'));

async function extendSeries(tx: Tx, id: number, horizon: Temporal.Instant) {
  await lockRowsForUpdate(tx, 'series', `"id" = ${Number(id)}`);
  const series = await tx.series.findUnique({ where: { id } });
  if (!series?.generatedUntilUtc || series.generatedUntilUtc >= utcWall(horizon)) return;
  const made = await tx.event.findMany({
    where: { seriesId: id },
    select: { occurrenceStart: true },
  });
  // Only dates past the last one made: an occurrence deleted for good before it is not made again.
  const lastMade = made.reduce((last, row) => {
    const start = row.occurrenceStart ?? '';
    return start > last ? start : last;
  }, '');
  const wanted = expandRecurrence(readRecurrence(JSON.parse(series.lines)), series, horizon, {
    storedLines: true,
    extending: true,
  }).filter((occurrence) => occurrence.startLocal > lastMade);
  // New occurrences copy the latest live one changed by no write of its own
  // (it has the series' current fields), else the latest live one.
  const live = { seriesId: id, status: { not: 'trash' } };
  const latest = { orderBy: [{ startLocal: 'desc' as const }], take: 1 };
  const [source] = [
    ...(await loadEvents(tx, { where: { ...live, ownColumns: '[]' }, ...latest })),
    ...(await loadEvents(tx, { where: live, ...latest })),
  ];
  if (source) await insertOccurrences(tx, source, id, wanted);
  await tx.series.update({ where: { id }, data: { generatedUntilUtc: utcWall(horizon) } });
}

/** Makes the occurrences of every unbounded series that has fallen behind the horizon. */
export async function extendDueSeries(): Promise<void> {
  if (!seriesHorizonClock.claim()) return;
  const horizon = horizonFromNow(Number((await getSettings()).recurrence_horizon_days));
  const due = utcWall(horizon.subtract({ hours: SLACK_HOURS }));
  const rows = await db.series.findMany({
    where: { generatedUntilUtc: { lt: due } },
    select: { id: true },
    // The furthest behind first: the same ones are not always left for later.
    orderBy: { generatedUntilUtc: 'asc' },
    take: 20,
  });
  for (const { id } of rows) {
    try {
      await writeTransaction((tx) => extendSeries(tx, id, horizon));
    } catch (error) {
      // A series that cannot be extended must not fail the request that
      // happened to check: it is logged, and not tried again before the horizon moves on.
      console.error(`series ${id}: its next occurrences could not be made`, error);
      await setAside(id, horizon);
    }
  }
}

/**
 * Marks series `id` as made up to `horizon`, in a write transaction like
 * every write (a cache keeps nothing read beside it). A failure here (the
 * database's) is logged too, never the request's.
 */
async function setAside(id: number, horizon: Temporal.Instant): Promise<void> {
  const data = { generatedUntilUtc: utcWall(horizon) };
  await writeTransaction((tx) => tx.series.updateMany({ where: { id }, data })).catch(
    (error: unknown) => console.error(`series ${id}: could not be set aside`, error),
  );
}
