import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { formatWallTime, utcToZone, zoneToUtc } from './format';
import { parseDateTime, plainWallTime } from './parse';
import { temporalZone } from './zones';

const NEW_YORK = 'America/New_York';
// The spec's "now": Mon 2025-03-10 14:05:00 EDT.
const NOW = Temporal.Instant.from('2025-03-10T18:05:00Z');

function parseWall(input: string, zone = NEW_YORK, now = NOW): string | null {
  const result = parseDateTime(input, zone, now);
  return result && formatWallTime(result);
}

describe('parseDateTime: the spec examples (docs/api.md §0.6)', () => {
  it.each([
    ['tomorrow 9am', '2025-03-11 09:00:00'],
    ['next wednesday 4pm', '2025-03-12 16:00:00'],
    ['wednesday', '2025-03-12 00:00:00'],
    ['+5 days 11am', '2025-03-15 11:00:00'],
    ['yesterday 23:59', '2025-03-09 23:59:00'],
    ['+24 months', '2027-03-10 14:05:00'],
    ['2018-01-01 4pm', '2018-01-01 16:00:00'],
    ['1514764800', '2017-12-31 19:00:00'],
  ])('%s → %s', (input, expected) => {
    expect(parseWall(input)).toBe(expected);
  });
});

describe('parseDateTime: accepted forms', () => {
  it.each([
    ['ISO date', '2018-01-01', '2018-01-01 00:00:00'],
    ['ISO date, one-digit month and day', '2018-1-5', '2018-01-05 00:00:00'],
    ['ISO with space and HH:MM', '2018-01-01 15:00', '2018-01-01 15:00:00'],
    ['ISO with T and seconds', '2018-01-01T15:00:07', '2018-01-01 15:00:07'],
    ['ISO with a fraction', '2018-01-01 15:00:07.750', '2018-01-01 15:00:07'],
    ['ISO with Z', '2018-01-01T15:00:00Z', '2018-01-01 10:00:00'],
    ['ISO with ±HH:MM', '2018-01-01T15:00:00+02:00', '2018-01-01 08:00:00'],
    ['ISO with ±HHMM', '2018-01-01T15:00:00-0530', '2018-01-01 15:30:00'],
    ['ISO with ±HH', '2018-01-01T15:00:00+02', '2018-01-01 08:00:00'],
    ['ISO with space and attached zone', '2018-01-01 15:00:00+02:00', '2018-01-01 08:00:00'],
    ['lower-case t and z', '2018-01-01t15:00:00z', '2018-01-01 10:00:00'],
    ['zone UTC', '2018-01-01 10:00 UTC', '2018-01-01 05:00:00'],
    ['zone GMT', '2018-01-01 10:00 GMT', '2018-01-01 05:00:00'],
    ['zone Z on its own', '2018-01-01 10:00 Z', '2018-01-01 05:00:00'],
    ['zone ±HH:MM on its own', '2018-01-01 10:00 +01:00', '2018-01-01 04:00:00'],
    ['zone ±HHMM on its own', '2018-01-01 10:00 -0300', '2018-01-01 08:00:00'],
    ['YYYY/MM/DD', '2018/01/31', '2018-01-31 00:00:00'],
    ['MM/DD/YYYY', '01/31/2018', '2018-01-31 00:00:00'],
    ['DD-MM-YYYY', '31-01-2018', '2018-01-31 00:00:00'],
    ['DD.MM.YYYY', '31.01.2018', '2018-01-31 00:00:00'],
    ['Month D, YYYY', 'January 5, 2018', '2018-01-05 00:00:00'],
    ['Mon D YYYY', 'jan 5 2018', '2018-01-05 00:00:00'],
    ['D Mon YYYY', '5 Jan 2018', '2018-01-05 00:00:00'],
    ['D Month YYYY', '5 september 2018', '2018-09-05 00:00:00'],
    ['a leap day', '2016-02-29', '2016-02-29 00:00:00'],
    ['now', 'now', '2025-03-10 14:05:00'],
    ['today', 'today', '2025-03-10 00:00:00'],
    ['midnight', 'midnight', '2025-03-10 00:00:00'],
    ['noon', 'noon', '2025-03-10 12:00:00'],
    ['tomorrow', 'tomorrow', '2025-03-11 00:00:00'],
    ['yesterday', 'yesterday', '2025-03-09 00:00:00'],
    ['short weekday, today', 'mon', '2025-03-10 00:00:00'],
    ['this weekday, today', 'this monday', '2025-03-10 00:00:00'],
    ['next weekday, today', 'next monday', '2025-03-17 00:00:00'],
    ['last weekday, today', 'last monday', '2025-03-03 00:00:00'],
    ['last friday', 'last friday', '2025-03-07 00:00:00'],
    ['bare weekday', 'sunday', '2025-03-16 00:00:00'],
    ['N days', '15 days', '2025-03-25 14:05:00'],
    ['-N month', '-1 month', '2025-02-10 14:05:00'],
    ['N weeks ago', '2 weeks ago', '2025-02-24 14:05:00'],
    ['next month', 'next month', '2025-04-10 14:05:00'],
    ['last year', 'last year', '2024-03-10 14:05:00'],
    ['next week', 'next week', '2025-03-17 14:05:00'],
    ['fortnight', '1 fortnight', '2025-03-24 14:05:00'],
    ['minutes', '+90 minutes', '2025-03-10 15:35:00'],
    ['several offsets', '+1 hour 30 mins', '2025-03-10 15:35:00'],
    ['secs', '+10 secs', '2025-03-10 14:05:10'],
    ['H am', '9am', '2025-03-10 09:00:00'],
    ['H pm with a space', '4 pm', '2025-03-10 16:00:00'],
    ['H:MM pm', '11:30pm', '2025-03-10 23:30:00'],
    ['12am is midnight', '12am', '2025-03-10 00:00:00'],
    ['12:30am', '12:30am', '2025-03-10 00:30:00'],
    ['12pm is noon', '12pm', '2025-03-10 12:00:00'],
    ['HH:MM:SS', '23:59:59', '2025-03-10 23:59:59'],
    ['H:MM', '7:05', '2025-03-10 07:05:00'],
    ['any case and outer spaces', '  TOMORROW  9AM ', '2025-03-11 09:00:00'],
    ['items in any order', '9am tomorrow', '2025-03-11 09:00:00'],
    ['weekday, offset and time', 'next monday +1 day 10:00', '2025-03-18 10:00:00'],
    ['an hour offset after a written time', '2018-01-01 15:00 +1 hour', '2018-01-01 16:00:00'],
    ['an hour offset before a time of day', '+1 hour 9am', '2025-03-10 10:00:00'],
    ['a written date with a time of day', 'Jan 5, 2018 4pm', '2018-01-05 16:00:00'],
    ['a date then a weekday', '2018-01-03 monday', '2018-01-08 00:00:00'],
    ['a relative form read in a written zone', 'tomorrow 9am utc', '2025-03-11 05:00:00'],
    ['timestamp zero', '0', '1969-12-31 19:00:00'],
    ['negative timestamp', '-86400', '1969-12-30 19:00:00'],
  ])('%s: %s → %s', (_form, input, expected) => {
    expect(parseWall(input)).toBe(expected);
  });

  it('keeps a written fraction of a second', () => {
    const result = parseDateTime('2018-01-01T15:00:00.123456789Z', 'UTC', NOW);
    expect(result?.toString()).toBe('2018-01-01T15:00:00.123456789+00:00[UTC]');
  });

  it('answers in the reference zone, IANA or fixed offset', () => {
    expect(parseDateTime('now', NEW_YORK, NOW)?.timeZoneId).toBe(NEW_YORK);
    expect(parseDateTime('2018-01-01 10:00 UTC', '+02:00', NOW)?.toString()).toBe(
      '2018-01-01T12:00:00+02:00[+02:00]',
    );
  });

  it('starts from the current instant by default', () => {
    const before = Temporal.Now.instant();
    const result = parseDateTime('now', 'UTC')!;
    // The polyfill's clock adds a sub-millisecond part from another clock, so
    // two readings can go backwards within one millisecond.
    expect(result.epochMilliseconds).toBeGreaterThanOrEqual(before.epochMilliseconds);
    expect(result.epochMilliseconds - before.epochMilliseconds).toBeLessThan(1000);
  });

  it('throws on an unknown reference zone, a programming error', () => {
    expect(() => parseDateTime('now', 'Mars/Olympus', NOW)).toThrow(RangeError);
  });
});

describe('parseDateTime: invalid input', () => {
  it.each([
    ['foo'],
    [''],
    ['   '],
    ['before my birthday'],
    ['"before my birthday"'],
    ['"tomorrow"'],
    ['not a strtotime parsable string'],
    ['2018-01-01 2018-01-02'],
    ['tomorrow 2018-01-01'],
    ['tomorrow noon'],
    ['monday friday'],
    ['9am 10am'],
    ['2018-01-01 10:00 11am'],
    ['2018-01-01T10:00Z UTC'],
    ['2018-13-01'],
    ['2018-02-30'],
    ['2017-02-29'],
    ['31/01/2018'],
    ['25:00'],
    ['12:60'],
    ['13pm'],
    ['0am'],
    ['2018-01-01T15:00:00+24:00'],
    ['January 5'],
    ['5 Jan'],
    ['+2 days ago'],
    ['this month'],
    ['tomorrow+1 day'],
    ['1514764800 9am'],
    ['+02'],
    ['31-01.2018'],
    ['+999999999 years'],
  ])('%j → null', (input) => {
    expect(parseDateTime(input, NEW_YORK, NOW)).toBeNull();
  });

  // Dates are compared as text, which orders only four-digit years.
  it.each([
    ['a timestamp in the year 14645', '400000000000'],
    ['a timestamp in the year -29719', '-999999999999'],
    ['an offset past the year 9999', '+8000 years'],
    ['a wall time whose instant is in the year 10000 in UTC', '9999-12-31 23:00'],
  ])('%s → null', (_, input) => {
    expect(parseDateTime(input, NEW_YORK, NOW)).toBeNull();
  });

  it('reads the last and first four-digit years', () => {
    expect(parseDateTime('9999-12-31 18:59:59', NEW_YORK, NOW)?.toString()).toBe(
      '9999-12-31T18:59:59-05:00[America/New_York]',
    );
    expect(parseDateTime('0000-01-01 12:00 UTC', 'UTC', NOW)?.year).toBe(0);
  });
});

describe('parseDateTime: DST in the reference zone (step 6)', () => {
  it.each([
    [
      'a wall time in the spring gap moves forward',
      '2025-03-09 02:30',
      '2025-03-09T03:30:00-04:00',
    ],
    [
      'an ambiguous wall time takes the earlier instant',
      '2025-11-02 01:30',
      '2025-11-02T01:30:00-04:00',
    ],
    ['a day offset into the gap', '2025-03-08 02:30 +1 day', '2025-03-09T03:30:00-04:00'],
    [
      'hours are elapsed time across the gap',
      '2025-03-09 01:30 +1 hour',
      '2025-03-09T03:30:00-04:00',
    ],
    [
      'hours are elapsed time across the overlap',
      '2025-11-02 01:30 +1 hour',
      '2025-11-02T01:30:00-05:00',
    ],
  ])('%s: %s', (_case, input, expected) => {
    expect(parseDateTime(input, NEW_YORK, NOW)?.toString()).toBe(`${expected}[${NEW_YORK}]`);
  });
});

describe('parseDateTime: month overflow like PHP (step 3)', () => {
  it.each([
    ['2025-01-31 +1 month', '2025-03-03 00:00:00'],
    ['2024-01-31 +1 month', '2024-03-02 00:00:00'],
    ['2025-03-31 -1 month', '2025-03-03 00:00:00'],
    ['2025-08-31 next month', '2025-10-01 00:00:00'],
    ['2024-02-29 +1 year', '2025-03-01 00:00:00'],
    ['2025-01-31 +1 month -1 month', '2025-02-03 00:00:00'],
  ])('%s → %s', (input, expected) => {
    expect(parseWall(input)).toBe(expected);
  });
});

describe('plainWallTime: the plain form read without Temporal', () => {
  const zones = ['UTC', NEW_YORK, 'Europe/Paris', 'Australia/Lord_Howe', 'Pacific/Apia', 'UTC+5.5'];
  // Around the spring-forward gaps and fall-back overlaps, and the day Apia skipped.
  const days = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-10-04', '2011-12-30'];
  const texts = days.flatMap((day) =>
    Array.from({ length: 48 }, (_, half) => {
      const time = `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
      return half % 3 === 0 ? `${day}T${time}` : `${day} ${time}:${half % 2 ? '15' : '00'}`;
    }),
  );
  texts.push('2026-02-28', '2024-02-29', '1900-01-01 00:00', '9998-12-31 23:59:59', ' 2026-07-04 ');

  it.each(zones)('places each wall time in %s as the grammar does, gaps moved forward', (zone) => {
    for (const text of texts) {
      const plain = plainWallTime(text);
      expect(plain, text).toBeDefined();
      const fast = utcToZone(zoneToUtc(plain!, zone), zone);
      expect([text, fast]).toEqual([text, parseWall(text, temporalZone(zone))]);
    }
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-04-31 10:00',
    '2026-01-01 24:00',
    '2026-01-01 10:60',
    '1899-12-31',
    '9999-01-01',
    '2026-1-5',
    'tomorrow',
    '2026-01-01 10:00 +02:00',
    '1700000000',
  ])('leaves %s to the grammar', (text) => {
    expect(plainWallTime(text)).toBeUndefined();
  });
});
