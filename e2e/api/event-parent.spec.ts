// Setting an event's parent event through the admin's endpoint (docs/admin.md
// "Parent event"): no REST representation holds it, and the list's
// `post_parent` (docs/api.md §3.1) is where a consumer sees it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const when = () => ({
  startLocal: daysFromToday(17, '18:00:00'),
  endLocal: daysFromToday(17, '20:00:00'),
});
const endpoint = (id: number) => `/api/events/${id}/parent`;
const childrenOf = async (request: APIRequestContext, id: number) => {
  const list = await request.get(`/calendar/events/v1/events?post_parent=${id}`);
  expect(list.status()).toBe(200);
  return ((await list.json()) as { events: { id: number }[] }).events.map((event) => event.id);
};

test('sets, reads back, lists and removes a parent event', async ({ request }) => {
  const headers = users.editor.headers;
  const festival = await createEvent({ ...when(), title: unique('Festival') });
  const concert = await createEvent(when());
  // Read once anonymously first, so a kept answer would show if the write did not invalidate it.
  expect(await childrenOf(request, festival.id)).toEqual([]);
  expect(await (await request.get(endpoint(concert.id), { headers })).json()).toEqual({
    parent: null,
  });
  const single = `/calendar/events/v1/events/${concert.id}`;
  const etagBefore = (await request.get(single)).headers().etag;

  const set = await request.put(endpoint(concert.id), { headers, data: { parent: festival.id } });
  expect(set.status()).toBe(200);
  const chosen = { parent: { id: festival.id, title: festival.title } };
  expect(await set.json()).toEqual(chosen);
  expect(await (await request.get(endpoint(concert.id), { headers })).json()).toEqual(chosen);
  expect(await childrenOf(request, festival.id)).toEqual([concert.id]);
  // Not part of the representation: the event's own answer is unchanged.
  const after = await request.get(single);
  expect(await after.text()).not.toContain('"parent"');
  expect(after.headers().etag).toBe(etagBefore);

  const cleared = await request.put(endpoint(concert.id), { headers, data: { parent: null } });
  expect(await cleared.json()).toEqual({ parent: null });
  expect(await childrenOf(request, festival.id)).toEqual([]);
  expect((await db.event.findUniqueOrThrow({ where: { id: concert.id } })).parentId).toBeNull();
});

test('refuses the event itself, one below it, and a trashed or unknown event', async ({
  request,
}) => {
  const headers = users.editor.headers;
  const top = await createEvent(when());
  const middle = await createEvent({ ...when(), parentId: top.id });
  const bottom = await createEvent({ ...when(), parentId: middle.id });
  const trashed = await createEvent({ ...when(), status: 'trash' });
  const venueId = (await db.venue.findFirst({ select: { id: true } }))?.id;
  for (const [parent, code] of [
    [top.id, 'event-parent-is-itself'],
    [middle.id, 'event-parent-is-descendant'],
    [bottom.id, 'event-parent-is-descendant'],
    [trashed.id, 'event-parent-not-found'],
    [999_999_999, 'event-parent-not-found'],
    ...(venueId ? [[venueId, 'event-parent-not-found'] as const] : []),
  ] as const) {
    const refused = await request.put(endpoint(top.id), { headers, data: { parent } });
    expect(refused.status(), String(parent)).toBe(400);
    expect((await refused.json()).code, String(parent)).toBe(code);
  }
  expect((await db.event.findUniqueOrThrow({ where: { id: top.id } })).parentId).toBeNull();
  // Moving a branch under another event is fine.
  const other = await createEvent(when());
  const moved = await request.put(endpoint(middle.id), { headers, data: { parent: other.id } });
  expect(moved.status()).toBe(200);
  expect(await childrenOf(request, other.id)).toEqual([middle.id]);
});

test('follows the edit rights of the REST update', async ({ request }) => {
  const theirs = await createEvent({ ...when(), status: 'draft', authorId: users.author.id });
  const parent = await createEvent(when());
  const data = { parent: parent.id };

  const anonymous = await request.put(endpoint(theirs.id), { data });
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).code).toBe('rest_forbidden');
  expect((await request.get(endpoint(theirs.id))).status()).toBe(401);
  // Anonymous is refused before the id is looked up.
  expect((await request.get(endpoint(999_999_999))).status()).toBe(401);

  for (const role of ['contributor', 'subscriber'] as const) {
    const refused = await request.put(endpoint(theirs.id), { headers: users[role].headers, data });
    expect(refused.status(), role).toBe(403);
    expect((await refused.json()).code).toBe('rest_forbidden');
    expect(
      (await request.get(endpoint(theirs.id), { headers: users[role].headers })).status(),
    ).toBe(403);
  }
  expect((await db.event.findUniqueOrThrow({ where: { id: theirs.id } })).parentId).toBeNull();

  // Their own draft is theirs; a parent they may not read is refused as if absent.
  const own = await createEvent({ ...when(), status: 'draft', authorId: users.contributor.id });
  const contributor = users.contributor.headers;
  const hidden = await request.put(endpoint(own.id), {
    headers: contributor,
    data: { parent: theirs.id },
  });
  expect(hidden.status()).toBe(400);
  expect((await hidden.json()).code).toBe('event-parent-not-found');
  const allowed = await request.put(endpoint(own.id), { headers: contributor, data });
  expect(allowed.status()).toBe(200);
  expect(
    (await request.put(endpoint(theirs.id), { headers: users.author.headers, data })).status(),
  ).toBe(200);
});

test('refuses an unknown event and junk bodies with stable codes, never a 500', async ({
  request,
}) => {
  const headers = users.editor.headers;
  const unknown = await request.put(endpoint(999_999_999), { headers, data: { parent: null } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).code).toBe('rest-event-not-found');

  const event = await createEvent(when());
  const parent = await createEvent(when());
  for (const data of [
    { parent: String(parent.id) },
    { parent: -1 },
    { parent: 0 },
    { parent: 1.5 },
    { parent: 2 ** 31 },
    { parent: 1e300 },
    { parent: [parent.id] },
    { parent: { id: parent.id } },
    { parent: true },
  ]) {
    const refused = await request.put(endpoint(event.id), { headers, data });
    expect(refused.status(), JSON.stringify(data)).toBe(400);
    expect((await refused.json()).code, JSON.stringify(data)).toBe('rest_invalid_param');
  }
  const missing = await request.put(endpoint(event.id), { headers, data: {} });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).code).toBe('rest_missing_callback_param');
  for (const body of ['{"parent":', '[1]', '42', 'null']) {
    const refused = await request.put(endpoint(event.id), {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: body,
    });
    expect(refused.status(), body).toBe(400);
    expect((await refused.json()).code, body).toMatch(/^rest_/);
  }
  expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).parentId).toBeNull();
});

test('a parent on one date of a series is that date’s own', async ({ request }) => {
  const headers = users.editor.headers;
  const parent = await createEvent(when());
  const created = await request.post('/calendar/events/v1/events', {
    headers,
    data: {
      title: unique('Weekly workshop'),
      start_date: '2032-06-01 19:00:00',
      end_date: '2032-06-01 21:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    },
  });
  expect(created.status()).toBe(201);
  const seriesId = ((await created.json()) as { id: number }).id;
  const dates = await db.event.findMany({ where: { seriesId }, orderBy: { startLocal: 'asc' } });
  expect(dates).toHaveLength(3);
  const set = await request.put(endpoint(dates[1]!.id), { headers, data: { parent: parent.id } });
  expect(set.status()).toBe(200);

  const after = await db.event.findMany({ where: { seriesId }, orderBy: { startLocal: 'asc' } });
  expect(after.map((row) => row.parentId)).toEqual([null, parent.id, null]);
  expect(JSON.parse(after[1]!.ownColumns)).toContain('parentId');
  expect(after.filter((_, index) => index !== 1).map((row) => row.ownColumns)).toEqual([
    '[]',
    '[]',
  ]);
  // One date of a series may be the parent of another.
  const nested = await request.put(endpoint(dates[2]!.id), {
    headers,
    data: { parent: dates[0]!.id },
  });
  expect(nested.status()).toBe(200);
});

test('refuses a parent already 100 events deep, and takes one just above that', async ({
  request,
}) => {
  const headers = users.editor.headers;
  // A chain of 101 events, each the parent of the next, written straight to the database,
  // years ahead: a month the calendar tests and their axe checks share stays light.
  const far = {
    startLocal: daysFromToday(1500, '18:00:00'),
    endLocal: daysFromToday(1500, '20:00:00'),
  };
  const chain: number[] = [];
  for (let index = 0; index <= 100; index += 1) {
    const link = await createEvent(far);
    if (chain.length)
      await db.event.update({ where: { id: link.id }, data: { parentId: chain.at(-1)! } });
    chain.push(link.id);
  }
  const child = await createEvent(when());
  const deepest = await request.put(endpoint(child.id), {
    headers,
    data: { parent: chain.at(-1) },
  });
  expect(deepest.status()).toBe(400);
  expect((await deepest.json()).code).toBe('event-parent-too-deep');
  expect((await db.event.findUniqueOrThrow({ where: { id: child.id } })).parentId).toBeNull();
  // One level up, 99 events are above it: taken.
  const higher = await request.put(endpoint(child.id), { headers, data: { parent: chain.at(-2) } });
  expect(higher.status()).toBe(200);
  expect((await db.event.findUniqueOrThrow({ where: { id: child.id } })).parentId).toBe(
    chain.at(-2),
  );
});
