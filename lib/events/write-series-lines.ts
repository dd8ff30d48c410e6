// Rewriting a series' RFC 5545 lines when the series changes
// (docs/recurrence.md): an occurrence trashed on its own becomes an EXDATE,
// a split ends the earlier part's rule, a whole-series move of the start
// moves the EXDATE and RDATE dates with it. Dates the series writes itself
// are in UTC (`…Z`), which every calendar reads without a time-zone table.
import { Temporal } from '@js-temporal/polyfill';
import { parseWallTime, zoneToUtc } from '../dates/format';
import { temporalZone } from '../dates/zones';
import { readRecurrence, type LineDate, type Recurrence } from './schema-recurrence';
import type { FirstOccurrence } from './write-recurrence';

/** `YYYY-MM-DD HH:MM:SS` → `YYYYMMDDTHHMMSS`, as RFC 5545 writes a date-time. */
export const compact = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');

/** A wall time in the series' zone as an RFC 5545 UTC date-time. */
export const utcStamp = (wall: string, zone: string) => `${compact(zoneToUtc(wall, zone))}Z`;

/** The wall time of an EXDATE or RDATE date in the series' zone (a date takes the first occurrence's time). */
function wallOf(date: LineDate, first: FirstOccurrence): Temporal.PlainDateTime {
  const zone = temporalZone(first.timezone);
  if (date.wall.length === 10)
    return Temporal.PlainDate.from(date.wall).toPlainDateTime(
      parseWallTime(first.startLocal).toPlainTime(),
    );
  const wall = Temporal.PlainDateTime.from(date.wall);
  return wall
    .toZonedDateTime(date.zone ? temporalZone(date.zone) : zone)
    .withTimeZone(zone)
    .toPlainDateTime();
}

const wallText = (value: Temporal.PlainDateTime) => value.toString().replace('T', ' ').slice(0, 19);

function dateLines(name: 'EXDATE' | 'RDATE', walls: string[], zone: string): string[] {
  return walls.length ? [`${name}:${walls.map((wall) => utcStamp(wall, zone)).join(',')}`] : [];
}

/**
 * The lines with the EXDATE and RDATE dates placed by `place` (null drops
 * one), then written in UTC as wall times of `zone`.
 */
function rewritten(
  recurrence: Recurrence,
  first: FirstOccurrence,
  rule: string | undefined,
  place: (wall: Temporal.PlainDateTime) => string | null,
  extra: { exdates?: string[]; rdates?: string[]; zone?: string } = {},
): string[] {
  const walls = (dates: LineDate[], more: string[] = []) => [
    ...new Set([...dates.flatMap((date) => place(wallOf(date, first)) ?? []), ...more].sort()),
  ];
  const zone = extra.zone ?? first.timezone;
  return [
    ...(rule ? [`RRULE:${rule}`] : []),
    ...dateLines('EXDATE', walls(recurrence.exdates, extra.exdates), zone),
    ...dateLines('RDATE', walls(recurrence.rdates, extra.rdates), zone),
  ];
}

/**
 * The lines without the occurrence at `wall` (in the series' zone): an
 * EXDATE for a date of the rule, or one RDATE fewer.
 */
export function withExdate(lines: string[], first: FirstOccurrence, wall: string): string[] {
  const recurrence = readRecurrence(lines);
  const isRdate = recurrence.rdates.some((date) => wallText(wallOf(date, first)) === wall);
  if (isRdate)
    return rewritten(
      {
        ...recurrence,
        rdates: recurrence.rdates.filter((date) => wallText(wallOf(date, first)) !== wall),
      },
      first,
      recurrence.rule,
      wallText,
    );
  return rewritten(recurrence, first, recurrence.rule, wallText, { exdates: [wall] });
}

/**
 * The lines with the occurrence at `wall` back (an occurrence restored from
 * the trash): its EXDATE goes, or, when the rule does not give it
 * (`givenByRule`, which the caller expands), an RDATE comes.
 */
export function withOccurrence(
  lines: string[],
  first: FirstOccurrence,
  wall: string,
  givenByRule: boolean,
): string[] {
  const recurrence = readRecurrence(lines);
  const excluded = (date: LineDate) => wallText(wallOf(date, first)) === wall;
  if (recurrence.exdates.some(excluded))
    return rewritten(
      { ...recurrence, exdates: recurrence.exdates.filter((date) => !excluded(date)) },
      first,
      recurrence.rule,
      wallText,
    );
  if (givenByRule) return lines;
  const rdates = recurrence.rdates.map((date) => wallText(wallOf(date, first)));
  return rewritten({ ...recurrence, rdates: [] }, first, recurrence.rule, wallText, {
    rdates: [...rdates, wall],
  });
}

/** The RRULE's parts without COUNT and UNTIL, then `UNTIL=<until>` (an RFC 5545 date or UTC date-time). */
export function ruleEndingAt(rule: string, until: string): string {
  const parts = rule.split(';').filter((part) => !/^(COUNT|UNTIL)=/i.test(part));
  return [...parts, `UNTIL=${until}`].join(';');
}

/**
 * The earlier part of a series split at `wall` (its rule ends the second
 * before, its EXDATE and RDATE dates from there on go), and the later part's
 * lines: the same rule, ending where the whole one ended (a COUNT becomes the
 * UNTIL of its last instance, `lastRuleStart`), with the dates from `wall` on.
 */
export function splitLines(
  lines: string[],
  first: FirstOccurrence,
  wall: string,
  lastRuleStart: string | undefined,
): { earlier: string[]; later: string[] } {
  const recurrence = readRecurrence(lines);
  const before = (value: Temporal.PlainDateTime) =>
    wallText(value) < wall ? wallText(value) : null;
  const from = (value: Temporal.PlainDateTime) =>
    wallText(value) >= wall ? wallText(value) : null;
  const splitAt = parseWallTime(wall).subtract({ seconds: 1 });
  const rule = recurrence.rule;
  const earlierRule = rule && ruleEndingAt(rule, utcStamp(wallText(splitAt), first.timezone));
  const laterRule =
    rule &&
    (/(^|;)COUNT=/i.test(rule) && lastRuleStart
      ? ruleEndingAt(rule, utcStamp(lastRuleStart, first.timezone))
      : rule);
  return {
    earlier: rewritten(recurrence, first, earlierRule, before),
    later: rewritten(recurrence, first, laterRule, from),
  };
}

/** The lines with every EXDATE and RDATE date moved by `shift` (a whole-series change of start). */
export function shiftedLines(
  lines: string[],
  first: FirstOccurrence,
  shift: Temporal.Duration,
  zone: string,
): string[] {
  const recurrence = readRecurrence(lines);
  return rewritten(recurrence, first, recurrence.rule, (wall) => wallText(wall.add(shift)), {
    zone,
  });
}

/** The series' EXDATE and RDATE dates as wall times of its zone, in order. */
export function linesDates(
  lines: string[],
  first: FirstOccurrence,
): { exdates: string[]; rdates: string[] } {
  const recurrence = readRecurrence(lines);
  const walls = (dates: LineDate[]) => dates.map((date) => wallText(wallOf(date, first))).sort();
  return { exdates: walls(recurrence.exdates), rdates: walls(recurrence.rdates) };
}
