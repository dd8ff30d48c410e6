// Time zone values (docs/api.md §0.6 "Time zones") and their abbreviations (§1.2).
import { Temporal } from '@js-temporal/polyfill';
// moment-timezone ships the tz database itself, abbreviations included (Intl only knows a few,
// e.g. en-US gives `GMT+1` for Paris), and is kept current with each tzdata release. Its data is
// large, so this module is for server code only.
import moment from 'moment-timezone';

// `UTC+2`, `UTC-5:30`, `UTC+5.5` (§0.6); WordPress offers offsets from -12 to +14 hours.
const OFFSET_ZONE = /^UTC([+-])(\d{1,2})(?::(\d{2})|(\.5))?$/i;
const MAX_OFFSET_MINUTES = 14 * 60;

let namesByLowerCase: Map<string, string> | undefined;

/** The stored form of a time zone value (canonical IANA spelling or `UTC±…`), or null. */
export function normaliseTimeZone(value: string): string | null {
  const trimmed = value.trim();
  return findZoneName(trimmed) ?? normaliseOffsetZone(trimmed);
}

/** The Temporal zone id of a stored zone: `UTC+5.5` → `+05:30`; IANA names as they are. */
export function temporalZone(stored: string): string {
  const minutes = offsetMinutes(stored);
  if (minutes === null) return stored;
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The tz-database abbreviation in force at `wall` (`YYYY-MM-DD HH:MM:SS`) in a stored zone:
 * `EDT`, `CEST`, numeric (`+03`) where the database has no letters, the stored string for offsets.
 */
export function zoneAbbreviation(wall: string, stored: string): string {
  if (offsetMinutes(stored) !== null) return stored;
  const instant = Temporal.PlainDateTime.from(wall.replace(' ', 'T')).toZonedDateTime(stored, {
    disambiguation: 'compatible',
  });
  const zone = moment.tz.zone(stored);
  return zone ? zone.abbr(instant.epochMilliseconds) : formatNumericAbbreviation(instant.offset);
}

/**
 * zoneAbbreviation for an instant already known in UTC (`YYYY-MM-DD HH:MM:SS`),
 * without Temporal's polyfill: a series' hundreds of occurrences each need one.
 */
export function zoneAbbreviationAtUtc(utc: string, stored: string): string {
  if (offsetMinutes(stored) !== null) return stored;
  const zone = moment.tz.zone(stored);
  const epochMs = Date.parse(`${utc.replace(' ', 'T')}Z`);
  if (zone) return zone.abbr(epochMs);
  return formatNumericAbbreviation(
    Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(stored).offset,
  );
}

// Only names Temporal also knows, so every stored zone can be computed with.
function findZoneName(value: string): string | null {
  namesByLowerCase ??= new Map(
    moment.tz
      .names()
      .filter(isTemporalZone)
      .map((name) => [name.toLowerCase(), name]),
  );
  return namesByLowerCase.get(value.toLowerCase()) ?? null;
}

function isTemporalZone(name: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

// Upper-case `UTC`, no leading zero, no `:00`; `.5` stays as written (`UTC+05:00` → `UTC+5`).
function normaliseOffsetZone(value: string): string | null {
  const minutes = offsetMinutes(value);
  if (minutes === null) return null;
  const [, sign, hours, , half = ''] = OFFSET_ZONE.exec(value) ?? [];
  const rest =
    minutes % 60 !== 0 && !half ? `:${String(Math.abs(minutes) % 60).padStart(2, '0')}` : half;
  return `UTC${minutes === 0 ? '+' : sign}${Number(hours)}${rest}`;
}

/** Signed minutes of a `UTC±…` value, or null when it is not one (or out of range). */
export function offsetMinutes(value: string): number | null {
  const [, sign, hours, minutes, half] = OFFSET_ZONE.exec(value) ?? [];
  if (!sign || Number(minutes ?? 0) > 59) return null;
  const total = Number(hours) * 60 + (half ? 30 : Number(minutes ?? 0));
  if (total > MAX_OFFSET_MINUTES) return null;
  return sign === '-' ? -total : total;
}

// How the tz database writes an offset without letters: `+03`, `+0530`.
function formatNumericAbbreviation(offset: string): string {
  return offset.replace(':', '').replace(/00$/, '');
}
