import { expect, test } from '@playwright/test';
import { createEvent, createOrganizer, createVenue, daysFromToday, db } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const when = { startLocal: daysFromToday(9, '19:30:00'), endLocal: daysFromToday(9, '22:00:00') };

test.describe('GET /events/<id> (docs/api.md §1.2, §1.9, §7.3)', () => {
  test('returns a published event to anyone, with json_ld and validators', async ({
    request,
    baseURL,
  }) => {
    const event = await createEvent({ ...when, description: 'An evening of <b>live</b> jazz.' });
    const response = await request.get(`/calendar/events/v1/events/${event.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['etag']).toBeTruthy();
    expect(response.headers()['last-modified']).toBe(
      new Date(`${event.modifiedUtc.replace(' ', 'T')}Z`).toUTCString(),
    );
    const body = await response.json();
    expect(body).toMatchObject({
      id: event.id,
      title: event.title,
      description: '<p>An evening of <b>live</b> jazz.</p>',
      rest_url: `${baseURL}/calendar/events/v1/events/${event.id}`,
      url: `${baseURL}/event/${event.slug}/`,
      start_date: event.startLocal,
      timezone: 'America/New_York',
    });
    expect(body.json_ld).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: event.title,
      description: 'An evening of live jazz.',
      url: `${baseURL}/event/${event.slug}/`,
    });
    expect(body.json_ld.startDate).toMatch(/^\d{4}-\d\d-\d\dT19:30:00-0[45]:00$/);
  });

  test('embeds the venue and organizers with their json_ld, and names them in the event json_ld', async ({
    request,
    baseURL,
  }) => {
    const venue = await createVenue();
    const [first, second] = [await createOrganizer(), await createOrganizer()];
    const event = await createEvent({
      ...when,
      venueId: venue.id,
      organizerIds: [first.id, second.id],
    });
    const body = await (await request.get(`/calendar/events/v1/events/${event.id}`)).json();
    const place = { '@type': 'Place', name: venue.name, url: `${baseURL}/venue/${venue.slug}/` };
    expect(body.venue.json_ld).toMatchObject(place);
    expect(body.venue.json_ld).not.toHaveProperty('@context');
    expect(body.organizer.map((item: { json_ld: { name: string } }) => item.json_ld.name)).toEqual([
      first.name,
      second.name,
    ]);
    expect(body.json_ld.location).toEqual(body.venue.json_ld);
    expect(body.json_ld.organizer).toEqual(body.organizer[0].json_ld);

    // Lists embed the same venue without json_ld (§1.9).
    const list = await (await request.get(`/calendar/events/v1/events?include=${event.id}`)).json();
    expect(list.events[0].venue.venue).toBe(venue.name);
    expect(list.events[0].venue).not.toHaveProperty('json_ld');
    expect(list.events[0].organizer[0]).not.toHaveProperty('json_ld');
  });

  test('answers rest-event-not-found for an id that names nothing, 0 included', async ({
    request,
  }) => {
    for (const id of [0, 999999999]) {
      const response = await request.get(`/calendar/events/v1/events/${id}`);
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({
        code: 'rest-event-not-found',
        message: `Event with ID ${id} does not exist.`,
        data: { status: 404 },
      });
    }
  });

  test('answers rest-invalid-event-id for the id of a venue', async ({ request }) => {
    const venue = await createVenue();
    const response = await request.get(`/calendar/events/v1/events/${venue.id}`);
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('rest-invalid-event-id');
  });

  test('refuses a trashed event to everyone with event-no-longer-available', async ({
    request,
  }) => {
    const trashed = await createEvent({ ...when, status: 'trash' });
    for (const headers of [{}, users.administrator.headers]) {
      const response = await request.get(`/calendar/events/v1/events/${trashed.id}`, { headers });
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'event-no-longer-available',
        message: 'This event is no longer available',
      });
    }
  });

  test('asks for the password of a protected event unless the caller may edit it', async ({
    request,
  }) => {
    const event = await createEvent({ ...when, password: 'Open Sesame' });
    const path = `/calendar/events/v1/events/${event.id}`;
    for (const query of ['', '?password=open%20sesame']) {
      const response = await request.get(path + query);
      expect(response.status()).toBe(403);
      expect((await response.json()).code).toBe('event-password-protected');
    }
    const unlocked = await request.get(`${path}?password=Open%20Sesame`);
    expect(unlocked.status()).toBe(200);
    expect((await unlocked.json()).json_ld).toBeUndefined();
    expect((await request.get(path, { headers: users.editor.headers })).status()).toBe(200);

    const empty = await request.get(`${path}?password=`);
    expect(empty.status()).toBe(400);
    expect((await empty.json()).data.params).toEqual({ password: 'Invalid parameter.' });
  });

  test('hides the content of a protected event in lists until unlocked', async ({ request }) => {
    const event = await createEvent({ ...when, password: 'pw', description: 'secret plans' });
    const find = async (query: string) => {
      const body = await (
        await request.get(`/calendar/events/v1/events?include=${event.id}${query}`)
      ).json();
      return body.events[0];
    };
    const locked = await find('');
    expect(locked).toMatchObject({
      id: event.id,
      title: event.title,
      description: '',
      all_day: null,
      venue: [],
      categories: [],
      website: '',
    });
    expect((await find('&password=pw')).description).toBe('<p>secret plans</p>');
  });
});

test.describe('scheduled events (docs/api.md §0.3)', () => {
  test('a future event whose publication date has passed reads as published', async ({
    request,
  }) => {
    const event = await createEvent({ ...when, status: 'future' });
    await db.event.update({ where: { id: event.id }, data: { dateUtc: '2000-01-01 00:00:00' } });
    await expect
      .poll(async () => (await request.get(`/calendar/events/v1/events/${event.id}`)).status(), {
        timeout: 5000,
      })
      .toBe(200);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe('publish');
  });
});

test.describe('GET /events/by-slug/<slug> (docs/api.md §6)', () => {
  test('finds a live event by slug and refuses unknown slugs with rest_invalid_param', async ({
    request,
  }) => {
    const event = await createEvent(when);
    const found = await request.get(`/calendar/events/v1/events/by-slug/${event.slug}`);
    expect(found.status()).toBe(200);
    expect((await found.json()).id).toBe(event.id);

    const unknown = await request.get('/calendar/events/v1/events/by-slug/no-such-event-anywhere');
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  test('answers rest_no_route for an empty slug', async ({ request }) => {
    const response = await request.get('/calendar/events/v1/events/by-slug/');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });
});

test.describe('DELETE /events/<id> (docs/api.md §5, §11)', () => {
  test('lets an administrator trash an event once, then answers 410', async ({ request }) => {
    const event = await createEvent(when);
    const path = `/calendar/events/v1/events/${event.id}`;
    const response = await request.delete(path, { headers: users.administrator.headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.json()).toMatchObject({
      id: event.id,
      status: 'trash',
      slug: event.slug,
    });
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      status: 'trash',
      liveSlug: null,
    });

    const again = await request.delete(path, { headers: users.administrator.headers });
    expect(again.status()).toBe(410);
    expect((await again.json()).code).toBe('event-is-in-trash');
  });

  test('asks "may create" before the 404 of an unknown id, and "may edit" before the 400 of a venue id', async ({
    request,
  }) => {
    expect((await request.delete('/calendar/events/v1/events/999999999')).status()).toBe(401);
    const unknown = await request.delete('/calendar/events/v1/events/999999999', {
      headers: users.administrator.headers,
    });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).code).toBe('rest-event-not-found');

    const venue = await createVenue();
    expect((await request.delete(`/calendar/events/v1/events/${venue.id}`)).status()).toBe(401);
    const wrongKind = await request.delete(`/calendar/events/v1/events/${venue.id}`, {
      headers: users.administrator.headers,
    });
    expect(wrongKind.status()).toBe(400);
    expect((await wrongKind.json()).code).toBe('rest-invalid-event-id');
  });

  test('deletes by slug, after which the slug no longer resolves', async ({ request }) => {
    const event = await createEvent(when);
    const path = `/calendar/events/v1/events/by-slug/${event.slug}`;
    expect((await request.delete(path, { headers: users.editor.headers })).status()).toBe(200);
    const again = await request.delete(path, { headers: users.editor.headers });
    expect(again.status()).toBe(400);
    expect((await again.json()).code).toBe('rest_invalid_param');
  });
});
