import { describe, expect, it } from 'vitest';
import { noRepeat, repeatLines, repeatOfLines, type RepeatValues } from './repeat-rule';

// Tuesday 1 December 2026, 19:00 in Paris (18:00 UTC).
const paris = { startDate: '2026-12-01', startTime: '19:00', zone: 'Europe/Paris' };
const values = (changes: Partial<RepeatValues>): RepeatValues => ({
  ...noRepeat(paris.startDate),
  ...changes,
});

describe('repeat rule', () => {
  it('starts from the start date: its weekday, day of the month and nth weekday', () => {
    expect(noRepeat('2026-12-29')).toMatchObject({
      frequency: 'none',
      weekdays: ['TU'],
      monthDay: '29',
      ordinal: 'last',
      ordinalWeekday: 'TU',
    });
    expect(repeatLines(noRepeat('2026-12-01'), paris)).toEqual([]);
    expect(repeatOfLines([], paris)).toEqual(noRepeat(paris.startDate));
  });

  it('writes weekly days in week order, UNTIL at the end of the last day in the zone, in UTC', () => {
    const weekly = values({
      frequency: 'weekly',
      weekdays: ['TH', 'TU'],
      ends: 'until',
      until: '2027-03-01',
    });
    expect(repeatLines(weekly, paris)).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270301T225959Z',
    ]);
  });

  it('writes skipped dates as UTC date-times at the start time, across the change of hour', () => {
    const daily = values({ frequency: 'daily', exceptions: ['2027-04-06', '2026-12-08'] });
    expect(repeatLines(daily, paris)).toEqual([
      'RRULE:FREQ=DAILY',
      'EXDATE:20261208T180000Z,20270406T170000Z',
    ]);
  });

  it.each<[string, Partial<RepeatValues>, string]>([
    ['every day', { frequency: 'daily' }, 'RRULE:FREQ=DAILY'],
    [
      'every 2 weeks, 10 times',
      { frequency: 'weekly', interval: '2', weekdays: ['MO'], ends: 'count', count: '10' },
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10',
    ],
    [
      'a day of the month',
      { frequency: 'monthly', monthlyBy: 'day', monthDay: '15' },
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=15',
    ],
    [
      'the second Tuesday',
      { frequency: 'monthly', monthlyBy: 'weekday', ordinal: 'second', ordinalWeekday: 'TU' },
      'RRULE:FREQ=MONTHLY;BYDAY=2TU',
    ],
    [
      'the last Friday',
      { frequency: 'monthly', monthlyBy: 'weekday', ordinal: 'last', ordinalWeekday: 'FR' },
      'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
    ],
    ['every 3 years', { frequency: 'yearly', interval: '3' }, 'RRULE:FREQ=YEARLY;INTERVAL=3'],
  ])('round-trips %s', (_, changes, line) => {
    const form = values(changes);
    expect(repeatLines(form, paris)).toEqual([line]);
    expect(repeatOfLines([line], paris)).toEqual(form);
  });

  it('round-trips until and skipped dates from lines to values and back', () => {
    const lines = [
      'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270301T225959Z',
      'EXDATE:20261208T180000Z,20270406T170000Z',
    ];
    const form = repeatOfLines(lines, paris);
    expect(form).toMatchObject({
      frequency: 'weekly',
      weekdays: ['TU', 'TH'],
      ends: 'until',
      until: '2027-03-01',
      exceptions: ['2026-12-08', '2027-04-06'],
    });
    expect(repeatLines(form, paris)).toEqual(lines);
  });

  it('reads an UNTIL the server wrote as the last day it lets in', () => {
    // A split ends the rule the second before the 15 December occurrence.
    expect(repeatOfLines(['RRULE:FREQ=DAILY;UNTIL=20261215T175959Z'], paris)).toMatchObject({
      ends: 'until',
      until: '2026-12-14',
    });
    // The API's own example: midnight UTC, before that day's 19:00.
    expect(repeatOfLines(['RRULE:FREQ=DAILY;UNTIL=20270301T000000Z'], paris).until).toBe(
      '2027-02-28',
    );
  });

  it('reads skipped dates written with a zone, floating or as dates', () => {
    const form = repeatOfLines(
      [
        'RRULE:FREQ=DAILY',
        'EXDATE;TZID=America/New_York:20261208T130000',
        'EXDATE:20261209T190000',
        'EXDATE;VALUE=DATE:20261210',
      ],
      paris,
    );
    expect(form.exceptions).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
  });

  it('reads a weekly rule without days as the start date’s weekday', () => {
    expect(repeatOfLines(['RRULE:FREQ=WEEKLY'], paris).weekdays).toEqual(['TU']);
  });

  it('works in offset zones', () => {
    const kolkata = { ...paris, zone: 'UTC+5.5' };
    const form = values({ frequency: 'daily', exceptions: ['2026-12-08'] });
    const lines = repeatLines(form, kolkata);
    expect(lines).toEqual(['RRULE:FREQ=DAILY', 'EXDATE:20261208T133000Z']);
    expect(repeatOfLines(lines, kolkata)).toEqual(form);
  });

  it.each([
    ['an RDATE', ['RRULE:FREQ=DAILY', 'RDATE:20261225T180000Z']],
    ['BYSETPOS', ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1']],
    ['two rules', ['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY']],
    ['BYMONTH', ['RRULE:FREQ=YEARLY;BYMONTH=6']],
    ['a fifth weekday', ['RRULE:FREQ=MONTHLY;BYDAY=5SU']],
    ['days on a daily rule', ['RRULE:FREQ=DAILY;BYDAY=MO']],
    ['a skipped date at another time', ['RRULE:FREQ=DAILY', 'EXDATE:20261208T100000Z']],
    ['an hourly rule', ['RRULE:FREQ=HOURLY']],
    ['another week start', ['RRULE:FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=MO']],
    ['an unknown zone', ['RRULE:FREQ=DAILY', 'EXDATE;TZID=Mars/Olympus:20261208T190000']],
  ])('keeps lines with %s as a custom rule, unchanged', (_, lines) => {
    const form = repeatOfLines(lines, paris);
    expect(form.frequency).toBe('custom');
    expect(repeatLines(form, paris)).toEqual(lines);
  });
});
