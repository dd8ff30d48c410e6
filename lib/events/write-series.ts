// Writing a series' occurrences (docs/recurrence.md). Occurrences are rows
// of `events`, copies of the series' event with their own id, slug and
// dates, so every list, filter, feed and cache reads them as events. These
// functions run inside the write's transaction; what can fail on input was
// checked before it (the plan).
import { Temporal } from '@js-temporal/polyfill';
import { formatWallTime, nowUtc, parseWallTime, zoneToUtc } from '../dates/format';
import { zoneAbbreviationAtUtc } from '../dates/zones';
import { insertRows } from '../db';
import { uniqueSlugs } from '../posts/write-slugs';
import type { Tx } from '../write-context';
import type { EventWithLinks } from './read';
import { writeLinkRows } from './write-links';
import { readRecurrence, type Recurrence } from './schema-recurrence';
import {
  expandRecurrence,
  horizonOf,
  isUnbounded,
  type FirstOccurrence,
  type Occurrence,
} from './write-recurrence';
import { shiftedLines } from './write-series-lines';

/** A stored series: its lines and the first occurrence the rule counts from. */
export interface SeriesRow extends FirstOccurrence {
  id: number;
  lines: string;
  generatedUntilUtc: string | null;
}

/** What a series becomes: computed, and checked, before the transaction. */
export interface SeriesPlan {
  lines: string[];
  first: FirstOccurrence;
  occurrences: Occurrence[];
  generatedUntilUtc: string | null;
  /** How far the write moves each occurrence's start (wall clock), to find it again. */
  shift: Temporal.Duration;
  /** Whether the occurrences last all day, when the write sets it (the series table does not hold it). */
  allDay?: boolean;
}

const NO_SHIFT = new Temporal.Duration();

/** The columns an occurrence copies from the event it is made from. */
const COPIED_COLUMNS = [
  'authorId',
  'status',
  'dateUtc',
  'title',
  'titleFr',
  'titleEs',
  'description',
  'descriptionFr',
  'descriptionEs',
  'excerpt',
  'excerptFr',
  'excerptEs',
  'eventStatus',
  'statusReason',
  'statusReasonFr',
  'statusReasonEs',
  'timezone',
  'allDay',
  'cost',
  'website',
  'showMap',
  'showMapLink',
  'hideFromListings',
  'sticky',
  'featured',
  'password',
  'parentId',
  'venueId',
  'imageId',
] as const;

/** An occurrence's date columns. */
export function occurrenceDates(occurrence: Occurrence, timezone: string) {
  const startUtc = zoneToUtc(occurrence.startLocal, timezone);
  return {
    startLocal: occurrence.startLocal,
    endLocal: occurrence.endLocal,
    startUtc,
    endUtc: zoneToUtc(occurrence.endLocal, timezone),
    timezoneAbbr: zoneAbbreviationAtUtc(startUtc, timezone),
  };
}

/** A series' plan from lines and its first occurrence; refuses (400) what cannot be a series. */
export function planSeries(
  recurrence: Recurrence,
  first: FirstOccurrence,
  options: {
    horizonDays: number;
    storedLines?: boolean;
    shift?: Temporal.Duration;
    allDay?: boolean;
  },
): SeriesPlan {
  const horizon = horizonOf(first, options.horizonDays);
  return {
    lines: recurrence.lines,
    // Only the three columns a series stores, whatever else the caller's object holds.
    first: { startLocal: first.startLocal, endLocal: first.endLocal, timezone: first.timezone },
    // Stored lines were capped when written; a rule without an end may have
    // passed the cap since, as time extended it (docs/recurrence.md).
    occurrences: expandRecurrence(recurrence, first, horizon, {
      storedLines: options.storedLines,
      extending: options.storedLines,
    }),
    generatedUntilUtc: isUnbounded(recurrence)
      ? formatWallTime(horizon.toZonedDateTimeISO('UTC'))
      : null,
    shift: options.shift ?? NO_SHIFT,
    allDay: options.allDay,
  };
}

/**
 * The plan of a whole-series change made through one occurrence: its new
 * dates move the series' first occurrence by the same wall-clock change
 * (and the EXDATE and RDATE dates with it), and take its new length; new
 * lines, when sent, replace the old ones.
 */
export function planSeriesChange(
  series: SeriesRow,
  occurrence: Pick<EventWithLinks, 'startLocal'>,
  dates: Occurrence & { timezone: string; allDay: boolean },
  recurrence: Recurrence | undefined,
  horizonDays: number,
): SeriesPlan {
  const shift = parseWallTime(occurrence.startLocal).until(parseWallTime(dates.startLocal));
  const length = parseWallTime(dates.startLocal).until(parseWallTime(dates.endLocal));
  const start = parseWallTime(series.startLocal).add(shift);
  const first = {
    startLocal: formatWallTime(start),
    endLocal: formatWallTime(start.add(length)),
    timezone: dates.timezone,
  };
  const lines =
    recurrence?.lines ?? shiftedLines(JSON.parse(series.lines), series, shift, dates.timezone);
  return planSeries(recurrence ?? readRecurrence(lines), first, {
    horizonDays,
    storedLines: recurrence === undefined,
    shift,
    allDay: dates.allDay,
  });
}

/** The slug occurrences are named from: the first one's, without the date a later one carries. */
const baseSlug = (source: EventWithLinks, seriesId: number) =>
  source.id === seriesId
    ? source.slug
    : source.slug.replace(/-\d{4}-\d{2}-\d{2}(-\d{4})?(-\d+)?$/, '');

/** Wanted slugs: the event's slug and the date, with the time when a day has more than one. */
function occurrenceSlugs(base: string, occurrences: Occurrence[]): string[] {
  const perDay = new Map<string, number>();
  for (const { startLocal } of occurrences)
    perDay.set(startLocal.slice(0, 10), (perDay.get(startLocal.slice(0, 10)) ?? 0) + 1);
  return occurrences.map(({ startLocal }) => {
    const day = startLocal.slice(0, 10);
    const time = perDay.get(day)! > 1 ? `-${startLocal.slice(11, 16).replace(':', '')}` : '';
    return `${base}-${day}${time}`;
  });
}

/** New occurrences of series `seriesId`, copies of `source` with its links, in a few statements. */
export async function insertOccurrences(
  tx: Tx,
  source: EventWithLinks,
  seriesId: number,
  occurrences: Occurrence[],
): Promise<void> {
  if (occurrences.length === 0) return;
  const allocated = await tx.postId.createManyAndReturn({
    data: occurrences.map(() => ({ kind: 'event' })),
    select: { id: true },
  });
  const ids = allocated.map((row) => row.id).sort((a, b) => a - b);
  const slugs = await uniqueSlugs(
    tx,
    'event',
    baseSlug(source, seriesId),
    occurrenceSlugs(baseSlug(source, seriesId), occurrences),
  );
  const copied = Object.fromEntries(COPIED_COLUMNS.map((column) => [column, source[column]]));
  const modifiedUtc = nowUtc();
  const rows = occurrences.map((occurrence, index) => ({
    ...(copied as Pick<EventWithLinks, (typeof COPIED_COLUMNS)[number]>),
    ...occurrenceDates(occurrence, source.timezone),
    id: ids[index]!,
    slug: slugs[index]!,
    liveSlug: source.status === 'trash' ? null : slugs[index]!,
    modifiedUtc,
    seriesId,
    occurrenceStart: occurrence.startLocal,
  }));
  await insertRows(tx, 'events', rows);
  await writeLinkRows(tx, ids, {
    organizerIds: source.organizers.map((organizer) => organizer.id),
    categoryIds: source.categoryIds,
    tagIds: source.tagIds,
  });
}

/** Makes `event` (already written, with its final dates) the first occurrence of a new series. */
export async function startSeries(tx: Tx, event: EventWithLinks, plan: SeriesPlan): Promise<void> {
  await tx.series.create({
    data: {
      id: event.id,
      lines: JSON.stringify(plan.lines),
      ...plan.first,
      generatedUntilUtc: plan.generatedUntilUtc,
    },
  });
  await tx.event.update({
    where: { id: event.id },
    data: { seriesId: event.id, occurrenceStart: event.startLocal },
  });
  await insertOccurrences(tx, event, event.id, plan.occurrences.slice(1));
}
