// A series' occurrences (docs/recurrence.md): the dates its recurrence gives,
// each at the first occurrence's wall-clock time in the event's zone (19:00
// in Paris stays 19:00 across the change to summer time) and with its
// length, whole days for all-day and multi-day events. rrule-temporal
// expands the rule; the rest places EXDATE and RDATE dates in the zone.
import { Temporal } from '@js-temporal/polyfill';
import { RRuleTemporal } from 'rrule-temporal';
import { formatWallTime, hasFourDigitYear, parseWallTime, zoneToUtc } from '../dates/format';
import { temporalZone } from '../dates/zones';
import { invalidParams } from '../http/errors';
import type { LineDate, Recurrence } from './schema-recurrence';

/** The most occurrences one series may have (docs/recurrence.md). */
export const MAX_OCCURRENCES = 1000;

/** The first occurrence: the event's own dates, wall times in its stored zone. */
export interface FirstOccurrence {
  startLocal: string;
  endLocal: string;
  timezone: string;
}

/** One occurrence's wall times, in the event's zone. */
export interface Occurrence {
  startLocal: string;
  endLocal: string;
}

const refuse = (reason: string) => invalidParams({ recurrence: reason });

/** An EXDATE or RDATE date in the event's zone; a date without a time takes the first occurrence's time. */
function placed(date: LineDate, zone: string, time: Temporal.PlainTime): Temporal.ZonedDateTime {
  if (date.wall.length === 10)
    return Temporal.PlainDate.from(date.wall).toPlainDateTime(time).toZonedDateTime(zone);
  const wall = Temporal.PlainDateTime.from(date.wall);
  return wall.toZonedDateTime(date.zone ? temporalZone(date.zone) : zone).withTimeZone(zone);
}

/** The rule from the first occurrence, which counts as its first instance (RFC 5545 DTSTART). */
function ruleOf(recurrence: Recurrence, start: Temporal.ZonedDateTime) {
  const rule = new RRuleTemporal({
    rruleString: recurrence.rule!,
    dtstart: start,
    includeDtstart: true,
    temporal: Temporal,
  });
  const until = rule.options().until;
  if (
    until &&
    Temporal.ZonedDateTime.compare(Temporal.ZonedDateTime.from(until.toString()), start) < 0
  )
    throw refuse('The rule ends (UNTIL) before the event starts.');
  return rule;
}

/** The rule's instances, up to one past the cap (enough to refuse), and up to `horizon` when it has no end. */
function ruleInstances(
  recurrence: Recurrence,
  start: Temporal.ZonedDateTime,
  horizon: Temporal.Instant,
  cap: number,
): Temporal.ZonedDateTime[] {
  const rule = ruleOf(recurrence, start);
  const { count, until } = rule.options();
  const bounded = count !== undefined || until !== undefined;
  let generated;
  try {
    generated = rule.all(
      (date, index) =>
        index <= cap &&
        (bounded ||
          Temporal.Instant.compare(Temporal.Instant.from(date.toInstant().toString()), horizon) <=
            0),
    );
  } catch (error) {
    // The library gives up on a rule no date satisfies (FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30).
    throw refuse(`The rule gives no dates: ${(error as Error).message}`);
  }
  if (generated.length > cap) throw refuse(`A series may have at most ${cap} occurrences.`);
  return generated.map((date) => Temporal.ZonedDateTime.from(date.toString()));
}

/**
 * The starts the recurrence gives, in order, the first occurrence first,
 * without the excluded ones; a rule without COUNT or UNTIL stops at
 * `horizon` (later occurrences are added as time passes).
 */
function startsOf(
  recurrence: Recurrence,
  start: Temporal.ZonedDateTime,
  zone: string,
  horizon: Temporal.Instant,
  options: ExpandOptions,
): Temporal.ZonedDateTime[] {
  const time = start.toPlainTime();
  const starts = new Map<string, Temporal.ZonedDateTime>([[start.toString(), start]]);
  if (recurrence.rule !== undefined)
    for (const zoned of ruleInstances(recurrence, start, horizon, cap(options)))
      starts.set(zoned.toString(), zoned);
  for (const date of recurrence.rdates) {
    const zoned = placed(date, zone, time);
    if (Temporal.ZonedDateTime.compare(zoned, start) < 0)
      throw refuse('An RDATE comes before the event starts: the event is the first occurrence.');
    starts.set(zoned.toString(), zoned);
  }
  for (const date of recurrence.exdates) {
    const excluded = placed(date, zone, time).toString();
    if (excluded === start.toString() && !options.storedLines)
      throw refuse('EXDATE cannot exclude the first occurrence: move the event instead.');
    starts.delete(excluded);
  }
  return [...starts.values()].sort(Temporal.ZonedDateTime.compare);
}

export interface ExpandOptions {
  /**
   * The lines are a stored series', which may exclude its first occurrence
   * (an occurrence trashed on its own); lines a client sends may not.
   */
  storedLines?: boolean;
  /**
   * A rule without an end, extended as time passes (its occurrences so far
   * may add up past the cap, which bounds what one write makes).
   */
  extending?: boolean;
}

const cap = (options: ExpandOptions) => (options.extending ? Infinity : MAX_OCCURRENCES);

export function expandRecurrence(
  recurrence: Recurrence,
  first: FirstOccurrence,
  horizon: Temporal.Instant,
  options: ExpandOptions = {},
): Occurrence[] {
  const zone = temporalZone(first.timezone);
  const startWall = parseWallTime(first.startLocal);
  const length = startWall.until(parseWallTime(first.endLocal));
  const start = startWall.toZonedDateTime(zone);
  const starts = startsOf(recurrence, start, zone, horizon, options);
  if (starts.length > cap(options))
    throw refuse(`A series may have at most ${MAX_OCCURRENCES} occurrences.`);
  const occurrences = starts.map((zoned) => {
    const wall = zoned.toPlainDateTime();
    return { startLocal: formatWallTime(wall), endLocal: formatWallTime(wall.add(length)) };
  });
  // The first and the last bound the rest, in wall time and in UTC alike.
  if (![occurrences[0]!, occurrences.at(-1)!].every((dates) => inFourDigitYears(dates, first)))
    throw refuse('The rule gives dates outside the years 0000-9999.');
  return occurrences;
}

/** Whether an occurrence's dates, and their instants, are in years 0000-9999 (docs/api.md §0.6). */
function inFourDigitYears({ startLocal, endLocal }: Occurrence, { timezone }: FirstOccurrence) {
  return [startLocal, endLocal].every(
    (wall) => hasFourDigitYear(wall) && hasFourDigitYear(zoneToUtc(wall, timezone)),
  );
}

/** Whether the rule has no end of its own (no COUNT or UNTIL): its occurrences stop at a horizon. */
export function isUnbounded(recurrence: Recurrence): boolean {
  if (recurrence.rule === undefined) return false;
  return !/(^|;)(COUNT|UNTIL)=/i.test(recurrence.rule);
}

/** The start of the rule's own last instance (no EXDATE or RDATE), for a rule with an end. */
export function lastRuleStart(
  recurrence: Recurrence,
  first: FirstOccurrence,
  horizon: Temporal.Instant,
): string | undefined {
  if (recurrence.rule === undefined) return undefined;
  const ruleOnly = { rule: recurrence.rule, exdates: [], rdates: [], lines: [] };
  return expandRecurrence(ruleOnly, first, horizon).at(-1)?.startLocal;
}

/**
 * How far ahead a rule without an end has its occurrences made: the
 * `recurrence_horizon_days` setting (docs/recurrence.md), two years by default.
 */
export const horizonFromNow = (days: number) => Temporal.Now.instant().add({ hours: 24 * days });

/** The horizon of a series: `days` ahead of now, or of its start when that is later. */
export function horizonOf(first: FirstOccurrence, days: number): Temporal.Instant {
  const fromStart = parseWallTime(first.startLocal)
    .toZonedDateTime(temporalZone(first.timezone))
    .toInstant()
    .add({ hours: 24 * days });
  const fromNow = horizonFromNow(days);
  return Temporal.Instant.compare(fromStart, fromNow) > 0 ? fromStart : fromNow;
}
