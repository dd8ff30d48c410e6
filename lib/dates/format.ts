// Wall times as the spec writes them, `YYYY-MM-DD HH:MM:SS` (rest-behaviour §0.6),
// and their conversion between a stored zone (IANA name or `UTC+2`) and UTC.
import { Temporal } from '@js-temporal/polyfill';
import { temporalZone } from './zones';

export function formatWallTime(value: Temporal.PlainDateTime | Temporal.ZonedDateTime): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)} ${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}

export const parseWallTime = (wall: string) => Temporal.PlainDateTime.from(wall.replace(' ', 'T'));

export function nowUtc(): string {
  return formatWallTime(Temporal.Now.zonedDateTimeISO('UTC'));
}

/** A stored UTC wall time seen in another zone. */
export function utcToZone(utc: string, zone: string): string {
  return formatWallTime(parseWallTime(utc).toZonedDateTime('UTC').withTimeZone(temporalZone(zone)));
}

/** A wall time in `zone` as UTC; gaps move forward, overlaps take the earlier instant (§0.6). */
export function zoneToUtc(wall: string, zone: string): string {
  const zoned = parseWallTime(wall).toZonedDateTime(temporalZone(zone), {
    disambiguation: 'compatible',
  });
  return formatWallTime(zoned.withTimeZone('UTC'));
}
