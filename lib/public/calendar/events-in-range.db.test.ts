// The month view's one query: what overlaps the range, as a visitor's list
// with the same filters holds it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../../scripts/vitest/rows';
import { eventsInRange } from './events-in-range';

let authorId: number;
const visit = { baseUrl: 'https://calendar.example', language: 'fr' as const };
const at = (start: string, end: string, fields: Record<string, unknown> = {}) =>
  createEvent(authorId, {
    startLocal: start,
    endLocal: end,
    startUtc: start,
    endUtc: end,
    ...fields,
  });

beforeAll(async () => {
  authorId = await createAuthor('month-view@example.org');
});

describe('events in a range', () => {
  it('holds what overlaps it, by start, and nothing a visitor may not see', async () => {
    // A far year, so no other test's events fall in it.
    const before = await at('2061-02-27 10:00:00', '2061-03-02 12:00:00', { title: 'Festival' });
    const inside = await at('2061-03-10 20:00:00', '2061-03-10 22:00:00', {
      title: 'Concert',
      titleFr: 'Concert du soir',
    });
    const midnight = await at('2061-03-31 22:00:00', '2061-04-01 00:00:00');
    await at('2061-04-01 00:00:00', '2061-04-01 02:00:00');
    await at('2061-02-20 10:00:00', '2061-02-28 23:00:00');
    await at('2061-03-12 10:00:00', '2061-03-12 11:00:00', { status: 'draft' });
    await at('2061-03-13 10:00:00', '2061-03-13 11:00:00', { hideFromListings: true });

    const { events, isCut } = await eventsInRange({}, '2061-03-01', '2061-03-31', visit);
    expect(events.map((event) => event.id)).toEqual([before.id, inside.id, midnight.id]);
    expect(isCut).toBe(false);
    expect(events[1]).toEqual({
      id: inside.id,
      url: `https://calendar.example/event/${inside.slug}/`,
      title: 'Concert du soir',
      start_date: '2061-03-10 20:00:00',
      end_date: '2061-03-10 22:00:00',
      all_day: false,
      featured: false,
      event_status: 'scheduled',
      timezone: inside.timezone,
      timezone_abbr: inside.timezoneAbbr,
    });
  });

  it('applies the filters a list takes', async () => {
    const featured = await at('2062-05-10 10:00:00', '2062-05-10 11:00:00', {
      featured: true,
      title: 'Gala',
      eventStatus: 'canceled',
    });
    await at('2062-05-11 10:00:00', '2062-05-11 11:00:00', { title: 'Gala' });
    await at('2062-05-12 10:00:00', '2062-05-12 11:00:00', { title: 'Gala', featured: true });
    const { events } = await eventsInRange(
      { featured: 'true', search: 'gala', event_status: 'canceled' },
      '2062-05-01',
      '2062-05-31',
      visit,
    );
    expect(events.map((event) => event.id)).toEqual([featured.id]);
    expect(events[0]!.event_status).toBe('canceled');
  });
});
