// A series' occurrences (docs/recurrence.md): the dates its recurrence gives,
// each at the first occurrence's wall-clock time in the event's zone (19:00
// in Paris stays 19:00 across the change to summer time) and with its
// length, whole days for all-day and multi-day events. rrule-temporal
// expands the rule; the rest places EXDATE and RDATE dates in the zone.
import { Temporal } from '@js-temporal/polyfill';
import { RRuleTemporal } from 'rrule-temporal';
import { formatWallTime, parseWallTime } from '../dates/format';
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

const compact = (wall: Temporal.PlainDateTime) => wall.toString().replace(/[-:]/g, '').slice(0, 15);

/** An EXDATE or RDATE date in the event's zone; a date without a time takes the first occurrence's time. */
function placed(date: LineDate, zone: string, time: Temporal.PlainTime): Temporal.ZonedDateTime {
  if (date.wall.length === 10)
    return Temporal.PlainDate.from(date.wall).toPlainDateTime(time).toZonedDateTime(zone);
  const wall = Temporal.PlainDateTime.from(date.wall);
  return wall.toZonedDateTime(date.zone ?? zone).withTimeZone(zone);
}

function ruleOf(recurrence: Recurrence, start: Temporal.ZonedDateTime, zone: string) {
  const dtstart = `DTSTART;TZID=${zone}:${compact(start.toPlainDateTime())}`;
  const rule = new RRuleTemporal({
    rruleString: `${dtstart}\nRRULE:${recurrence.rule}`,
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
): Temporal.ZonedDateTime[] {
  const time = start.toPlainTime();
  const starts = new Map<string, Temporal.ZonedDateTime>([[start.toString(), start]]);
  if (recurrence.rule !== undefined) {
    const rule = ruleOf(recurrence, start, zone);
    const { count, until } = rule.options();
    const bounded = count !== undefined || until !== undefined;
    // One past the cap says "too many" without expanding a rule any further.
    const generated = rule.all(
      (date, index) =>
        index <= MAX_OCCURRENCES &&
        (bounded ||
          Temporal.Instant.compare(Temporal.Instant.from(date.toInstant().toString()), horizon) <=
            0),
    );
    for (const date of generated) {
      const zoned = Temporal.ZonedDateTime.from(date.toString());
      starts.set(zoned.toString(), zoned);
    }
  }
  for (const date of recurrence.rdates) {
    const zoned = placed(date, zone, time);
    starts.set(zoned.toString(), zoned);
  }
  for (const date of recurrence.exdates) {
    const excluded = placed(date, zone, time).toString();
    if (excluded === start.toString())
      throw refuse('EXDATE cannot exclude the first occurrence: move the event instead.');
    starts.delete(excluded);
  }
  return [...starts.values()].sort(Temporal.ZonedDateTime.compare);
}

export function expandRecurrence(
  recurrence: Recurrence,
  first: FirstOccurrence,
  horizon: Temporal.Instant,
): Occurrence[] {
  const zone = temporalZone(first.timezone);
  const startWall = parseWallTime(first.startLocal);
  const length = startWall.until(parseWallTime(first.endLocal));
  const start = startWall.toZonedDateTime(zone);
  const starts = startsOf(recurrence, start, zone, horizon);
  if (starts.length > MAX_OCCURRENCES)
    throw refuse(`A series may have at most ${MAX_OCCURRENCES} occurrences.`);
  return starts.map((zoned) => {
    const wall = zoned.toPlainDateTime();
    return { startLocal: formatWallTime(wall), endLocal: formatWallTime(wall.add(length)) };
  });
}
