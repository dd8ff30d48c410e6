import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

// An event's status and its reason (docs/api.md §4.2.7): written, translated,
// filtered, and told to visitors (public pages, JSON-LD, calendar files).
let editor: TestUser;
test.beforeAll(async () => {
  editor = await createUser('editor');
});
test.afterAll(async () => {
  await db.$disconnect();
});

const REST = '/calendar/events/v1';

interface EventBody {
  id: number;
  url: string;
  title: string;
  event_status: string;
  status_reason: string;
}

const dates = (days = 30) => ({
  start_date: daysFromToday(days, '19:00:00'),
  end_date: daysFromToday(days, '21:00:00'),
});

async function create(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post(`${REST}/events`, {
    headers: editor.headers,
    data: { title: unique('Concert'), ...dates(), ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as EventBody;
}

const read = async (request: APIRequestContext, id: number, language = 'en') =>
  (await (
    await request.get(`${REST}/events/${id}?translation_language=${language}`)
  ).json()) as EventBody & { json_ld: { eventStatus: string; eventAttendanceMode: string } };

async function expectRefused(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
  param: string,
  code: string,
) {
  const response = await request.post(path, { headers: editor.headers, data });
  expect(response.status(), JSON.stringify(data)).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({
    code: 'rest_invalid_param',
    data: { status: 400, params: { [param]: 'Invalid parameter.' } },
  });
  expect(body.data.details[param].code).toBe(code);
}

test.describe('event status (docs/api.md §4.2.7)', () => {
  test('an event is scheduled with no reason unless told otherwise, existing ones too', async ({
    request,
  }) => {
    const created = await create(request, {});
    expect(created).toMatchObject({ event_status: 'scheduled', status_reason: '' });
    // A row written without the columns, as before the migration, reads the same.
    const seeded = await createEvent({
      startLocal: daysFromToday(30, '10:00:00'),
      endLocal: daysFromToday(30, '11:00:00'),
    });
    const single = await read(request, seeded.id);
    expect(single).toMatchObject({ event_status: 'scheduled', status_reason: '' });
    expect(single.json_ld.eventStatus).toBe('https://schema.org/EventScheduled');
    // The new keys come after every key an existing consumer knows.
    const keys = Object.keys(single);
    expect(keys.slice(keys.indexOf('recurrence') + 1)).toEqual([
      'event_status',
      'status_reason',
      'json_ld',
    ]);
  });

  test('create and update store the status and a reason cleaned to one line of text', async ({
    request,
  }) => {
    const event = await create(request, {
      event_status: 'canceled',
      status_reason: '  <b>Storm</b>\n warning<script>alert(1)</script> ',
    });
    expect(event).toMatchObject({ event_status: 'canceled', status_reason: 'Storm warning' });
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      eventStatus: 'canceled',
      statusReason: 'Storm warning',
    });

    const path = `${REST}/events/${event.id}`;
    const moved = await request.patch(path, {
      headers: editor.headers,
      data: { event_status: 'moved_online' },
    });
    expect(moved.status()).toBe(200);
    // Changing between statuses other than scheduled keeps the reason.
    expect(await moved.json()).toMatchObject({
      event_status: 'moved_online',
      status_reason: 'Storm warning',
    });
    const postponed = await request.put(path, {
      headers: editor.headers,
      data: { event_status: 'postponed', status_reason: 'Venue flooded' },
    });
    expect(await postponed.json()).toMatchObject({
      event_status: 'postponed',
      status_reason: 'Venue flooded',
    });
  });

  test('the reason is translated like the other texts, and leaves with the status', async ({
    request,
  }) => {
    const event = await create(request, {
      event_status: 'postponed',
      status_reason: 'Singer is ill',
    });
    const path = `${REST}/events/${event.id}`;
    const french = await request.patch(`${path}?translation_language=fr`, {
      headers: editor.headers,
      data: { status_reason: 'Chanteuse malade' },
    });
    expect(french.status()).toBe(200);
    expect((await read(request, event.id, 'fr')).status_reason).toBe('Chanteuse malade');
    expect((await read(request, event.id, 'en')).status_reason).toBe('Singer is ill');
    // No Spanish text: the English one, field by field (§9).
    expect((await read(request, event.id, 'es')).status_reason).toBe('Singer is ill');
    const status = await (
      await request.get(`${path}?translation_language=es&translation_status=1`)
    ).json();
    expect(status.missing_translations.es).toContain('status_reason');
    expect(status.missing_translations.fr).not.toContain('status_reason');

    // Back to scheduled: the reason goes in every language.
    const scheduled = await request.patch(path, {
      headers: editor.headers,
      data: { event_status: 'scheduled' },
    });
    expect(await scheduled.json()).toMatchObject({ event_status: 'scheduled', status_reason: '' });
    expect((await read(request, event.id, 'fr')).status_reason).toBe('');
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      statusReason: '',
      statusReasonFr: null,
      statusReasonEs: null,
    });
  });

  test('bad values are 400 with a code per field, and write nothing', async ({ request }) => {
    const event = await create(request, { event_status: 'canceled', status_reason: 'Rain' });
    const path = `${REST}/events/${event.id}`;
    const title = unique('Never stored');
    for (const value of ['cancelled', 'CANCELED', '', 3, ['canceled']]) {
      await expectRefused(
        request,
        path,
        { title, event_status: value },
        'event_status',
        'invalid-event-status',
      );
    }
    await expectRefused(
      request,
      path,
      { title, status_reason: 'x'.repeat(501) },
      'status_reason',
      'status-reason-too-long',
    );
    await expectRefused(
      request,
      path,
      { title, event_status: 'scheduled', status_reason: 'Why?' },
      'status_reason',
      'status-reason-needs-status',
    );
    const wrongType = await request.post(path, {
      headers: editor.headers,
      data: { title, status_reason: 12 },
    });
    expect(wrongType.status()).toBe(400);
    expect((await wrongType.json()).data.params).toEqual({
      status_reason: 'status_reason is not of type string.',
    });
    // A create is refused as a whole too.
    const scheduled = await request.post(`${REST}/events`, {
      headers: editor.headers,
      data: { title, ...dates(), status_reason: 'No status' },
    });
    expect(scheduled.status()).toBe(400);
    expect(await db.event.count({ where: { title } })).toBe(0);
    expect(await read(request, event.id)).toMatchObject({
      title: event.title,
      event_status: 'canceled',
      status_reason: 'Rain',
    });
  });

  test('GET /events filters on one or several statuses', async ({ request }) => {
    const events = {
      scheduled: await create(request, {}),
      canceled: await create(request, { event_status: 'canceled' }),
      postponed: await create(request, { event_status: 'postponed' }),
      moved_online: await create(request, { event_status: 'moved_online' }),
    };
    const include = `include=${Object.values(events)
      .map((event) => event.id)
      .join(',')}`;
    const ids = async (query: string) => {
      const response = await request.get(`${REST}/events?${include}&${query}`);
      expect(response.status(), query).toBe(200);
      const body = await response.json();
      return {
        ids: (body.events as EventBody[]).map((event) => event.id).sort(),
        rest_url: body.rest_url as string,
      };
    };
    expect((await ids('event_status=canceled')).ids).toEqual([events.canceled.id]);
    const several = await ids('event_status=canceled,moved_online');
    expect(several.ids).toEqual([events.canceled.id, events.moved_online.id].sort());
    expect(decodeURIComponent(several.rest_url)).toContain('event_status=canceled,moved_online');
    expect((await ids('event_status[]=scheduled&event_status[]=postponed')).ids).toEqual(
      [events.scheduled.id, events.postponed.id].sort(),
    );
    expect((await ids('')).ids).toHaveLength(4);

    const bogus = await request.get(`${REST}/events?event_status=canceled,later`);
    expect(bogus.status()).toBe(400);
    const body = await bogus.json();
    expect(body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { event_status: 'Invalid parameter.' } },
    });
    expect(body.data.details.event_status.code).toBe('invalid-event-status');
  });

  test('calendar files say CANCELLED, TENTATIVE or CONFIRMED', async ({ request }) => {
    const expected = {
      scheduled: 'CONFIRMED',
      canceled: 'CANCELLED',
      postponed: 'TENTATIVE',
      moved_online: 'CONFIRMED',
    };
    for (const [eventStatus, status] of Object.entries(expected)) {
      const event = await create(request, { event_status: eventStatus });
      const response = await request.get(new URL(`${event.url}ical/`).pathname);
      expect(response.status()).toBe(200);
      const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
        'vevent',
      )!;
      expect(vevent.getFirstPropertyValue('status'), eventStatus).toBe(status);
    }
    // The reason leads the description, which is what a calendar app shows of it.
    const called = await create(request, {
      event_status: 'canceled',
      status_reason: 'Storm warning',
      description: '<p>An evening of songs.</p>',
    });
    const file = await (await request.get(new URL(`${called.url}ical/`).pathname)).text();
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('description')).toBe(
      'Storm warning\n\nAn evening of songs.',
    );
  });

  test('the public page shows a badge, the reason and the JSON-LD status', async ({ request }) => {
    const tag = unique('status-tag');
    const event = await create(request, {
      event_status: 'canceled',
      status_reason: 'Rain & wind > 60 km/h',
      tags: [tag],
    });
    await request.patch(`${REST}/events/${event.id}?translation_language=fr`, {
      headers: editor.headers,
      data: { status_reason: 'Tempête' },
    });
    const path = new URL(event.url).pathname;
    const html = await (await request.get(path)).text();
    expect(html).toContain('<strong class="status status-canceled">Canceled</strong>');
    // Plain text, escaped where the page shows it.
    expect(html).toContain('Rain &amp; wind &gt; 60 km/h');
    const [jsonLd] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });

    const french = await (await request.get(`${path}?translation_language=fr`)).text();
    expect(french).toContain('>Annulé</strong>');
    expect(french).toContain('Tempête');
    const spanish = await (await request.get(`${path}?translation_language=es`)).text();
    expect(spanish).toContain('>Cancelado</strong>');

    // Lists show the badge beside the date.
    const slug = (await (await request.get(`${REST}/events/${event.id}`)).json()).tags[0].slug;
    const list = await (await request.get(`/tag/${slug}/`)).text();
    expect(list).toContain('<strong class="status status-canceled">Canceled</strong>');

    await request.patch(`${REST}/events/${event.id}`, {
      headers: editor.headers,
      data: { event_status: 'moved_online' },
    });
    const online = await read(request, event.id);
    expect(online.json_ld).toMatchObject({
      eventStatus: 'https://schema.org/EventMovedOnline',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });
    expect(await (await request.get(path)).text()).toContain('>Moved online</strong>');
  });
});
