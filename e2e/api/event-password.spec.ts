// Setting an event's password through the admin's endpoint (docs/admin.md
// "Password-protected events"): the REST API only supplies one (docs/api.md
// §1.10), and what it then answers anonymous readers is checked here too.
import { expect, test } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const when = () => ({
  startLocal: daysFromToday(15, '18:00:00'),
  endLocal: daysFromToday(15, '20:00:00'),
});
const endpoint = (id: number) => `/api/events/${id}/password`;
const single = (id: number) => `/calendar/events/v1/events/${id}`;

test('sets, supplies and removes a password; answers never hold it', async ({ request }) => {
  const event = await createEvent({ ...when(), title: unique('Locked'), description: 'Secret.' });
  const headers = users.editor.headers;
  // Read once anonymously first, so a kept answer would show if the write did not invalidate it.
  expect((await request.get(single(event.id))).status()).toBe(200);
  const listed = () =>
    request.get(`/calendar/events/v1/events?search=${encodeURIComponent(event.title)}`);
  expect((await (await listed()).json()).events[0].description).toBe('<p>Secret.</p>');

  const set = await request.put(endpoint(event.id), { headers, data: { password: 'open sesame' } });
  expect(set.status()).toBe(200);
  expect(await set.json()).toEqual({ protected: true });
  expect(await set.text()).not.toContain('open sesame');
  expect(await (await request.get(endpoint(event.id), { headers })).json()).toEqual({
    protected: true,
  });

  const anonymous = await request.get(single(event.id));
  expect(anonymous.status()).toBe(403);
  expect((await anonymous.json()).code).toBe('event-password-protected');
  const withPassword = await request.get(`${single(event.id)}?password=open%20sesame`);
  expect(withPassword.status()).toBe(200);
  expect((await withPassword.json()).description).toBe('<p>Secret.</p>');
  // The anonymous list shows the protected event without its content (§1.10).
  const locked = (await (await listed()).json()).events[0];
  expect(locked).toMatchObject({ id: event.id, description: '', categories: [] });

  const removed = await request.put(endpoint(event.id), { headers, data: { password: null } });
  expect(await removed.json()).toEqual({ protected: false });
  expect((await request.get(single(event.id))).status()).toBe(200);
  expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).password).toBeNull();

  // "" removes it as null does.
  await request.put(endpoint(event.id), { headers, data: { password: 'again' } });
  const emptied = await request.put(endpoint(event.id), { headers, data: { password: '' } });
  expect(await emptied.json()).toEqual({ protected: false });
  expect((await request.get(single(event.id))).status()).toBe(200);
});

test('follows the edit rights of the REST update', async ({ request }) => {
  const theirs = await createEvent({ ...when(), status: 'draft', authorId: users.author.id });
  const data = { password: 'pw' };

  const anonymous = await request.put(endpoint(theirs.id), { data });
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).code).toBe('rest_forbidden');
  expect((await request.get(endpoint(theirs.id))).status()).toBe(401);

  for (const role of ['contributor', 'subscriber'] as const) {
    const refused = await request.put(endpoint(theirs.id), { headers: users[role].headers, data });
    expect(refused.status(), role).toBe(403);
    expect((await refused.json()).code).toBe('rest_forbidden');
  }
  expect((await db.event.findUniqueOrThrow({ where: { id: theirs.id } })).password).toBeNull();

  // Their own draft is theirs to edit, so a contributor may protect it; a published one is not.
  const own = await createEvent({ ...when(), status: 'draft', authorId: users.contributor.id });
  const allowed = await request.put(endpoint(own.id), {
    headers: users.contributor.headers,
    data,
  });
  expect(allowed.status()).toBe(200);
  const published = await createEvent({ ...when(), authorId: users.contributor.id });
  expect(
    (
      await request.put(endpoint(published.id), { headers: users.contributor.headers, data })
    ).status(),
  ).toBe(403);
  expect(
    (await request.put(endpoint(theirs.id), { headers: users.author.headers, data })).status(),
  ).toBe(200);
});

test('refuses an unknown event and a bad body with stable codes', async ({ request }) => {
  const headers = users.editor.headers;
  const unknown = await request.put(endpoint(999_999_999), { headers, data: { password: 'x' } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe('rest-event-not-found');

  const event = await createEvent(when());
  for (const [data, code] of [
    [{ password: 42 }, 'rest_invalid_param'],
    [{ password: 'x'.repeat(256) }, 'rest_invalid_param'],
    [{}, 'rest_missing_callback_param'],
  ] as const) {
    const refused = await request.put(endpoint(event.id), { headers, data });
    expect(refused.status(), JSON.stringify(data)).toBe(400);
    expect((await refused.json()).code).toBe(code);
  }
  const notJson = await request.put(endpoint(event.id), {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: '{"password":',
  });
  expect(notJson.status()).toBe(400);
  expect((await notJson.json()).code).toMatch(/^rest_/);
  expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).password).toBeNull();
});

test('a password on one date of a series is that date’s own', async ({ request }) => {
  const headers = users.editor.headers;
  const created = await request.post('/calendar/events/v1/events', {
    headers,
    data: {
      title: unique('Weekly tasting'),
      start_date: '2032-05-04 19:00:00',
      end_date: '2032-05-04 21:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    },
  });
  expect(created.status()).toBe(201);
  const seriesId = ((await created.json()) as { id: number }).id;
  const dates = await db.event.findMany({ where: { seriesId }, orderBy: { startLocal: 'asc' } });
  expect(dates).toHaveLength(3);
  const last = dates.at(-1)!;
  const set = await request.put(endpoint(last.id), { headers, data: { password: 'cellar' } });
  expect(set.status()).toBe(200);

  const after = await db.event.findMany({ where: { seriesId }, orderBy: { startLocal: 'asc' } });
  expect(after.map((row) => row.password)).toEqual([null, null, 'cellar']);
  // Marked as the date's own, it is never the model a later date is copied from.
  expect(JSON.parse(after[2]!.ownColumns)).toContain('password');
  expect(after.slice(0, 2).map((row) => JSON.parse(row.ownColumns))).toEqual([[], []]);
});
