// Deleting trashed events for good through the admin's trash endpoint
// (README "The admin"; docs/api.md §5 leaves it to the admin UI).
import { expect, test } from '@playwright/test';
import { createEvent, createOrganizer, daysFromToday, db } from '../fixtures/db';
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
