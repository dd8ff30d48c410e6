// Writes to an occurrence of a series with `series_scope` (docs/recurrence.md):
// `this` changes the occurrence alone and remembers which columns it now
// owns; `all` writes the sent fields to every occurrence that does not own
// them, and a change of dates or lines regenerates the occurrences; `following`
// first splits the series at the occurrence. The plan is made, and
// checked, before the transaction; apply* run inside it.
import { Temporal } from '@js-temporal/polyfill';
import type { Caller } from '../auth/caller';
import { canEdit } from '../auth/permissions';
import { formatWallTime, nowUtc, parseWallTime } from '../dates/format';
import { db, lockRowsForUpdate } from '../db';
import { ApiError, forbidden, invalidParams } from '../http/errors';
import type { Tx } from '../write-context';
import { loadEvent, type EventWithLinks } from './read';
import { readRecurrence, type Recurrence } from './schema-recurrence';
import type { SeriesScope } from './schema';
import type { EventDates } from './write-dates';
import { writeLinkRows, type AppliedLinks } from './write-links';
import { expandRecurrence, horizonOf, isUnbounded, lastRuleStart } from './write-recurrence';
import { temporalZone } from '../dates/zones';
import { splitLines, withExdate, withOccurrence } from './write-series-lines';
import {
  insertOccurrences,
  occurrenceDates,
  planSeries,
  planSeriesChange,
  type SeriesPlan,
  type SeriesRow,
} from './write-series';

/** The link kinds an occurrence can own, beside its columns. */
type LinkKind = 'organizers' | 'categories' | 'tags';

/** What a write to a series does, decided before its transaction. */
export type SeriesWrite =
  | { kind: 'single' }
  | { kind: 'start'; plan: SeriesPlan }
  | { kind: 'this' }
  | { kind: 'all'; series: SeriesRow; plan: SeriesPlan | null; split?: Split };

/** A `following` write: the earlier part keeps the series, the later part is a new one. */
interface Split {
  /** The series the split was planned from (versionOf). */
  before: string;
  earlierLines: string[];
  later: SeriesRow;
}

export const ownColumnsOf = (row: { ownColumns: string }) =>
  new Set(JSON.parse(row.ownColumns) as string[]);

async function findSeries(id: number): Promise<SeriesRow> {
  const series = await db.series.findUnique({ where: { id } });
  if (!series) throw seriesChanged();
  return series;
}

/** What a whole-series write was planned from: the rule and where it counts from. */
const versionOf = (series: Pick<SeriesRow, 'lines' | 'startLocal' | 'endLocal' | 'timezone'>) =>
  JSON.stringify([series.lines, series.startLocal, series.endLocal, series.timezone]);

/** Every live occurrence of the series may be edited by the caller (a series write reaches them all). */
export async function requireSeriesEditable(
  client: Pick<Tx, 'event'>,
  seriesId: number,
  caller: Caller | null,
) {
  const rows = await client.event.findMany({
    where: { seriesId, status: { not: 'trash' } },
    select: { authorId: true, status: true },
    distinct: ['authorId', 'status'],
  });
  if (!rows.every((row) => canEdit(caller, row))) throw forbidden(caller !== null);
}

function splitPlan(series: SeriesRow, occurrence: EventWithLinks, horizonDays: number): Split {
  const lines = JSON.parse(series.lines) as string[];
  const wall = occurrence.occurrenceStart!;
  const recurrence = readRecurrence(lines);
  // Only a COUNT needs the rule's last date (the later part ends there); an UNTIL stays as it is.
  const hasCount = /(^|;)COUNT=/i.test(recurrence.rule ?? '');
  const last = hasCount
    ? lastRuleStart(recurrence, series, horizonOf(series, horizonDays))
    : undefined;
  const { earlier, later } = splitLines(lines, series, wall, last);
  const length = parseWallTime(series.startLocal).until(parseWallTime(series.endLocal));
  return {
    before: versionOf(series),
    earlierLines: earlier,
    later: {
      id: occurrence.id,
      lines: JSON.stringify(later),
      startLocal: wall,
      endLocal: formatWallTime(parseWallTime(wall).add(length)),
      timezone: series.timezone,
      generatedUntilUtc: isUnbounded(readRecurrence(later)) ? series.generatedUntilUtc : null,
    },
  };
}

/**
 * What a write with these inputs does to `event`'s series. `recurrence` on
 * one occurrence alone is refused: an occurrence cannot repeat by itself.
 */
export async function planSeriesWrite(
  event: EventWithLinks,
  scope: SeriesScope,
  input: { recurrence?: Recurrence; datesSent: boolean },
  dates: EventDates,
  context: { caller: Caller | null; horizonDays: number },
): Promise<SeriesWrite> {
  const { recurrence } = input;
  const { caller, horizonDays } = context;
  if (event.seriesId === null) {
    if (!recurrence || recurrence.lines.length === 0) return { kind: 'single' };
    return { kind: 'start', plan: planSeries(recurrence, dates, { horizonDays }) };
  }
  if (scope === 'this') {
    if (recurrence)
      throw invalidParams({
        series_scope: 'recurrence changes a whole series: send series_scope=all or following.',
      });
    return { kind: 'this' };
  }
  await requireSeriesEditable(db, event.seriesId, caller);
  let series = await findSeries(event.seriesId);
  let split: Split | undefined;
  if (scope === 'following' && event.occurrenceStart !== series.startLocal) {
    split = splitPlan(series, event, horizonDays);
    series = split.later;
  }
  const changes = input.datesSent || recurrence !== undefined;
  const plan = changes ? planSeriesChange(series, event, dates, recurrence, horizonDays) : null;
  return { kind: 'all', series, plan, split };
}

/** The same ids, in any order. */
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * The columns a write changes on `event`: a field sent with the value it
 * already has changes nothing (an editor that sends its whole form must not
 * detach the occurrence from the series' later edits).
 */
function changedColumns(
  event: EventWithLinks,
  columns: Record<string, unknown>,
  links: AppliedLinks,
  dates: EventDates | null,
): string[] {
  const stored = event as unknown as Record<string, unknown>;
  const { organizerIds, categoryIds, tagIds } = links;
  return [
    ...Object.keys(columns).filter((column) => columns[column] !== stored[column]),
    ...(dates &&
    (['startLocal', 'endLocal', 'timezone', 'allDay'] as const).some(
      (column) => dates[column] !== event[column],
    )
      ? ['dates']
      : []),
    ...(organizerIds &&
    organizerIds.join() !== event.organizers.map((organizer) => organizer.id).join()
      ? ['organizers']
      : []),
    ...(categoryIds && !sameIds(categoryIds, event.categoryIds) ? ['categories'] : []),
    ...(tagIds && !sameIds(tagIds, event.tagIds) ? ['tags'] : []),
  ];
}

/**
 * The columns an occurrence owns after a write: a `this` write adds those it
 * changes; a whole-series write gives those it was sent back to the series.
 * `dates` are the dates written, when the write sent any.
 */
export function ownedAfter(
  event: EventWithLinks,
  columns: Record<string, unknown>,
  links: AppliedLinks,
  dates: EventDates | null,
  scope: 'this' | 'series',
): string {
  const owned = ownColumnsOf(event);
  if (scope === 'this')
    for (const column of changedColumns(event, columns, links, dates)) owned.add(column);
  else
    for (const column of [
      ...Object.keys(columns),
      ...(dates ? ['dates'] : []),
      ...(links.organizerIds ? ['organizers'] : []),
      ...(links.categoryIds ? ['categories'] : []),
      ...(links.tagIds ? ['tags'] : []),
    ])
      owned.delete(column);
  return JSON.stringify([...owned].sort());
}

/**
 * Locks the series' row until the transaction ends (PostgreSQL; SQLite's
 * write lock already covers it), so two writes to one series never
 * interleave, and answers it as it is now. A write to an occurrence takes
 * it before anything else: a lock taken after a write could wait on a
 * writer that waits on ours.
 */
export async function lockSeries(tx: Tx, seriesId: number): Promise<SeriesRow | null> {
  await lockRowsForUpdate(tx, 'series', `"id" = ${Number(seriesId)}`);
  return tx.series.findUnique({ where: { id: seriesId } });
}

const seriesChanged = () =>
  new ApiError(
    409,
    'series-changed',
    'The series changed while this write was made; send it again.',
  );

const without = (columns: Record<string, unknown>, owned: Set<string>) =>
  Object.fromEntries(Object.entries(columns).filter(([column]) => !owned.has(column)));

/** The sent columns and links on every live occurrence but `targetId`, except those it owns. */
async function writeOthers(
  tx: Tx,
  seriesId: number,
  targetId: number,
  columns: Record<string, unknown>,
  links: AppliedLinks,
) {
  const rows = await tx.event.findMany({
    where: { seriesId, status: { not: 'trash' }, id: { not: targetId } },
    select: { id: true, ownColumns: true },
  });
  const groups = new Map<string, number[]>();
  for (const row of rows)
    groups.set(row.ownColumns, [...(groups.get(row.ownColumns) ?? []), row.id]);
  const modifiedUtc = nowUtc();
  for (const [owned, ids] of groups) {
    const own = ownColumnsOf({ ownColumns: owned });
    await tx.event.updateMany({
      where: { id: { in: ids } },
      data: {
        ...without(columns, own),
        ...(columns.status === 'trash' && !own.has('status') ? { liveSlug: null } : {}),
        modifiedUtc,
      },
    });
  }
  const reached = (kind: LinkKind) =>
    rows.filter((row) => !ownColumnsOf(row).has(kind)).map((row) => row.id);
  const { organizerIds, categoryIds, tagIds } = links;
  await writeLinkRows(tx, reached('organizers'), { organizerIds });
  await writeLinkRows(tx, reached('categories'), { categoryIds });
  await writeLinkRows(tx, reached('tags'), { tagIds });
}

/** The later part of a split becomes its own series, with the occurrences from the split on. */
async function applySplit(tx: Tx, seriesId: number, split: Split) {
  const earlier = readRecurrence(split.earlierLines);
  await tx.series.update({
    where: { id: seriesId },
    data: {
      lines: JSON.stringify(split.earlierLines),
      ...(isUnbounded(earlier) ? {} : { generatedUntilUtc: null }),
    },
  });
  await tx.series.create({ data: split.later });
  await tx.event.updateMany({
    where: { seriesId, occurrenceStart: { gte: split.later.startLocal } },
    data: { seriesId: split.later.id },
  });
}

/** The zone and all-day flag new occurrences take: the plan's. */
const sourceDates = (source: EventWithLinks, plan: SeriesPlan, allDay: boolean | undefined) => ({
  timezone: plan.first.timezone,
  allDay: allDay ?? source.allDay,
});

type Row = {
  allDay: boolean;
  id: number;
  status: string;
  occurrenceStart: string | null;
  ownColumns: string;
  startLocal: string;
  endLocal: string;
  timezone: string;
};

/** Stored occurrences by where the plan's shift puts their rule date; live ones first. */
function byShiftedStart(rows: Row[], shift: Temporal.Duration): Map<string, Row> {
  const found = new Map<string, Row>();
  for (const row of rows) {
    if (row.occurrenceStart === null) continue;
    const key = formatWallTime(parseWallTime(row.occurrenceStart).add(shift));
    if (!found.has(key) || row.status !== 'trash') found.set(key, row);
  }
  return found;
}

/**
 * The series' occurrences made to match the plan: an occurrence whose
 * rule date is still given keeps its id (and its own dates if it owns
 * them); a date no occurrence has gets a new one, copied from `source`; a
 * live occurrence the lines no longer give goes to the trash as a single
 * event. Lines without any date leave one single event.
 */
async function applyPlan(tx: Tx, seriesId: number, plan: SeriesPlan, targetId: number) {
  const rows: Row[] = await tx.event.findMany({
    where: { seriesId },
    select: {
      id: true,
      status: true,
      occurrenceStart: true,
      ownColumns: true,
      startLocal: true,
      endLocal: true,
      timezone: true,
      allDay: true,
    },
  });
  const stored = byShiftedStart(rows, plan.shift);
  const kept = new Set<number>();
  const fresh = [];
  const zone = plan.first.timezone;
  const allDay = plan.allDay;
  for (const occurrence of plan.occurrences) {
    const row = stored.get(occurrence.startLocal);
    if (!row) {
      fresh.push(occurrence);
      continue;
    }
    kept.add(row.id);
    const movesDates =
      row.status !== 'trash' &&
      !ownColumnsOf(row).has('dates') &&
      (row.startLocal !== occurrence.startLocal ||
        row.endLocal !== occurrence.endLocal ||
        row.timezone !== zone ||
        (allDay !== undefined && row.allDay !== allDay));
    if (!movesDates && row.occurrenceStart === occurrence.startLocal) continue;
    await tx.event.update({
      where: { id: row.id },
      data: {
        occurrenceStart: occurrence.startLocal,
        ...(movesDates
          ? {
              ...occurrenceDates(occurrence, zone),
              timezone: zone,
              ...(allDay === undefined ? {} : { allDay }),
            }
          : {}),
      },
    });
  }
  const dropped = rows.filter((row) => !kept.has(row.id) && row.status !== 'trash');
  // New occurrences copy a kept live one that follows the series (the one
  // written may itself be dropped), read before the dropped ones leave.
  const live = rows.filter((row) => kept.has(row.id) && row.status !== 'trash');
  const model =
    live.find((row) => row.ownColumns === '[]') ??
    live.find((row) => row.id === targetId) ??
    live[0];
  const source = fresh.length && model ? await loadEvent(tx, { id: model.id }) : null;
  await tx.event.updateMany({
    where: { id: { in: dropped.map((row) => row.id) } },
    data: {
      status: 'trash',
      liveSlug: null,
      seriesId: null,
      occurrenceStart: null,
      modifiedUtc: nowUtc(),
    },
  });
  if (plan.lines.length === 0) {
    await tx.event.updateMany({
      where: { seriesId },
      data: { seriesId: null, occurrenceStart: null, ownColumns: '[]' },
    });
    await tx.series.delete({ where: { id: seriesId } });
    return;
  }
  await tx.series.update({
    where: { id: seriesId },
    data: {
      lines: JSON.stringify(plan.lines),
      ...plan.first,
      generatedUntilUtc: plan.generatedUntilUtc,
    },
  });
  // The source is loaded with the dates the loop above gave it.
  if (source)
    await insertOccurrences(
      tx,
      { ...source, ...sourceDates(source, plan, allDay) },
      seriesId,
      fresh,
    );
}

/**
 * A `following` or `all` write, after the occurrence itself was written
 * (without its dates, which the plan places): the split, the other
 * occurrences' columns and links, then the plan.
 */
export async function applySeriesWrite(
  tx: Tx,
  write: Extract<SeriesWrite, { kind: 'all' }>,
  target: EventWithLinks,
  columns: Record<string, unknown>,
  links: AppliedLinks,
) {
  const seriesId = write.series.id;
  // The plan was made from the series as read before the transaction.
  const planned = write.split ? write.split.before : versionOf(write.series);
  const now = await lockSeries(tx, target.seriesId!);
  if (!now || versionOf(now) !== planned) throw seriesChanged();
  if (write.split) await applySplit(tx, target.seriesId!, write.split);
  await writeOthers(tx, seriesId, target.id, columns, links);
  if (write.plan) await applyPlan(tx, seriesId, write.plan, target.id);
}

const TRASHED = () => ({ status: 'trash', liveSlug: null, modifiedUtc: nowUtc() });

/**
 * Trashes an occurrence with `scope` (docs/recurrence.md): `this` also
 * excludes its date from the series' lines, so it is not made again;
 * `following` trashes it and the later ones and ends the rule before it;
 * `all` trashes every occurrence.
 */
export async function trashOccurrences(
  tx: Tx,
  event: EventWithLinks,
  scope: SeriesScope,
  caller: Caller | null,
) {
  const series = event.seriesId === null ? null : await lockSeries(tx, event.seriesId);
  const wall = event.occurrenceStart;
  // A single event, or an occurrence whose series is gone: trashed as any event.
  if (!series || wall === null || scope === 'this') {
    await tx.event.update({ where: { id: event.id }, data: TRASHED() });
    if (series && wall !== null) await excludeDate(tx, series, wall);
    return;
  }
  await requireSeriesEditable(tx, series.id, caller);
  const live = { seriesId: series.id, status: { not: 'trash' } };
  if (scope === 'all' || wall === series.startLocal) {
    await tx.event.updateMany({ where: live, data: TRASHED() });
    return;
  }
  await tx.event.updateMany({
    where: { ...live, occurrenceStart: { gte: wall } },
    data: TRASHED(),
  });
  const { earlier } = splitLines(JSON.parse(series.lines), series, wall, undefined);
  await tx.series.update({
    where: { id: series.id },
    data: { lines: JSON.stringify(earlier), generatedUntilUtc: null },
  });
}

/** The series' lines without the date `wall` (an occurrence trashed alone is not made again). */
async function excludeDate(tx: Tx, series: SeriesRow, wall: string) {
  const lines = withExdate(JSON.parse(series.lines), series, wall);
  await tx.series.update({ where: { id: series.id }, data: { lines: JSON.stringify(lines) } });
}

/** An occurrence restored from the trash is one of its series' dates again. */
export async function restoreOccurrence(tx: Tx, event: EventWithLinks) {
  if (event.seriesId === null || event.occurrenceStart === null) return;
  const series = await lockSeries(tx, event.seriesId);
  if (!series) return;
  const wall = event.occurrenceStart;
  const lines = JSON.parse(series.lines) as string[];
  const recurrence = readRecurrence(lines);
  // Whether the rule itself gives the date (expanded only up to it).
  const upTo = parseWallTime(wall).toZonedDateTime(temporalZone(series.timezone)).toInstant();
  const givenByRule =
    recurrence.rule !== undefined &&
    expandRecurrence({ ...recurrence, exdates: [], rdates: [] }, series, upTo, {
      storedLines: true,
      extending: true,
    }).some((occurrence) => occurrence.startLocal === wall);
  const restored = withOccurrence(lines, series, wall, givenByRule);
  await tx.series.update({ where: { id: series.id }, data: { lines: JSON.stringify(restored) } });
}
