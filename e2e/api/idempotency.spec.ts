// Idempotent writes (docs/api.md §10.10): a write sent again with the same
// Idempotency-Key gets the first answer and writes nothing more.
import { expect, test, type APIResponse } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { bearer, editorToken } from '../fixtures/site-events';
import { createUser, type TestUser } from '../fixtures/users';

const EVENTS = '/calendar/events/v1/events';
const users = {} as Record<'editor' | 'author', TestUser>;
test.beforeAll(async () => {
  // Users of their own: their write limits are not shared with other files.
  users.editor = await createUser('editor');
  users.author = await createUser('author');
});
test.afterAll(async () => {
  await db.$disconnect();
});

const day = daysFromToday(30, '00:00:00').slice(0, 10);
const newEvent = (title = unique('Idempotent')) => ({
  title,
  start_date: `${day} 19:00:00`,
  end_date: `${day} 21:00:00`,
});
const withKey = (user: TestUser, key: string) => ({ ...user.headers, 'Idempotency-Key': key });
const countTitled = (title: string) => db.event.count({ where: { title } });

/** What a client can tell of an answer, Date and the replay mark aside. */
async function seen(response: APIResponse) {
  const headers = response.headers();
  return {
    status: response.status(),
    body: await response.text(),
    contentType: headers['content-type'],
    location: headers['location'],
    link: headers['link'],
  };
}

test.describe('the same key again', () => {
  test('a POST answered again is the first answer, and one event is stored', async ({
    request,
  }) => {
    const input = newEvent();
    const key = unique('create');
    const post = () => request.post(EVENTS, { headers: withKey(users.editor, key), data: input });
    const first = await post();
    expect(first.status()).toBe(201);
    expect(first.headers()['idempotent-replayed']).toBeUndefined();
    const again = await post();
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await seen(again)).toEqual(await seen(first));
    expect(again.headers()['location']).toContain(`/events/${(await first.json()).id}`);

    const list = await request.get(`${EVENTS}?search=${input.title}&status=publish`, {
      headers: users.editor.headers,
    });
    expect((await list.json()).events.map((event: { title: string }) => event.title)).toEqual([
      input.title,
    ]);
    expect(await countTitled(input.title)).toBe(1);
  });

  test('a DELETE answered again is the first answer, not "already in the trash"', async ({
    request,
  }) => {
    const event = await createEvent({
      startLocal: `${day} 10:00:00`,
      endLocal: `${day} 11:00:00`,
      authorId: users.editor.id,
    });
    const key = unique('delete');
    const remove = () =>
      request.delete(`${EVENTS}/${event.id}`, { headers: withKey(users.editor, key) });
    const first = await remove();
    expect(first.status()).toBe(200);
    const again = await remove();
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await seen(again)).toEqual(await seen(first));
    // Without a key the same request runs again, and finds the event trashed.
    const unkeyed = await request.delete(`${EVENTS}/${event.id}`, {
      headers: users.editor.headers,
    });
    expect(unkeyed.status()).toBe(410);
  });

  test('a refusal (4xx) is kept and answered again too', async ({ request }) => {
    const key = unique('refused');
    const post = () =>
      request.post(EVENTS, { headers: withKey(users.editor, key), data: { title: 'No dates' } });
    const first = await post();
    expect(first.status()).toBe(400);
    const again = await post();
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await seen(again)).toEqual(await seen(first));
  });
});

test.describe('a key used for another request', () => {
  test('is refused with 422 rest_idempotency_mismatch, and nothing is written', async ({
    request,
  }) => {
    const key = unique('mismatch');
    const input = newEvent();
    expect(
      (await request.post(EVENTS, { headers: withKey(users.editor, key), data: input })).status(),
    ).toBe(201);
    const otherTitle = unique('Other');
    const otherBody = await request.post(EVENTS, {
      headers: withKey(users.editor, key),
      data: { ...input, title: otherTitle },
    });
    const otherPath = await request.post('/calendar/events/v1/venues', {
      headers: withKey(users.editor, key),
      data: { venue: otherTitle },
    });
    for (const response of [otherBody, otherPath]) {
      expect(response.status()).toBe(422);
      expect(await response.json()).toEqual({
        code: 'rest_idempotency_mismatch',
        message: expect.any(String),
        data: { status: 422 },
      });
    }
    expect(await countTitled(otherTitle)).toBe(0);
    expect(await db.venue.count({ where: { name: otherTitle } })).toBe(0);
  });

  test('by another user is theirs alone: both writes happen', async ({ request }) => {
    const key = unique('shared');
    const input = newEvent();
    const editors = await request.post(EVENTS, {
      headers: withKey(users.editor, key),
      data: input,
    });
    const authors = await request.post(EVENTS, {
      headers: withKey(users.author, key),
      data: input,
    });
    expect([editors.status(), authors.status()]).toEqual([201, 201]);
    expect(authors.headers()['idempotent-replayed']).toBeUndefined();
    expect((await authors.json()).id).not.toBe((await editors.json()).id);
    expect(await countTitled(input.title)).toBe(2);
  });
});

test('two identical POSTs racing with one key store one event and get one answer', async ({
  request,
}) => {
  const input = newEvent();
  const key = unique('race');
  const post = () => request.post(EVENTS, { headers: withKey(users.editor, key), data: input });
  const answers = await Promise.all([post(), post()]);
  expect(answers.map((answer) => answer.status())).toEqual([201, 201]);
  const [first, second] = await Promise.all(answers.map(seen));
  expect(second).toEqual(first);
  expect(
    answers.filter((answer) => answer.headers()['idempotent-replayed'] === 'true'),
  ).toHaveLength(1);
  expect(await countTitled(input.title)).toBe(1);
});

test.describe('on two app nodes sharing one database', () => {
  let site: IsolatedSite;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startIsolatedSite(2);
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('the same POST sent to both nodes at once is written once, and answered alike', async ({
    request,
  }) => {
    test.slow();
    const token = editorToken(site.cli, `${unique('nodes')}@example.org`);
    for (let round = 0; round < 5; round += 1) {
      const title = unique('Across nodes');
      const key = unique('nodes');
      const answers = await Promise.all(
        site.nodes.map((node) =>
          request.post(`${node.baseUrl}${EVENTS}`, {
            headers: { ...bearer(token), 'Idempotency-Key': key },
            data: { ...newEvent(title), status: 'publish' },
          }),
        ),
      );
      const [first, second] = await Promise.all(answers.map(seen));
      expect(first!.status).toBe(201);
      // The API root's Link names the node asked; the rest is the first answer, Location included.
      expect({ ...second, link: undefined }).toEqual({ ...first, link: undefined });
      const list = await request.get(`${site.nodes[0]!.baseUrl}${EVENTS}?search=${title}`, {
        headers: bearer(token),
      });
      expect((await list.json()).total, `round ${round}`).toBe(1);
    }
  });
});

test('an empty or over-long key is a 400 rest_invalid_param naming the header', async ({
  request,
}) => {
  const input = newEvent();
  for (const key of ['', 'k'.repeat(256)]) {
    const response = await request.post(EVENTS, {
      headers: withKey(users.editor, key),
      data: input,
    });
    expect(response.status(), `key of ${key.length}`).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { 'Idempotency-Key': expect.any(String) } },
    });
  }
  const longest = await request.post(EVENTS, {
    headers: withKey(users.editor, unique('long').padEnd(255, 'k')),
    data: input,
  });
  expect(longest.status()).toBe(201);
  expect(await countTitled(input.title)).toBe(1);
});

test('the OpenAPI document names the header and the refusals of a reused key', async ({
  request,
}) => {
  const document = await (await request.get('/calendar/events/v1/doc')).json();
  const create = document.paths['/events'].post;
  expect(create.parameters).toContainEqual(
    expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
  );
  expect(create.responses['422'].description).toContain('rest_idempotency_mismatch');
  expect(create.responses['409'].description).toContain('rest_idempotency_in_progress');
});
