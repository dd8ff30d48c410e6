import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../public/types';
import { calendarOf, eventsCalendar, sequenceOf } from './calendar';

const base: PublicEvent = {
  id: 7,
  url: 'https://calendar.example.org/event/gig/',
  rest_url: 'https://calendar.example.org/calendar/events/v1/events/7',
  modified_utc: '2026-01-02 03:04:05',
  status: 'publish',
  title: 'Gig',
  description: '<p>Doors at 7.<br />\nBring ID &amp; a smile.</p>\n<p>Last line</p>',
  excerpt: '',
  slug: 'gig',
  all_day: false,
  start_date: '2026-03-29 01:30:00',
  end_date: '2026-03-29 04:00:00',
  utc_start_date: '2026-03-29 00:30:00',
  utc_end_date: '2026-03-29 02:00:00',
  timezone: 'Europe/Paris',
  timezone_abbr: 'CET',
  cost: '',
  website: '',
  categories: [{ name: 'Music', slug: 'music' }],
  tags: [],
  venue: [],
  organizer: [],
};

const veventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

describe('eventsCalendar', () => {
  it('writes the description as plain text with its paragraphs', () => {
    const [vevent] = veventsOf(eventsCalendar([base], { name: 'x', host: 'h' }));
    expect(vevent!.getFirstPropertyValue('description')).toBe(
      'Doors at 7.\nBring ID & a smile.\n\nLast line',
    );
  });

  it.each([
    [undefined, 'CONFIRMED'],
    ['scheduled', 'CONFIRMED'],
    ['moved_online', 'CONFIRMED'],
    ['postponed', 'TENTATIVE'],
    ['canceled', 'CANCELLED'],
  ] as const)('writes the event status %s as STATUS:%s', (eventStatus, status) => {
    const [vevent] = veventsOf(
      eventsCalendar([{ ...base, event_status: eventStatus }], { name: 'x', host: 'h' }),
    );
    expect(vevent!.getFirstPropertyValue('status')).toBe(status);
  });

  it.each(['UTC+2', 'UTC'])('writes the zone %s in UTC, with no VTIMEZONE', (timezone) => {
    const text = eventsCalendar([{ ...base, timezone }], { name: 'x', host: 'h' });
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('DTSTART:20260329T003000Z');
    expect(text).toContain('DTEND:20260329T020000Z');
  });

  it('writes the bytes ical-generator writes, its lines folded at the same octets', () => {
    const long = (text: string) => Array.from({ length: 12 }, (_, index) => `${text} ${index}`);
    const events: PublicEvent[] = [
      { ...base, title: long('Fête de la musique à l’Opéra').join(' ') },
      {
        ...base,
        id: 8,
        timezone: 'America/New_York',
        description: `<p>${long('Concierto 🎺 en español, 東京 y más').join(' ')}</p>`,
      },
      { ...base, id: 9, timezone: 'UTC+2', title: `Lone \ud800é surrogate ${'x'.repeat(70)}` },
      { ...base, id: 10, all_day: true, start_date: '2026-03-29 00:00:00' },
      { ...base, id: 11, timezone: 'Australia/Sydney', title: 'é'.repeat(80) },
    ];
    const options = { name: 'Calendrier des événements', host: 'calendar.example.org' };
    const text = eventsCalendar(events, options);
    expect(text).toBe(calendarOf(events, options).toString());
    // The sample folds lines inside multi-octet text, and has three VTIMEZONEs.
    expect(text).toMatch(/[^\x00-\x7f]\r\n [^\x00-\x7f]/);
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(3);
  });

  it('is the same bytes for the same events (DTSTAMP is the modification time)', () => {
    const once = eventsCalendar([base], { name: 'x', host: 'h' });
    expect(eventsCalendar([base], { name: 'x', host: 'h' })).toBe(once);
    expect(once).toContain('DTSTAMP:20260102T030405Z');
  });
});

describe('sequenceOf', () => {
  it('grows with the modification time, one a second', () => {
    expect(sequenceOf('2020-01-01 00:00:00')).toBe(0);
    expect(sequenceOf('2026-01-02 03:04:06') - sequenceOf('2026-01-02 03:04:05')).toBe(1);
    expect(sequenceOf('2088-01-01 00:00:00')).toBeLessThan(2 ** 31);
  });
});

describe('a series in a feed (docs/recurrence.md)', () => {
  const day = (n: number) => `2032-05-${String(n).padStart(2, '0')}`;
  const occurrence = (id: number, date: string): PublicEvent => ({
    ...base,
    id,
    series_id: 100,
    all_day: true,
    start_date: `${date} 00:00:00`,
    end_date: `${date} 23:59:59`,
    utc_start_date: `${date} 00:00:00`,
    utc_end_date: `${date} 23:59:59`,
    timezone: 'UTC',
  });
  // Weekly on Mondays, five made; the list holds the 2nd, 4th and 5th (the 3rd left out).
  const series = {
    id: 100,
    lines: ['RRULE:FREQ=WEEKLY;COUNT=5'],
    startLocal: `${day(3)} 00:00:00`,
    endLocal: `${day(3)} 23:59:59`,
    timezone: 'UTC',
    occurrences: [3, 10, 17, 24, 31].map((n, index) => ({
      id: 100 + index,
      occurrenceStart: `${day(n)} 00:00:00`,
      changedAlone: false,
    })),
  };
  const listed = [occurrence(101, day(10)), occurrence(103, day(24)), occurrence(104, day(31))];

  it('writes all-day rules with dates: DTSTART, UNTIL and EXDATE', () => {
    const text = eventsCalendar(listed, {
      name: 'x',
      host: 'h',
      series: new Map([[100, series]]),
    });
    const [vevent, ...others] = veventsOf(text);
    expect(others).toHaveLength(0);
    expect(vevent!.getFirstPropertyValue('uid')).toBe('series-100@h');
    expect(text).toContain('DTSTART;VALUE=DATE:20320510');
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20320531');
    expect(text).toContain('EXDATE;VALUE=DATE:20320517');
    const event = new ICAL.Event(vevent!);
    const iterator = event.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) dates.push(next.toString());
    expect(dates).toEqual([day(10), day(24), day(31)]);
  });
});
