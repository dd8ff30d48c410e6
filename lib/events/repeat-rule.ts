// The editor's repeat control and the `recurrence` lines of docs/recurrence.md,
// each made from the other. The control holds what a person picks (weekly on
// Tuesday and Thursday, until a date, dates to skip); lines it cannot hold
// (RDATE, BYSETPOS, …) are kept as they came and shown as a custom rule, so a
// save never drops them.
import {
  CalendarDate,
  CalendarDateTime,
  fromAbsolute,
  getLocalTimeZone,
  parseDate,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
  today,
} from '@internationalized/date';
import { z } from 'zod';

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The nth weekday of a month: BYDAY=2TU is `second`, BYDAY=-1FR `last`. */
export const ORDINALS = ['first', 'second', 'third', 'fourth', 'last'] as const;
export type Ordinal = (typeof ORDINALS)[number];
const ORDINAL_NUMBER: Record<Ordinal, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: -1,
};

export const FREQUENCIES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
const RULE_FREQUENCY = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' };

const wholeNumber = z.string().regex(/^\d+$/, 'positive_whole_number');

/**
 * The control's values. Numbers are kept as typed (strings), as every other
 * field of the form is; the event's own fields say when it starts.
 */
export const repeatSchema = z.object({
  frequency: z.enum([...FREQUENCIES, 'custom']),
  interval: wholeNumber,
  weekdays: z.array(z.enum(WEEKDAYS)),
  monthlyBy: z.enum(['day', 'weekday']),
  monthDay: wholeNumber,
  ordinal: z.enum(ORDINALS),
  ordinalWeekday: z.enum(WEEKDAYS),
  ends: z.enum(['never', 'until', 'count']),
  /** The last date, `YYYY-MM-DD`, in the event's zone. */
  until: z.string(),
  count: wholeNumber,
  /** Dates skipped, `YYYY-MM-DD`, sorted. */
  exceptions: z.array(z.string()),
  /** The lines as stored, for a custom rule (the control does not edit them). */
  customLines: z.array(z.string()),
});
export type RepeatValues = z.output<typeof repeatSchema>;
export type Frequency = RepeatValues['frequency'];

/** When the event starts: the first occurrence, which the rule repeats. */
export interface RepeatAnchor {
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `HH:MM`, `00:00` for an all-day event. */
  startTime: string;
  /** The event's stored zone: an IANA name or `UTC±H[:MM|.5]` (docs/api.md §0.6). */
  zone: string;
}

// lib/dates/zones.ts reads these too, but it is server-only (its tz data is large).
const OFFSET_ZONE = /^UTC([+-])(\d{1,2})(?::(\d{2})|(\.5))?$/i;

/** Minutes east of UTC of an offset zone (`UTC+5.5` is 330); null for an IANA name. */
function fixedOffset(zone: string): number | null {
  const [, sign, hours, minutes, half] = OFFSET_ZONE.exec(zone) ?? [];
  if (!sign) return null;
  const total = Number(hours) * 60 + (half ? 30 : Number(minutes ?? 0));
  return sign === '-' ? -total : total;
}

const utcMillis = (wall: CalendarDateTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The instant (UTC milliseconds) of a wall time in a stored zone. A time the
 * clocks skip is taken an hour later and a repeated one at its first
 * passing, as the server reads wall times (docs/api.md §0.6). An unknown
 * zone throws.
 */
function instantOf(wall: CalendarDateTime, zone: string): number {
  const offset = fixedOffset(zone);
  if (offset !== null) return utcMillis(wall) - offset * 60_000;
  return toZoned(wall, zone || 'UTC', 'compatible')
    .toDate()
    .getTime();
}

/** The wall time in a stored zone of an instant. */
function wallTimeOf(instant: number, zone: string): CalendarDateTime {
  const offset = fixedOffset(zone);
  if (offset === null) return toCalendarDateTime(fromAbsolute(instant, zone || 'UTC'));
  const shifted = new Date(instant + offset * 60_000);
  return new CalendarDateTime(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth() + 1,
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  );
}

/** Monday first, as WEEKDAYS (getUTCDay counts from Sunday). */
const weekdayOf = (date: CalendarDate): Weekday =>
  WEEKDAYS[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7]!;

/** The nth weekday `date` is in its month; a fifth one is the last. */
function ordinalOf(date: CalendarDate): Ordinal {
  return ORDINALS[Math.min(Math.ceil(date.day / 7), 5) - 1]!;
}

/** The control's values for an event that does not repeat, its choices matching the start date. */
export function noRepeat(startDate: string): RepeatValues {
  const start = plainDate(startDate) ?? today(getLocalTimeZone());
  return {
    frequency: 'none',
    interval: '1',
    weekdays: [weekdayOf(start)],
    monthlyBy: 'day',
    monthDay: String(start.day),
    ordinal: ordinalOf(start),
    ordinalWeekday: weekdayOf(start),
    ends: 'never',
    until: '',
    count: '10',
    exceptions: [],
    customLines: [],
  };
}

function plainDate(text: string): CalendarDate | null {
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

/** `20270301T235959Z` for an instant. */
function utcStamp(instant: number): string {
  return `${new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** The instant of a wall time (`HH:MM[:SS]`) on `date` in the event's zone. */
function atWallTime(date: CalendarDate, time: string, anchor: RepeatAnchor): number {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const wall = new CalendarDateTime(date.year, date.month, date.day, hour, minute, second);
  return instantOf(wall, anchor.zone);
}

function ruleOf(values: RepeatValues, anchor: RepeatAnchor): string {
  const frequency = values.frequency as keyof typeof RULE_FREQUENCY;
  const parts = [`FREQ=${RULE_FREQUENCY[frequency]}`];
  if (Number(values.interval) > 1) parts.push(`INTERVAL=${Number(values.interval)}`);
  if (frequency === 'weekly') {
    const days = WEEKDAYS.filter((day) => values.weekdays.includes(day));
    parts.push(`BYDAY=${days.join(',')}`);
  }
  if (frequency === 'monthly' && values.monthlyBy === 'day')
    parts.push(`BYMONTHDAY=${Number(values.monthDay)}`);
  if (frequency === 'monthly' && values.monthlyBy === 'weekday')
    parts.push(`BYDAY=${ORDINAL_NUMBER[values.ordinal]}${values.ordinalWeekday}`);
  // RFC 5545 wants UNTIL in UTC when the start has a zone: the end of the
  // last day in the event's zone, so that day's occurrence is in.
  if (values.ends === 'until') {
    const last = parseDate(values.until);
    parts.push(`UNTIL=${utcStamp(atWallTime(last, '23:59:59', anchor))}`);
  }
  if (values.ends === 'count') parts.push(`COUNT=${Number(values.count)}`);
  return `RRULE:${parts.join(';')}`;
}

/** The `recurrence` lines for the control's values (docs/recurrence.md). */
export function repeatLines(values: RepeatValues, anchor: RepeatAnchor): string[] {
  if (values.frequency === 'custom') return values.customLines;
  if (values.frequency === 'none') return [];
  const exceptions = [...new Set(values.exceptions)].sort();
  // Skipped dates at the occurrences' start time, in UTC as the server writes its own.
  const stamps = exceptions.map((day) =>
    utcStamp(atWallTime(parseDate(day), anchor.startTime, anchor)),
  );
  return [ruleOf(values, anchor), ...(stamps.length ? [`EXDATE:${stamps.join(',')}`] : [])];
}

/** A line's name, parameters and value: `EXDATE;TZID=Europe/Paris:2026…`. */
function splitLine(line: string) {
  const colon = line.indexOf(':');
  const [name = '', ...params] = line.slice(0, colon).split(';');
  const parameters = Object.fromEntries(
    params.map((param) => {
      const [key = '', value = ''] = param.split('=');
      return [key.toUpperCase(), value];
    }),
  );
  return { name: name.toUpperCase(), parameters, value: line.slice(colon + 1) };
}

/** Thrown inside the reader when the lines say more than the control can. */
const refuse = (): never => {
  throw new Error('not representable');
};

/** A number from a rule part, if it is a whole one in range. */
function partNumber(text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  return /^-?\d+$/.test(text ?? '') && value >= min && value <= max ? value : refuse();
}

/** `20261208T180000Z` (or without Z, in `zone`): its instant, and its wall time in the event's zone. */
function stampInZone(stamp: string, zone: string, anchor: RepeatAnchor) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(stamp) ?? refuse();
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // The constructor constrains a bad field (month 13 becomes 12): such a stamp is refused.
  const stated = new CalendarDateTime(y, mo, d, h, mi, s);
  const kept = [stated.year, stated.month, stated.day, stated.hour, stated.minute, stated.second];
  if (kept.join() !== [y, mo, d, h, mi, s].join()) refuse();
  const instant = match[7] ? utcMillis(stated) : instantOf(stated, zone);
  return { instant, wall: wallTimeOf(instant, anchor.zone) };
}

/** The last day whose occurrence an UNTIL lets in. */
function untilDate(stamp: string, anchor: RepeatAnchor): string {
  if (/^\d{8}$/.test(stamp))
    return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  const until = stampInZone(stamp, anchor.zone, anchor);
  const day = toCalendarDate(until.wall);
  const occurrence = atWallTime(day, anchor.startTime, anchor);
  return (occurrence <= until.instant ? day : day.subtract({ days: 1 })).toString();
}

/** The date an EXDATE value skips, if it is an occurrence's start (else the control cannot show it). */
function exceptionDates(line: string, anchor: RepeatAnchor): string[] {
  const { parameters, value } = splitLine(line);
  return value.split(',').map((stamp) => {
    if (parameters.VALUE === 'DATE' || /^\d{8}$/.test(stamp)) {
      return (
        plainDate(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`)?.toString() ??
        refuse()
      );
    }
    const { wall } = stampInZone(stamp, parameters.TZID ?? anchor.zone, anchor);
    const time = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    return time === anchor.startTime ? toCalendarDate(wall).toString() : refuse();
  });
}

function weekdayPart(text: string): Weekday {
  return (WEEKDAYS as readonly string[]).includes(text) ? (text as Weekday) : refuse();
}

/** The control's values of one RRULE, over the defaults for the start date. */
function ruleValues(rule: string, anchor: RepeatAnchor): RepeatValues {
  const parts = new Map(
    rule.split(';').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.toUpperCase(), value.toUpperCase()] as const;
    }),
  );
  const values = noRepeat(anchor.startDate);
  const take = (key: string) => {
    const value = parts.get(key);
    parts.delete(key);
    return value;
  };
  const frequency = take('FREQ');
  const found = Object.entries(RULE_FREQUENCY).find(([, name]) => name === frequency);
  values.frequency = (found?.[0] as Frequency | undefined) ?? refuse();
  values.interval = String(partNumber(take('INTERVAL') ?? '1', 1, 1000));
  const count = take('COUNT');
  const until = take('UNTIL');
  if (count !== undefined && until !== undefined) refuse();
  if (count !== undefined)
    [values.ends, values.count] = ['count', String(partNumber(count, 1, 1000))];
  if (until !== undefined) [values.ends, values.until] = ['until', untilDate(until, anchor)];
  // The week starting on Monday is the default, so it says nothing.
  if ((take('WKST') ?? 'MO') !== 'MO') refuse();
  const byDay = take('BYDAY');
  const byMonthDay = take('BYMONTHDAY');
  if (values.frequency === 'weekly' && byDay !== undefined)
    values.weekdays = WEEKDAYS.filter((day) => byDay.split(',').map(weekdayPart).includes(day));
  else if (values.frequency === 'monthly' && byDay !== undefined && byMonthDay === undefined) {
    const [, nth = '', day = ''] = /^([+-]?\d)([A-Z]{2})$/.exec(byDay) ?? refuse();
    const ordinal = Object.entries(ORDINAL_NUMBER).find(([, n]) => n === Number(nth));
    values.monthlyBy = 'weekday';
    values.ordinal = (ordinal?.[0] as Ordinal | undefined) ?? refuse();
    values.ordinalWeekday = weekdayPart(day);
  } else if (values.frequency === 'monthly' && byMonthDay !== undefined && byDay === undefined)
    values.monthDay = String(partNumber(byMonthDay, 1, 31));
  else if (byDay !== undefined || byMonthDay !== undefined) refuse();
  // Any part left (BYSETPOS, BYMONTH, BYHOUR, …) is beyond the control.
  if (parts.size > 0) refuse();
  return values;
}

/**
 * The control's values for an event's `recurrence` lines: `none` for [],
 * `custom` (the lines kept as they are) for what the control cannot show.
 */
export function repeatOfLines(lines: readonly string[], anchor: RepeatAnchor): RepeatValues {
  if (lines.length === 0) return noRepeat(anchor.startDate);
  try {
    const rules = lines.filter((line) => splitLine(line).name === 'RRULE');
    const exdates = lines.filter((line) => splitLine(line).name === 'EXDATE');
    // RDATE lines and several rules have no place in the control.
    if (rules.length !== 1 || rules.length + exdates.length !== lines.length) refuse();
    const rule = splitLine(rules[0]!);
    if (Object.keys(rule.parameters).length > 0) refuse();
    const values = ruleValues(rule.value, anchor);
    values.exceptions = [
      ...new Set(exdates.flatMap((line) => exceptionDates(line, anchor))),
    ].sort();
    return values;
  } catch {
    // NotRepresentable, or a date or zone the calendar refuses (an unknown TZID): kept as it is.
    return { ...noRepeat(anchor.startDate), frequency: 'custom', customLines: [...lines] };
  }
}
