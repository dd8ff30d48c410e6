import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { formatWallTime, parseWallTime, utcToZone, zoneToUtc } from './format';
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

  it('moves a wall time in a gap forward and takes the earlier instant of an overlap (§0.6)', () => {
    expect(zoneToUtc('2026-03-08 02:30:00', 'America/New_York')).toBe('2026-03-08 07:30:00');
    expect(zoneToUtc('2026-11-01 01:30:00', 'America/New_York')).toBe('2026-11-01 05:30:00');
    expect(utcToZone('2026-11-01 06:30:00', 'America/New_York')).toBe('2026-11-01 01:30:00');
  });
});
