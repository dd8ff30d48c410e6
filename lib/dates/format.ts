import { Temporal } from '@js-temporal/polyfill';

/** The spec's output format, `YYYY-MM-DD HH:MM:SS` (rest-behaviour §0.6). */
export function formatWallTime(value: Temporal.PlainDateTime | Temporal.ZonedDateTime): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)} ${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}

export function nowUtc(): string {
  return formatWallTime(Temporal.Now.zonedDateTimeISO('UTC'));
}

/** A stored UTC wall time seen in another zone. */
export function utcToZone(utc: string, timeZone: string): string {
  const instant = Temporal.PlainDateTime.from(utc.replace(' ', 'T')).toZonedDateTime('UTC');
  return formatWallTime(instant.withTimeZone(timeZone));
}

/** A wall time in `timeZone` as UTC; gaps move forward, overlaps take the earlier instant (§0.6). */
export function zoneToUtc(wall: string, timeZone: string): string {
  const zoned = Temporal.PlainDateTime.from(wall.replace(' ', 'T')).toZonedDateTime(timeZone, {
    disambiguation: 'compatible',
  });
  return formatWallTime(zoned.withTimeZone('UTC'));
}

/** tz-database abbreviation in force at a wall time (`EDT`, `CET`), numeric when it has none. */
export function zoneAbbreviation(wall: string, timeZone: string): string {
  const instant = Temporal.PlainDateTime.from(wall.replace(' ', 'T')).toZonedDateTime(timeZone);
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant.epochMilliseconds))
    .find((part) => part.type === 'timeZoneName')?.value;
  if (name && !/^GMT/.test(name)) return name;
  const offset = instant.offset;
  return offset === '+00:00' ? 'UTC' : offset.replace(/:00$/, '');
}
