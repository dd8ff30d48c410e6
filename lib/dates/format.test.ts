import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { formatWallTime, nowUtc, parseWallTime, utcToZone, zoneToUtc } from './format';
import { temporalZone } from './zones';

// What utcToZone and zoneToUtc replaced: Temporal's own conversions.
const temporalUtcToZone = (utc: string, zone: string) =>
  formatWallTime(parseWallTime(utc).toZonedDateTime('UTC').withTimeZone(temporalZone(zone)));
const temporalZoneToUtc = (wall: string, zone: string) =>
  formatWallTime(
    parseWallTime(wall)
      .toZonedDateTime(temporalZone(zone), { disambiguation: 'compatible' })
      .withTimeZone('UTC'),
  );

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Paris',
  'Europe/London',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Apia',
  'Africa/Casablanca',
  'Pacific/Chatham',
  'UTC+5.5',
  'UTC-3:30',
  'UTC+14',
];

/** Every half hour of the days around transitions, plus a spread of instants from 1850 to 2100. */
function sampleWallTimes(): string[] {
  const walls: string[] = [];
  const days = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2011-12-29', '2011-12-30'];
  days.push('2026-04-05', '2026-10-04', '2026-02-15', '2025-03-30', '2025-04-06', '1970-01-01');
  for (const day of days) {
    const start = Temporal.PlainDate.from(day).toPlainDateTime().subtract({ hours: 6 });
    for (let minutes = 0; minutes < 36 * 60; minutes += 30) {
      walls.push(formatWallTime(start.add({ minutes, seconds: minutes % 60 })));
    }
  }
  let state = 7;
  for (let i = 0; i < 150; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const seconds = Math.floor((state / 2 ** 31) * 250 * 365.25 * 86_400);
    walls.push(formatWallTime(Temporal.PlainDateTime.from('1850-01-01T00:00:00').add({ seconds })));
  }
  return walls;
}

describe('utcToZone and zoneToUtc agree with Temporal', () => {
  const walls = sampleWallTimes();
  it.each(ZONES)('%s', (zone) => {
    for (const wall of walls) {
      expect([wall, utcToZone(wall, zone)]).toEqual([wall, temporalUtcToZone(wall, zone)]);
      expect([wall, zoneToUtc(wall, zone)]).toEqual([wall, temporalZoneToUtc(wall, zone)]);
    }
  });

  it.each([
    '0001-01-01 00:00:00',
    '1600-02-29 12:00:00',
    '1900-03-01 00:00:00',
    '9999-12-31 23:59:59',
  ])('reads and writes the calendar at its edges: %s', (wall) => {
    for (const zone of ['UTC', 'Europe/Paris', 'UTC-3:30']) {
      expect(utcToZone(wall, zone)).toBe(temporalUtcToZone(wall, zone));
      expect(zoneToUtc(wall, zone)).toBe(temporalZoneToUtc(wall, zone));
    }
  });

  it('moves a wall time in a gap forward and takes the earlier instant of an overlap (§0.6)', () => {
    expect(zoneToUtc('2026-03-08 02:30:00', 'America/New_York')).toBe('2026-03-08 07:30:00');
    expect(zoneToUtc('2026-11-01 01:30:00', 'America/New_York')).toBe('2026-11-01 05:30:00');
    expect(utcToZone('2026-11-01 06:30:00', 'America/New_York')).toBe('2026-11-01 01:30:00');
  });
});

it('nowUtc is the current UTC wall time to the second', () => {
  const before = formatWallTime(Temporal.Now.zonedDateTimeISO('UTC'));
  const now = nowUtc();
  expect(now >= before && now <= formatWallTime(Temporal.Now.zonedDateTimeISO('UTC'))).toBe(true);
});
