// Deleting trashed events, venues and organizers for good, one or the whole
// trash, through the admin's trash endpoints (docs/admin.md "Trash"; the
// namespace only trashes, docs/api.md §5).
import { expect, test } from '@playwright/test';
import {
  createEvent,
  createOrganizer,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import { signIn } from '../fixtures/sessions';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const when = { startLocal: daysFromToday(12, '18:00:00'), endLocal: daysFromToday(12, '20:00:00') };
const purge = (id: number) => `/api/trash/events/${id}`;

test.describe('DELETE /api/trash/events/{id}', () => {
  test('deletes a trashed event and its links for good; its id then reads as unknown', async ({
    request,
  }) => {
    const organizer = await createOrganizer();
    const event = await createEvent({ ...when, status: 'trash', organizerIds: [organizer.id] });
    const response = await request.delete(purge(event.id), { headers: users.editor.headers });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, id: event.id });
    expect(await db.event.findUnique({ where: { id: event.id } })).toBeNull();
    expect(await db.eventOrganizer.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.organizer.findUnique({ where: { id: organizer.id } })).not.toBeNull();
    const read = await request.get(`/calendar/events/v1/events/${event.id}`, {
      headers: users.editor.headers,
    });
    expect(read.status()).toBe(404);
    expect(
      (await request.delete(purge(event.id), { headers: users.editor.headers })).status(),
    ).toBe(404);
  });

  test('refuses an event that is not in the trash, and writes nothing', async ({ request }) => {
    const event = await createEvent(when);
    const response = await request.delete(purge(event.id), { headers: users.editor.headers });
    expect(response.status()).toBe(409);
    expect((await response.json()).code).toBe('event-not-in-trash');
    expect(await db.event.findUnique({ where: { id: event.id } })).not.toBeNull();
  });

  test('follows the edit rights: 401 anonymous, 403 for an author on another user’s event', async ({
    request,
  }) => {
    const event = await createEvent({ ...when, status: 'trash' });
    expect((await request.delete(purge(event.id))).status()).toBe(401);
    const author = await request.delete(purge(event.id), { headers: users.author.headers });
    expect(author.status()).toBe(403);
    expect((await author.json()).code).toBe('rest_forbidden');
    expect(await db.event.findUnique({ where: { id: event.id } })).not.toBeNull();
  });

  test('needs the nonce with a session cookie, as the API does', async ({ baseURL }) => {
    const event = await createEvent({ ...when, status: 'trash' });
    const session = await signIn(baseURL, users.editor.email);
    expect((await session.api.delete(purge(event.id))).status()).toBe(401);
    const wrong = await session.api.delete(purge(event.id), { headers: { 'X-WP-Nonce': 'nope' } });
    expect(wrong.status()).toBe(403);
    const right = await session.api.delete(purge(event.id), {
      headers: { 'X-WP-Nonce': session.nonce },
    });
    expect(right.status()).toBe(200);
    await session.api.dispose();
  });

  test('answers rest_no_route for an id that is not a number', async ({ request }) => {
    const response = await request.delete('/api/trash/events/abc', {
      headers: users.editor.headers,
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });
});

test.describe('GET /api/trash/events/{id}', () => {
  test('reads a trashed event for the editor, with the ETag a restore sends as If-Match', async ({
    request,
  }) => {
    const event = await createEvent({ ...when, status: 'trash' });
    // The namespace refuses it to everyone (docs/api.md §0.4).
    const refused = await request.get(`/calendar/events/v1/events/${event.id}`, {
      headers: users.editor.headers,
    });
    expect((await refused.json()).code).toBe('event-no-longer-available');

    const response = await request.get(purge(event.id), { headers: users.editor.headers });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      id: event.id,
      title: event.title,
      status: 'trash',
    });
    const etag = response.headers()['etag'];
    expect(etag).toMatch(/^"/);
    const restored = await request.patch(`/calendar/events/v1/events/${event.id}`, {
      headers: { ...users.editor.headers, 'If-Match': etag! },
      data: { status: 'draft' },
    });
    expect(restored.status()).toBe(200);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe('draft');
  });

  test('follows the read rights, and reads only the trash', async ({ request }) => {
    const event = await createEvent({ ...when, status: 'trash' });
    expect((await request.get(purge(event.id))).status()).toBe(401);
    const author = await request.get(purge(event.id), { headers: users.author.headers });
    expect(author.status()).toBe(403);
    expect((await author.json()).code).toBe('rest_forbidden');

    const live = await createEvent(when);
    const notTrashed = await request.get(purge(live.id), { headers: users.editor.headers });
    expect(notTrashed.status()).toBe(409);
    expect((await notTrashed.json()).code).toBe('event-not-in-trash');
    const unknown = await request.get(purge(999_999_999), { headers: users.editor.headers });
    expect((await unknown.json()).code).toBe('rest-event-not-found');
  });
});

test.describe('DELETE /api/trash/venues/{id} and /api/trash/organizers/{id}', () => {
  test('deletes a trashed venue for good; its id then reads as unknown, a second time 404', async ({
    request,
  }) => {
    const { headers } = users.editor;
    const venue = await createVenue(unique('Old hall'), 'trash');
    const response = await request.delete(`/api/trash/venues/${venue.id}`, { headers });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, id: venue.id });
    expect(await db.venue.findUnique({ where: { id: venue.id } })).toBeNull();
    expect(await db.postId.findUnique({ where: { id: venue.id } })).toBeNull();
    // An item deleted for good answers as an unknown id: venues 400 (docs/api.md §5).
    const read = await request.get(`/calendar/events/v1/venues/${venue.id}`, { headers });
    expect(read.status()).toBe(400);
    const again = await request.delete(`/api/trash/venues/${venue.id}`, { headers });
    expect(again.status()).toBe(404);
    expect((await again.json()).code).toBe('venue-not-found');
  });

  test('refuses an organizer not in the trash (409), and another kind’s id (404)', async ({
    request,
  }) => {
    const { headers } = users.editor;
    const organizer = await createOrganizer();
    const live = await request.delete(`/api/trash/organizers/${organizer.id}`, { headers });
    expect(live.status()).toBe(409);
    expect((await live.json()).code).toBe('organizer-not-in-trash');
    const venue = await createVenue(unique('Not an organizer'), 'trash');
    const other = await request.delete(`/api/trash/organizers/${venue.id}`, { headers });
    expect(other.status()).toBe(404);
    expect((await other.json()).code).toBe('organizer-not-found');
    expect(await db.organizer.findUnique({ where: { id: organizer.id } })).not.toBeNull();
    expect(await db.venue.findUnique({ where: { id: venue.id } })).not.toBeNull();
  });

  test('follows the edit rights: 401 anonymous, 403 for an author on another user’s venue', async ({
    request,
  }) => {
    const venue = await createVenue(unique('Someone else’s'), 'trash');
    expect((await request.delete(`/api/trash/venues/${venue.id}`)).status()).toBe(401);
    const author = await request.delete(`/api/trash/venues/${venue.id}`, {
      headers: users.author.headers,
    });
    expect(author.status()).toBe(403);
    expect(await db.venue.findUnique({ where: { id: venue.id } })).not.toBeNull();
  });
});

test.describe('DELETE /api/trash/{events,venues,organizers}: emptying the trash', () => {
  test('deletes for good every trashed item the caller may edit, and only those', async ({
    request,
  }) => {
    // An author may edit only its own: other tests' trash, running alongside, is not touched.
    const { headers } = users.author;
    const own: number[] = [];
    for (const name of [unique('Shed'), unique('Barn')]) {
      const made = await request.post('/calendar/events/v1/venues', {
        headers,
        data: { venue: name },
      });
      expect(made.status()).toBe(201);
      const { id } = (await made.json()) as { id: number };
      expect((await request.delete(`/calendar/events/v1/venues/${id}`, { headers })).status()).toBe(
        200,
      );
      own.push(id);
    }
    const live = await request.post('/calendar/events/v1/venues', {
      headers,
      data: { venue: unique('Still open') },
    });
    const liveId = ((await live.json()) as { id: number }).id;
    const others = await createVenue(unique('Admin’s old hall'), 'trash');

    expect((await request.delete('/api/trash/venues')).status()).toBe(401);
    // A contributor may edit nothing in a trash: refused, rather than told nothing went.
    const contributor = await request.delete('/api/trash/venues', {
      headers: users.contributor.headers,
    });
    expect(contributor.status()).toBe(403);
    expect(await db.venue.count({ where: { id: { in: own } } })).toBe(2);
    const emptied = await request.delete('/api/trash/venues', { headers });
    expect(emptied.status(), await emptied.text()).toBe(200);
    expect(await emptied.json()).toEqual({ deleted: 2 });
    expect(await db.venue.count({ where: { id: { in: own } } })).toBe(0);
    expect(await db.venue.findUnique({ where: { id: liveId } })).not.toBeNull();
    expect(await db.venue.findUnique({ where: { id: others.id } })).not.toBeNull();
    // Nothing of the author's left in that trash; the other kinds answer the same way.
    expect(await (await request.delete('/api/trash/venues', { headers })).json()).toEqual({
      deleted: 0,
    });
    const events = await request.delete('/api/trash/events', { headers });
    expect(events.status()).toBe(200);
    expect(await events.json()).toEqual({ deleted: 0 });
  });
});
