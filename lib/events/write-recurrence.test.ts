import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { zoneToUtc } from '../dates/format';
import { ApiError } from '../http/errors';
import { readRecurrence } from './schema-recurrence';
import { expandRecurrence, MAX_OCCURRENCES, type FirstOccurrence } from './write-recurrence';

const farHorizon = Temporal.Instant.from('2040-01-01T00:00:00Z');

const expand = (lines: string[], first: FirstOccurrence, horizon = farHorizon) =>
  expandRecurrence(readRecurrence(lines), first, horizon);

const paris = (startLocal: string, endLocal: string): FirstOccurrence => ({
  startLocal,
  endLocal,
  timezone: 'Europe/Paris',
});

/** The recurrence error's reason, or a failure when the call succeeds or throws something else. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const { status, code, data } = error as ApiError;
    expect([status, code]).toEqual([400, 'rest_invalid_param']);
    return (data.params as Record<string, string>).recurrence!;
  }
  throw new Error('expected a refusal');
}

describe('a series keeps its wall-clock time and length (docs/recurrence.md)', () => {
  it('repeats on chosen weekdays until UNTIL, the first occurrence first', () => {
    const occurrences = expand(
      ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261217T000000Z'],
      paris('2026-12-01 19:00:00', '2026-12-01 21:00:00'),
    );
    expect(occurrences.map((o) => o.startLocal)).toEqual([
      '2026-12-01 19:00:00',
      '2026-12-03 19:00:00',
      '2026-12-08 19:00:00',
      '2026-12-10 19:00:00',
      '2026-12-15 19:00:00',
    ]);
    expect(occurrences.every((o) => o.endLocal.endsWith('21:00:00'))).toBe(true);
  });

  it('stays at 19:00 in Paris across the last Sundays of March and October', () => {
    for (const [first, before, after] of [
      ['2027-03-16 19:00:00', '2027-03-23 19:00:00', '2027-03-30 19:00:00'],
      ['2027-10-19 19:00:00', '2027-10-26 19:00:00', '2027-11-02 19:00:00'],
    ] as const) {
      const occurrences = expand(
        ['RRULE:FREQ=WEEKLY;COUNT=3'],
        paris(first, first.replace('19:00', '20:00')),
      );
      expect(occurrences.map((o) => o.startLocal)).toEqual([first, before, after]);
      // The UTC time moves by the hour the clocks changed.
      const utcHour = (wall: string) => zoneToUtc(wall, 'Europe/Paris').slice(11, 13);
      expect(utcHour(before)).not.toBe(utcHour(after));
    }
  });

  it('repeats all-day and multi-day events with their length in days', () => {
    const allDay = expand(
      ['RRULE:FREQ=DAILY;COUNT=2'],
      paris('2027-01-30 00:00:00', '2027-01-30 23:59:59'),
    );
    expect(allDay).toEqual([
      { startLocal: '2027-01-30 00:00:00', endLocal: '2027-01-30 23:59:59' },
      { startLocal: '2027-01-31 00:00:00', endLocal: '2027-01-31 23:59:59' },
    ]);
    const festival = expand(
      ['RRULE:FREQ=YEARLY;COUNT=2'],
      paris('2027-07-10 18:00:00', '2027-07-12 23:00:00'),
    );
    expect(festival[1]).toEqual({
      startLocal: '2028-07-10 18:00:00',
      endLocal: '2028-07-12 23:00:00',
    });
  });

  it('repeats in a zone written as an offset (UTC+5.5), with EXDATEs in offsets too', () => {
    const occurrences = expand(
      ['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE;TZID=UTC+5.5:20261202T190000'],
      {
        startLocal: '2026-12-01 19:00:00',
        endLocal: '2026-12-01 20:00:00',
        timezone: 'UTC+5.5',
      },
    );
    expect(occurrences.map((o) => o.startLocal)).toEqual([
      '2026-12-01 19:00:00',
      '2026-12-03 19:00:00',
    ]);
  });

  it('ends on the UNTIL date when UNTIL is a date', () => {
    const occurrences = expand(
      ['RRULE:FREQ=DAILY;UNTIL=20261203'],
      paris('2026-12-01 19:00:00', '2026-12-01 20:00:00'),
    );
    expect(occurrences.map((o) => o.startLocal.slice(0, 10))).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('counts the first occurrence in COUNT even when the rule would not give it', () => {
    // 2026-11-30 is a Monday: the event, then the next two Tuesdays, three in all.
    const occurrences = expand(
      ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3'],
      paris('2026-11-30 19:00:00', '2026-11-30 20:00:00'),
    );
    expect(occurrences.map((o) => o.startLocal.slice(0, 10))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-08',
    ]);
  });

  it('repeats monthly on the nth weekday', () => {
    const occurrences = expand(
      ['RRULE:FREQ=MONTHLY;BYDAY=3TU;COUNT=3'],
      paris('2026-10-20 19:00:00', '2026-10-20 20:00:00'),
    );
    expect(occurrences.map((o) => o.startLocal.slice(0, 10))).toEqual([
      '2026-10-20',
      '2026-11-17',
      '2026-12-15',
    ]);
  });
});

describe('EXDATE and RDATE', () => {
  const first = paris('2026-12-01 19:00:00', '2026-12-01 20:00:00');

  it('leave out excluded dates, in any of their forms', () => {
    const occurrences = expand(
      [
        'RRULE:FREQ=WEEKLY;COUNT=6',
        'EXDATE;TZID=Europe/Paris:20261208T190000',
        'EXDATE:20261215T180000Z',
        'EXDATE;VALUE=DATE:20261222',
        'EXDATE:20261229T190000',
      ],
      first,
    );
    expect(occurrences.map((o) => o.startLocal.slice(0, 10))).toEqual(['2026-12-01', '2027-01-05']);
  });

  it('add dates, alone or beside a rule, once each and in order', () => {
    const occurrences = expand(
      [
        'RRULE:FREQ=WEEKLY;COUNT=2',
        'RDATE;TZID=Europe/Paris:20261203T190000,20261208T190000',
        'RDATE;VALUE=DATE:20261205',
      ],
      first,
    );
    expect(occurrences.map((o) => o.startLocal)).toEqual([
      '2026-12-01 19:00:00',
      '2026-12-03 19:00:00',
      '2026-12-05 19:00:00',
      '2026-12-08 19:00:00',
    ]);
    expect(expand(['RDATE:20261210T180000Z'], first).map((o) => o.startLocal)).toEqual([
      '2026-12-01 19:00:00',
      '2026-12-10 19:00:00',
    ]);
  });
});

describe('unbounded rules and the cap', () => {
  const first = paris('2026-12-01 19:00:00', '2026-12-01 20:00:00');

  it('stop an unbounded rule at the horizon, and only an unbounded one', () => {
    const horizon = Temporal.Instant.from('2026-12-31T00:00:00Z');
    expect(expand(['RRULE:FREQ=WEEKLY'], first, horizon)).toHaveLength(5);
    expect(expand(['RRULE:FREQ=WEEKLY;COUNT=10'], first, horizon)).toHaveLength(10);
  });

  it(`refuses more than ${MAX_OCCURRENCES} occurrences, and accepts exactly that many`, () => {
    expect(expand([`RRULE:FREQ=DAILY;COUNT=${MAX_OCCURRENCES}`], first)).toHaveLength(
      MAX_OCCURRENCES,
    );
    expect(refusal(() => expand([`RRULE:FREQ=DAILY;COUNT=${MAX_OCCURRENCES + 1}`], first))).toMatch(
      /at most 1000/,
    );
    expect(refusal(() => expand(['RRULE:FREQ=HOURLY'], first))).toMatch(/at most 1000/);
    // The rule alone counts: exceptions do not bring 1,500 back under the cap.
    const exceptions = Array.from(
      { length: 600 },
      (_, day) =>
        `EXDATE:${Temporal.PlainDate.from('2026-12-02').add({ days: day }).toString().replace(/-/g, '')}T180000Z`,
    );
    expect(refusal(() => expand(['RRULE:FREQ=DAILY;COUNT=1500', ...exceptions], first))).toMatch(
      /at most 1000/,
    );
  });
});

describe('lines that are refused, naming recurrence', () => {
  const first = paris('2026-12-01 19:00:00', '2026-12-01 20:00:00');

  it.each([
    ['a rule without FREQ', ['RRULE:COUNT=3'], /FREQ/],
    ['an unknown frequency', ['RRULE:FREQ=SOMETIMES'], /FREQ/],
    ['an unknown weekday', ['RRULE:FREQ=WEEKLY;BYDAY=XX'], /BYDAY/],
    ['another property', ['DTSTART:20261201T190000Z'], /Not an RRULE/],
    ['text that is no content line', ['every Tuesday'], /Not an RRULE/],
    ['a date that is no date', ['EXDATE:garbage'], /Not an RRULE/],
    ['an unknown zone', ['RRULE:FREQ=DAILY', 'EXDATE;TZID=Mars/Base:20261202T190000'], /zone/],
    ['two rules', ['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY'], /at most one RRULE/],
    ['exceptions without a rule', ['EXDATE:20261208T180000Z'], /RRULE or an RDATE/],
    ['periods', ['RDATE;VALUE=PERIOD:20261203T180000Z/20261203T200000Z'], /Only dates/],
  ])('%s', (_, lines, reason) => {
    expect(refusal(() => expand(lines, first))).toMatch(reason);
  });

  it('refuses a rule that no date satisfies, and an RDATE before the event', () => {
    expect(refusal(() => expand(['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30'], first))).toMatch(
      /no dates/,
    );
    expect(refusal(() => expand(['RDATE:20261101T180000Z'], first))).toMatch(/before the event/);
  });

  it('refuses dates, or their instants, outside the years 0000-9999 (docs/api.md §0.6)', () => {
    const late = (startLocal: string, endLocal: string, timezone: string) =>
      expand(['RRULE:FREQ=DAILY;COUNT=2'], { startLocal, endLocal, timezone });
    // The second start is in 9999 in New York, but already in the year 10000 in UTC.
    const inNewYork = () => late('9999-12-30 20:00:00', '9999-12-30 21:00:00', 'America/New_York');
    expect(refusal(inNewYork)).toMatch(/0000-9999/);
    // The second occurrence starts in 9999 and ends in 10000.
    const lasting = () => late('9999-12-30 10:00:00', '9999-12-31 10:00:00', 'UTC');
    expect(refusal(lasting)).toMatch(/0000-9999/);
    // The first occurrence's instant is before the year 0 in UTC.
    const early = () => late('0000-01-01 05:00:00', '0000-01-01 06:00:00', 'Asia/Tokyo');
    expect(refusal(early)).toMatch(/0000-9999/);
    expect(late('9999-12-30 10:00:00', '9999-12-30 12:00:00', 'UTC').at(-1)).toEqual({
      startLocal: '9999-12-31 10:00:00',
      endLocal: '9999-12-31 12:00:00',
    });
  });

  it('refuses a rule that ends before the event starts, and excluding the first occurrence', () => {
    expect(refusal(() => expand(['RRULE:FREQ=DAILY;UNTIL=20261101T000000Z'], first))).toMatch(
      /UNTIL/,
    );
    expect(
      refusal(() => expand(['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE:20261201T180000Z'], first)),
    ).toMatch(/first occurrence/);
  });

  it('reads a JSON array, form items or one string of lines, and answers the lines normalised', () => {
    const lines = ['rrule:FREQ=WEEKLY;BYDAY=TU', 'EXDATE;TZID=Europe/Paris:20261208T190000'];
    expect(readRecurrence(lines).lines).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'EXDATE;TZID=Europe/Paris:20261208T190000',
    ]);
    expect(readRecurrence({ 0: lines[0]!, 1: lines[1]! }).lines).toHaveLength(2);
    expect(readRecurrence(lines.join('\r\n')).lines).toHaveLength(2);
    expect(readRecurrence([]).lines).toEqual([]);
    expect(refusal(() => readRecurrence([3] as never))).toMatch(/string/);
  });
});
