import { describe, expect, it } from 'vitest';
import { googleCalendarLink, locationOf, outlookLink } from './add-to-calendar';
import type { PublicEvent } from './types';

const concert = {
  title: 'Jazz & Blues night',
  description: '<p>Doors at <strong>19:00</strong>.</p><p>Bring a friend</p>',
  url: 'https://calendar.example/event/jazz-night/',
  all_day: false,
  start_date: '2026-12-05 19:30:00',
  end_date: '2026-12-05 22:30:00',
  utc_start_date: '2026-12-05 18:30:00',
  utc_end_date: '2026-12-05 21:30:00',
  timezone: 'Europe/Paris',
  venue: {
    id: 4,
    url: 'https://calendar.example/venue/main-hall/',
    venue: 'Main Hall',
    address: '1 Quai Saint-Antoine',
    city: 'Lyon',
    country: 'France',
  },
} satisfies Partial<PublicEvent> as unknown as PublicEvent;

const festival = {
  ...concert,
  all_day: true,
  start_date: '2026-12-30 00:00:00',
  end_date: '2027-01-01 23:59:59',
  venue: [],
} as unknown as PublicEvent;

const queryOf = (link: string) => new URL(link).searchParams;

describe('Google Calendar link', () => {
  it('fills the template with UTC times, the zone, the text of the description and the place', () => {
    const link = googleCalendarLink(concert);
    expect(link.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const query = queryOf(link);
    expect(query.get('action')).toBe('TEMPLATE');
    expect(query.get('text')).toBe('Jazz & Blues night');
    expect(query.get('dates')).toBe('20261205T183000Z/20261205T213000Z');
    expect(query.get('ctz')).toBe('Europe/Paris');
    expect(query.get('details')).toBe(
      'Doors at 19:00.\n\nBring a friend\n\nhttps://calendar.example/event/jazz-night/',
    );
    expect(query.get('location')).toBe('Main Hall, 1 Quai Saint-Antoine, Lyon, France');
  });

  it('gives whole days with the day after the last as the end of an all-day event', () => {
    const query = queryOf(googleCalendarLink(festival));
    expect(query.get('dates')).toBe('20261230/20270102');
    expect(query.has('ctz')).toBe(false);
    expect(query.has('location')).toBe(false);
  });

  it('names no zone for an offset zone, whose instants are already in UTC', () => {
    const query = queryOf(googleCalendarLink({ ...concert, timezone: 'UTC+2' }));
    expect(query.has('ctz')).toBe(false);
    expect(query.get('dates')).toBe('20261205T183000Z/20261205T213000Z');
  });

  it('cuts a long description at a word and still ends with the event page', () => {
    const long = { ...concert, description: `<p>${'word '.repeat(600)}</p>` };
    const details = queryOf(googleCalendarLink(long)).get('details')!;
    expect(details.length).toBeLessThan(1100);
    expect(details).toMatch(/word…\n\nhttps:\/\/calendar\.example\/event\/jazz-night\/$/);
  });
});

describe('Outlook link', () => {
  it('opens the compose form of Outlook.com with UTC times', () => {
    const link = outlookLink(concert, 'outlook.live.com');
    expect(link.startsWith('https://outlook.live.com/calendar/deeplink/compose?')).toBe(true);
    const query = queryOf(link);
    expect(query.get('path')).toBe('/calendar/action/compose');
    expect(query.get('rru')).toBe('addevent');
    expect(query.get('subject')).toBe('Jazz & Blues night');
    expect(query.get('startdt')).toBe('2026-12-05T18:30:00Z');
    expect(query.get('enddt')).toBe('2026-12-05T21:30:00Z');
    expect(query.has('allday')).toBe(false);
    expect(query.get('location')).toBe('Main Hall, 1 Quai Saint-Antoine, Lyon, France');
  });

  it('marks an all-day event and gives its dates, on Microsoft 365 too', () => {
    const link = outlookLink(festival, 'outlook.office.com');
    expect(link.startsWith('https://outlook.office.com/calendar/deeplink/compose?')).toBe(true);
    const query = queryOf(link);
    expect(query.get('allday')).toBe('true');
    expect(query.get('startdt')).toBe('2026-12-30');
    expect(query.get('enddt')).toBe('2027-01-02');
  });
});

describe('location', () => {
  it('is empty without a venue', () => {
    expect(locationOf({ venue: [] })).toBe('');
  });
});
