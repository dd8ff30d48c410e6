import { expect, test } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';

test.afterAll(async () => {
  await db.$disconnect();
});

async function allListedIds(
  request: import('@playwright/test').APIRequestContext,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/calendar/events/v1/events?page=${page}`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    ids.push(...body.events.map((event: { id: number }) => event.id));
    if (page >= body.total_pages) return ids;
  }
}

test.describe('GET /events (docs/api.md §2, §3.1)', () => {
  test('lists published events of the default window, ordered by start, with paging headers', async ({
    request,
  }) => {
    const later = await createEvent({
      startLocal: daysFromToday(5, '18:00:00'),
      endLocal: daysFromToday(5, '20:00:00'),
    });
    const sooner = await createEvent({
      startLocal: daysFromToday(4, '09:00:00'),
      endLocal: daysFromToday(4, '10:00:00'),
    });

    const response = await request.get('/calendar/events/v1/events');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['events', 'rest_url', 'total', 'total_pages']),
    );
    expect(response.headers()['x-tec-total']).toBe(String(body.total));
    expect(response.headers()['x-tec-totalpages']).toBe(String(body.total_pages));

    const starts = body.events.map((event: { start_date: string }) => event.start_date);
    expect(starts).toEqual([...starts].sort());
    const ids = await allListedIds(request);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
  });

  test('leaves out drafts, events hidden from listings and events beyond the window', async ({
    request,
  }) => {
    const draft = await createEvent({
      status: 'draft',
      startLocal: daysFromToday(3),
      endLocal: daysFromToday(3, '11:00:00'),
    });
    const hidden = await createEvent({
      hideFromListings: true,
      startLocal: daysFromToday(3),
      endLocal: daysFromToday(3, '11:00:00'),
    });
    const farAway = await createEvent({
      startLocal: daysFromToday(800),
      endLocal: daysFromToday(800, '11:00:00'),
    });
    const past = await createEvent({
      startLocal: daysFromToday(-3),
      endLocal: daysFromToday(-3, '11:00:00'),
    });
    const visible = await createEvent({
      startLocal: daysFromToday(3),
      endLocal: daysFromToday(3, '11:00:00'),
    });

    const ids = await allListedIds(request);
    expect(ids).toContain(visible.id);
    for (const excluded of [draft, hidden, farAway, past]) expect(ids).not.toContain(excluded.id);
  });

  test('represents an event with its dates in local time and UTC', async ({ request }) => {
    const title = unique('Representation');
    const event = await createEvent({
      title,
      timezone: 'America/New_York',
      startLocal: daysFromToday(2, '19:30:00'),
      endLocal: daysFromToday(2, '22:00:00'),
    });
    const ids = await allListedIds(request);
    const page = Math.floor(ids.indexOf(event.id) / 50) + 1;
    const body = await (await request.get(`/calendar/events/v1/events?page=${page}`)).json();
    const listed = body.events.find((item: { id: number }) => item.id === event.id);
    expect(listed).toMatchObject({
      title,
      status: 'publish',
      start_date: event.startLocal,
      utc_start_date: event.startUtc,
      timezone: 'America/New_York',
      all_day: false,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      custom_fields: [],
      image: false,
    });
    expect(listed.start_date_details).toEqual({
      year: event.startLocal.slice(0, 4),
      month: event.startLocal.slice(5, 7),
      day: event.startLocal.slice(8, 10),
      hour: '19',
      minutes: '30',
      seconds: '00',
    });
    expect(listed.json_ld).toBeUndefined();
  });

  test('pages with per_page and links the next and previous pages', async ({ request }) => {
    await createEvent({ startLocal: daysFromToday(6), endLocal: daysFromToday(6, '11:00:00') });
    await createEvent({ startLocal: daysFromToday(7), endLocal: daysFromToday(7, '11:00:00') });
    const first = await (await request.get('/calendar/events/v1/events?per_page=1')).json();
    expect(first.events).toHaveLength(1);
    expect(first.total_pages).toBe(first.total);
    expect(first.previous_rest_url).toBeUndefined();
    expect(first.next_rest_url).toContain('page=2&per_page=1');

    const second = await (await request.get('/calendar/events/v1/events?per_page=1&page=2')).json();
    expect(second.previous_rest_url).not.toMatch(/[?&]page=/);
    expect(second.rest_url).toContain('page=2&per_page=1');
  });

  test('caps the page size at 50', async ({ request }) => {
    const body = await (await request.get('/calendar/events/v1/events?per_page=500')).json();
    expect(body.rest_url).toContain('per_page=50');
    expect(body.events.length).toBeLessThanOrEqual(50);
  });

  for (const bad of ['0', '-1', 'foo', '1.5', '']) {
    test(`rejects per_page=${JSON.stringify(bad)} and page=${JSON.stringify(bad)} with rest_invalid_param`, async ({
      request,
    }) => {
      for (const name of ['per_page', 'page']) {
        const response = await request.get(`/calendar/events/v1/events?${name}=${bad}`);
        expect(response.status()).toBe(400);
        const body = await response.json();
        expect(body.code).toBe('rest_invalid_param');
        expect(body.data.params).toEqual({ [name]: 'Invalid parameter.' });
      }
    });
  }

  test('answers event-archive-page-not-found for a page past the end', async ({ request }) => {
    const response = await request.get('/calendar/events/v1/events?page=100000');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('event-archive-page-not-found');
  });
});

test.describe('GET /events orderby and order (README "Sorting events")', () => {
  test('sorts by start, end or last change in either direction, and keeps the order in its links', async ({
    request,
  }) => {
    const first = await createEvent({
      startLocal: daysFromToday(30, '09:00:00'),
      endLocal: daysFromToday(40, '09:00:00'),
    });
    const second = await createEvent({
      startLocal: daysFromToday(31, '09:00:00'),
      endLocal: daysFromToday(32, '09:00:00'),
    });
    const third = await createEvent({
      startLocal: daysFromToday(32, '09:00:00'),
      endLocal: daysFromToday(33, '09:00:00'),
    });
    await db.event.update({
      where: { id: second.id },
      data: { modifiedUtc: '2099-01-01 00:00:00' },
    });
    const include = `include=${first.id},${second.id},${third.id}&per_page=2`;
    const idsOf = async (query: string) => {
      const response = await request.get(`/calendar/events/v1/events?${include}&${query}`);
      expect(response.status()).toBe(200);
      const body = await response.json();
      return { ids: body.events.map((event: { id: number }) => event.id), body };
    };

    const byStartDown = await idsOf('orderby=start_date&order=desc');
    expect(byStartDown.ids).toEqual([third.id, second.id]);
    expect(byStartDown.body.next_rest_url).toContain('orderby=start_date&order=desc');
    expect((await idsOf('orderby=end_date&order=desc')).ids).toEqual([first.id, third.id]);
    expect((await idsOf('orderby=modified&order=desc')).ids[0]).toBe(second.id);
    // `order` alone sorts by start; `orderby` alone ascends.
    expect((await idsOf('order=desc')).ids).toEqual([third.id, second.id]);
    expect((await idsOf('orderby=end_date')).ids).toEqual([second.id, third.id]);
  });

  test('refuses an unknown sort key or direction with rest_invalid_param', async ({ request }) => {
    for (const [query, name] of [
      ['orderby=title', 'orderby'],
      ['order=sideways', 'order'],
    ]) {
      const response = await request.get(`/calendar/events/v1/events?${query}`);
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body.code).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual([name]);
    }
  });
});
