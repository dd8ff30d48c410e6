// Wall times as the spec writes them, `YYYY-MM-DD HH:MM:SS` (docs/api.md §0.6),
// and their conversion between a stored zone (IANA name or `UTC+2`) and UTC.
import { Temporal } from '@js-temporal/polyfill';
import { offsetMinutes } from './zones';
import { BoundedMemo } from '../bounded-memo.mjs';

export function formatWallTime(value: Temporal.PlainDateTime | Temporal.ZonedDateTime): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)} ${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}

/**
 * Whether a wall time's year has four digits (0000-9999): wall times order as
 * text only then, so the API refuses dates outside them (docs/api.md §0.6).
 */
export const hasFourDigitYear = (wall: string) => /^\d{4}-/.test(wall);

export const parseWallTime = (wall: string) => Temporal.PlainDateTime.from(wall.replace(' ', 'T'));

// The two conversions below run for every post a list serializes, where
// Temporal's polyfill costs about 0.1 ms each. They do what the polyfill does
// for these zones (offsets of named zones come from Intl, as in the polyfill)
// on plain millisecond numbers; format.test.ts checks them against Temporal.

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Calendar arithmetic without Date objects: the Next.js server wraps the Date
// constructor (to track clock reads), which makes each `new Date` costly.

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` after 1970-01-01 (civil_from_days). */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return [year, month, dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1];
}

const HOUR_MS = 3_600_000;

function toMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
) {
  return (
    daysFromCivil(year, month, day) * DAY_MS + hour * HOUR_MS + minute * 60_000 + second * 1000
  );
}

/** A wall time read as if it were UTC, in epoch milliseconds. */
function wallMs(wall: string): number {
  const part = (start: number, end: number) => Number(wall.slice(start, end));
  return toMs(part(0, 4), part(5, 7), part(8, 10), part(11, 13), part(14, 16), part(17, 19));
}

function formatMs(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const [year, month, day] = civilFromDays(days);
  const seconds = Math.floor((ms - days * DAY_MS) / 1000);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(zone, formatter);
  }
  return formatter;
}

// `${zone} ${UTC hour}` → the offset throughout that hour, or null when it changes within it.
const hourOffsets = new BoundedMemo<number | null>(10_000);

/**
 * The UTC offset of a stored zone at an instant, in milliseconds. Offsets
 * change a few times a year and never twice within an hour, so one that is
 * the same at both ends of a UTC hour holds for all of it: the offsets of the
 * hours a page's dates fall in are read once.
 */
function offsetMs(zone: string, epochMs: number): number {
  const fixed = offsetMinutes(zone);
  if (fixed !== null) return fixed * 60_000;
  const hour = Math.floor(epochMs / HOUR_MS);
  const offset = hourOffsets.get(`${zone} ${hour}`, () => {
    const first = readOffsetMs(zone, hour * HOUR_MS);
    return first === readOffsetMs(zone, (hour + 1) * HOUR_MS - 1000) ? first : null;
  });
  return offset ?? readOffsetMs(zone, epochMs);
}

/** The offset of a named zone at an instant, from Intl. */
function readOffsetMs(zone: string, epochMs: number): number {
  // `format` is several times faster than `formatToParts`; en-US gives
  // `11/14/2023 AD, 17:13:20`, read by its numbers and its era, as the polyfill does.
  const text = zoneFormatter(zone).format(epochMs);
  const [month, day, year, hour, minute, second] = (text.match(/\d+/g) ?? []).map(Number);
  const wall = toMs(/B/.test(text) ? 1 - year! : year!, month!, day!, hour!, minute!, second!);
  return wall + (((epochMs % 1000) + 1000) % 1000) - epochMs;
}

/** An instant (epoch milliseconds, now by default) as a stored UTC date-time. */
export function nowUtc(at: number = Date.now()): string {
  return formatMs(at);
}

/** A stored UTC wall time seen in another zone. */
export function utcToZone(utc: string, zone: string): string {
  const instant = wallMs(utc);
  return formatMs(instant + offsetMs(zone, instant));
}

/** The instants whose wall time in `zone` is `local`: one, two in an overlap, none in a gap. */
function instantsAt(local: number, zone: string): number[] {
  const before = offsetMs(zone, local - DAY_MS);
  const after = offsetMs(zone, local + DAY_MS);
  return [...new Set([before, after])]
    .filter((offset) => offsetMs(zone, local - offset) === offset)
    .map((offset) => local - offset);
}

/** A wall time in `zone` as UTC; gaps move forward, overlaps take the earlier instant (§0.6). */
export function zoneToUtc(wall: string, zone: string): string {
  const local = wallMs(wall);
  const instants = instantsAt(local, zone);
  if (instants.length > 0) return formatMs(Math.min(...instants));
  // In a gap, as Temporal's 'compatible': move forward by the length of the gap.
  const gap = offsetMs(zone, local + DAY_MS) - offsetMs(zone, local - DAY_MS);
  return formatMs(Math.max(...instantsAt(local + gap, zone)));
}
