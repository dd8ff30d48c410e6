import { describe, expect, it } from 'vitest';
import { zoneToUtc } from './format';
import { normaliseTimeZone, temporalZone, zoneAbbreviation, zoneAbbreviationAtUtc } from './zones';

describe('normaliseTimeZone (docs/api.md §0.6 "Time zones")', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'America/New_York'],
    ['EUROPE/PARIS', 'Europe/Paris'],
    [' Asia/Hong_Kong ', 'Asia/Hong_Kong'],
    ['utc', 'UTC'],
    ['UTC', 'UTC'],
    ['asia/calcutta', 'Asia/Calcutta'],
    ['us/eastern', 'US/Eastern'],
    ['etc/gmt+5', 'Etc/GMT+5'],
    ['UTC+2', 'UTC+2'],
    ['utc+2', 'UTC+2'],
    ['UTC-5:30', 'UTC-5:30'],
    ['UTC+5.5', 'UTC+5.5'],
    ['UTC+02:00', 'UTC+2'],
    ['UTC+05:45', 'UTC+5:45'],
    ['UTC-0', 'UTC+0'],
    ['UTC+14', 'UTC+14'],
    ['UTC-12', 'UTC-12'],
  ])('%j → %s', (value, expected) => {
    expect(normaliseTimeZone(value)).toBe(expected);
  });

  it.each([
    ['Mars/Olympus'],
    [''],
    ['America/New York'],
    ['EDT'],
    ['+02:00'],
    ['GMT+2'],
    ['UTC+'],
    ['UTC+15'],
    ['UTC+14:30'],
    ['UTC+2.25'],
    ['UTC+5:60'],
    ['UTC 2'],
  ])('%j → null', (value) => {
    expect(normaliseTimeZone(value)).toBeNull();
  });
});

describe('temporalZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['UTC', 'UTC'],
    ['UTC+2', '+02:00'],
    ['UTC-5:30', '-05:30'],
    ['UTC+5.5', '+05:30'],
    ['UTC-9.5', '-09:30'],
    ['UTC+0', '+00:00'],
    ['UTC+14', '+14:00'],
  ])('%s → %s', (stored, expected) => {
    expect(temporalZone(stored)).toBe(expected);
  });
});

describe('zoneAbbreviation (§1.2 timezone_abbr)', () => {
  it.each([
    ['2025-01-15 12:00:00', 'America/New_York', 'EST'],
    ['2025-07-15 12:00:00', 'America/New_York', 'EDT'],
    ['2025-03-09 02:30:00', 'America/New_York', 'EDT'],
    ['2025-11-02 01:30:00', 'America/New_York', 'EDT'],
    ['2025-01-15 12:00:00', 'Europe/Paris', 'CET'],
    ['2025-07-15 12:00:00', 'Europe/Paris', 'CEST'],
    ['2025-07-15 12:00:00', 'Europe/London', 'BST'],
    ['2025-07-15 12:00:00', 'Asia/Hong_Kong', 'HKT'],
    ['2025-07-15 12:00:00', 'Australia/Sydney', 'AEST'],
    ['2025-01-15 12:00:00', 'Australia/Sydney', 'AEDT'],
    ['2025-07-15 12:00:00', 'Asia/Kolkata', 'IST'],
    ['2025-07-15 12:00:00', 'Europe/Istanbul', '+03'],
    ['2025-07-15 12:00:00', 'Asia/Dubai', '+04'],
    ['2025-07-15 12:00:00', 'Asia/Kathmandu', '+0545'],
    ['2025-07-15 12:00:00', 'UTC', 'UTC'],
    ['2025-07-15 12:00:00', 'UTC+2', 'UTC+2'],
    ['2025-07-15 12:00:00', 'UTC-5:30', 'UTC-5:30'],
  ])('%s in %s → %s', (wall, stored, expected) => {
    expect(zoneAbbreviation(wall, stored)).toBe(expected);
    // The same from the instant in UTC, as a series' occurrences are written.
    expect(zoneAbbreviationAtUtc(zoneToUtc(wall, stored), stored)).toBe(expected);
  });

  it('gives a numeric form for a zone the tz database does not name', () => {
    expect(zoneAbbreviation('2025-07-15 12:00:00', '+05:30')).toBe('+0530');
  });
});
