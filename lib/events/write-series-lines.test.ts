import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, test } from 'vitest';
import { shiftedLines, splitLines, withExdate, withOccurrence } from './write-series-lines';

// The lines a series writes itself (docs/recurrence.md): dates in UTC, as
// wall times of the series' zone.
const paris = {
  startLocal: '2027-03-16 19:00:00',
  endLocal: '2027-03-16 20:00:00',
  timezone: 'Europe/Paris',
};

describe('rewriting a series’ lines', () => {
  test('an occurrence deleted alone becomes an EXDATE in UTC, across daylight saving', () => {
    const lines = withExdate(['RRULE:FREQ=WEEKLY;COUNT=4'], paris, '2027-03-30 19:00:00');
    expect(lines).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20270330T170000Z']);
    // A second one joins the first, in order, and a TZID date sent earlier is rewritten.
    const again = withExdate(
      ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=Europe/Paris:20270330T190000'],
      paris,
      '2027-03-23 19:00:00',
    );
    expect(again).toEqual([
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE:20270323T180000Z,20270330T170000Z',
    ]);
  });

  test('an RDATE occurrence deleted alone leaves the RDATE out instead', () => {
    const lines = withExdate(
      ['RRULE:FREQ=WEEKLY;COUNT=2', 'RDATE:20270318T180000Z,20270319T180000Z'],
      paris,
      '2027-03-18 19:00:00',
    );
    expect(lines).toEqual(['RRULE:FREQ=WEEKLY;COUNT=2', 'RDATE:20270319T180000Z']);
  });

  test('a split ends the earlier rule the second before and turns COUNT into the last date', () => {
    const { earlier, later } = splitLines(
      [
        'RRULE:FREQ=WEEKLY;COUNT=6',
        'EXDATE:20270323T180000Z,20270406T170000Z',
        'RDATE:20270318T180000Z',
      ],
      paris,
      '2027-03-30 19:00:00',
      '2027-04-20 19:00:00',
    );
    expect(earlier).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270330T165959Z',
      'EXDATE:20270323T180000Z',
      'RDATE:20270318T180000Z',
    ]);
    expect(later).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20270420T170000Z', 'EXDATE:20270406T170000Z']);
  });

  test('a rule with UNTIL keeps it in the later part', () => {
    const { later } = splitLines(
      ['RRULE:FREQ=DAILY;UNTIL=20270401T000000Z'],
      paris,
      '2027-03-20 19:00:00',
      undefined,
    );
    expect(later).toEqual(['RRULE:FREQ=DAILY;UNTIL=20270401T000000Z']);
  });

  test('moving the whole series moves its EXDATE and RDATE dates, in the new zone', () => {
    const lines = shiftedLines(
      ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=Europe/Paris:20270323T190000'],
      paris,
      Temporal.Duration.from({ hours: 1, minutes: 30 }),
      'Europe/Paris',
    );
    expect(lines).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20270323T193000Z']);
  });
});

describe('an occurrence restored from the trash', () => {
  test('loses its EXDATE, or comes back as an RDATE when the rule no longer gives it', () => {
    expect(
      withOccurrence(
        ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20270323T180000Z,20270330T170000Z'],
        paris,
        '2027-03-23 19:00:00',
        true,
      ),
    ).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE:20270330T170000Z']);
    expect(
      withOccurrence(
        ['RRULE:FREQ=WEEKLY;UNTIL=20270330T165959Z'],
        paris,
        '2027-04-06 19:00:00',
        false,
      ),
    ).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20270330T165959Z', 'RDATE:20270406T170000Z']);
    // A date the rule still gives (its occurrence was trashed with the whole series) adds nothing.
    expect(
      withOccurrence(['RRULE:FREQ=WEEKLY;COUNT=4'], paris, '2027-03-23 19:00:00', true),
    ).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4']);
  });
});
