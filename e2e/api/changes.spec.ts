// The change feed over HTTP (docs/sync.md): a consumer that starts from the
// cursor of now and follows it learns every change it may see, each
// visibility transition as an upsert or a delete, and nothing it may not.
// Other tests write meanwhile, so each test looks only at its own items.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { daysFromToday, db, unique } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const REST = '/calendar/events/v1';
const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

type Headers = Record<string, string>;
interface Change {
  kind: string;
  id: number;
  change: 'upsert' | 'delete';
  modified_utc: string;
}

/**
 * A consumer keeping a copy: it starts from the cursor of now and, each time
 * it catches up, follows the feed to its end and remembers what the feed said
 * last of each item.
 */
async function mirror(request: APIRequestContext, headers: Headers = {}) {
  const first = await request.get(`${REST}/changes`, { headers });
  expect(first.status()).toBe(200);
  const body = await first.json();
  expect(body.changes).toEqual([]);
  expect(typeof body.next_cursor).toBe('string');
  let cursor = body.next_cursor as string;
  const last = new Map<string, Change['change']>();
  return async function catchUp() {
    for (;;) {
      const response = await request.get(
        `${REST}/changes?since=${encodeURIComponent(cursor)}&per_page=500`,
        { headers },
      );
      expect(response.status()).toBe(200);
      const page = (await response.json()) as { changes: Change[]; next_cursor: string };
      for (const change of page.changes) {
        expect(change.modified_utc).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        last.set(`${change.kind} ${change.id}`, change.change);
      }
      if (page.next_cursor === cursor) return last;
      cursor = page.next_cursor;
    }
  };
}

const event = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_date: daysFromToday(20, '19:00:00'),
  end_date: daysFromToday(20, '21:00:00'),
  ...extra,
});

test('each visibility change of an event is an upsert or a delete, as the caller may read it', async ({
  request,
}) => {
  const editor = users.editor.headers;
  const anonymous = await mirror(request);
  const editors = await mirror(request, editor);
  const write = async (method: 'post' | 'patch' | 'delete', path: string, data?: object) => {
    const response = await request[method](`${REST}${path}`, { headers: editor, data });
    expect(response.status(), `${method} ${path}`).toBeLessThan(300);
    return response.json();
  };
  const states = async (id: number) => ({
    anonymous: (await anonymous()).get(`event ${id}`),
    editor: (await editors()).get(`event ${id}`),
  });

  const { id } = await write('post', '/events', event(unique('Feed concert')));
  expect(await states(id)).toEqual({ anonymous: 'upsert', editor: 'upsert' });
  await write('patch', `/events/${id}`, { status: 'draft' });
  expect(await states(id)).toEqual({ anonymous: 'delete', editor: 'upsert' });
  await write('patch', `/events/${id}`, { status: 'publish' });
  expect(await states(id)).toEqual({ anonymous: 'upsert', editor: 'upsert' });
  await write('patch', `/events/${id}`, { status: 'private' });
  expect(await states(id)).toEqual({ anonymous: 'delete', editor: 'upsert' });
  await write('patch', `/events/${id}`, { status: 'publish' });
  const locked = await request.put(`/api/events/${id}/password`, {
    headers: editor,
    data: { password: 'hush' },
  });
  expect(locked.status()).toBe(200);
  expect(await states(id)).toEqual({ anonymous: 'delete', editor: 'upsert' });
  await request.put(`/api/events/${id}/password`, { headers: editor, data: { password: null } });
  expect(await states(id)).toEqual({ anonymous: 'upsert', editor: 'upsert' });
  // Trashed: the API refuses it to everyone, so every reader forgets it.
  await write('delete', `/events/${id}`);
  expect(await states(id)).toEqual({ anonymous: 'delete', editor: 'delete' });
});

test('venues, organizers, categories and tags are told too, and a term deleted for good', async ({
  request,
}) => {
  const editor = users.editor.headers;
  const catchUp = await mirror(request);
  const post = async (path: string, data: object) => {
    const response = await request.post(`${REST}${path}`, { headers: editor, data });
    expect(response.status(), path).toBe(201);
    return (await response.json()).id as number;
  };
  const venue = await post('/venues', { venue: unique('Feed hall') });
  const organizer = await post('/organizers', { organizer: unique('Feed org') });
  const category = await post('/categories', { name: unique('Feed genre') });
  const tag = await post('/tags', { name: unique('feed-tag') });
  const seen = await catchUp();
  for (const key of [
    `venue ${venue}`,
    `organizer ${organizer}`,
    `category ${category}`,
    `tag ${tag}`,
  ])
    expect(seen.get(key), key).toBe('upsert');

  const deleted = await request.delete(`${REST}/tags/${tag}`, { headers: editor });
  expect(deleted.status()).toBe(200);
  expect((await catchUp()).get(`tag ${tag}`)).toBe('delete');
});

test("an author's draft is theirs to see in the feed, and no other author's", async ({
  request,
}) => {
  const author = users.author.headers;
  const contributor = users.contributor.headers;
  const authors = await mirror(request, author);
  const contributors = await mirror(request, contributor);
  const response = await request.post(`${REST}/events`, {
    headers: contributor,
    data: event(unique('Feed submission')),
  });
  expect(response.status()).toBe(201);
  const { id, status } = await response.json();
  expect(status).toBe('draft');
  expect((await contributors()).get(`event ${id}`)).toBe('upsert');
  expect((await authors()).get(`event ${id}`)).toBe('delete');
});

test('refuses a cursor it did not make with 400, and one from another database with 410', async ({
  request,
}) => {
  for (const since of ['nonsense', '', '12'].map(encodeURIComponent)) {
    const response = await request.get(`${REST}/changes?since=${since}`);
    expect(response.status(), since).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual(['since']);
  }
  for (const perPage of ['0', '-1', 'many']) {
    const response = await request.get(`${REST}/changes?per_page=${perPage}`);
    expect(response.status(), perPage).toBe(400);
    expect(Object.keys((await response.json()).data.params)).toEqual(['per_page']);
  }
  // The cursor of a far newer change than this database has ever written.
  const foreign = Buffer.from('c1.999999999').toString('base64url');
  const expired = await request.get(`${REST}/changes?since=${foreign}`);
  expect(expired.status()).toBe(410);
  expect(await expired.json()).toMatchObject({
    code: 'rest_cursor_expired',
    data: { status: 410 },
  });
});
