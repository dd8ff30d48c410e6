// docs/accounts.md's capability table for events: each role × read, create,
// publish, edit and delete, on its own and on others' events, published and
// unpublished, and who may name another author (docs/api.md §4.1).
// events-permissions.spec.ts runs it over bearer tokens and
// permissions-session.spec.ts over a session cookie with its X-WP-Nonce, so
// every cell is checked over both credentials.
import { expect, test } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { usersOfEveryRole, type Credentials } from '../fixtures/users';

const EVENTS = '/calendar/events/v1/events';
const when = () => ({
  startLocal: daysFromToday(12, '19:00:00'),
  endLocal: daysFromToday(12, '21:00:00'),
});
const day = daysFromToday(12, '00:00:00').slice(0, 10);
const input = () => ({
  title: unique('Permitted'),
  start_date: `${day} 19:00:00`,
  end_date: `${day} 21:00:00`,
});
const forbidden = (status: number) => ({
  code: 'rest_forbidden',
  message: 'Sorry, you are not allowed to do that.',
  data: { status },
});
const storedEvent = (id: number) => db.event.findUniqueOrThrow({ where: { id } });

export function eventPermissionTests(credentials: Credentials) {
  const users = usersOfEveryRole(credentials);

  test.describe(`events: the capability table over ${credentials} credentials (docs/accounts.md)`, () => {
    test('keeps drafts to editors, administrators and their own authors', async ({ request }) => {
      const draft = await createEvent({ ...when(), status: 'draft', authorId: users.author.id });
      const path = `${EVENTS}/${draft.id}`;
      for (const headers of [{}, users.subscriber.headers, users.contributor.headers]) {
        const response = await request.get(path, { headers });
        expect(response.status()).toBe(403);
        expect((await response.json()).code).toBe('event-not-accessible');
      }
      for (const role of ['author', 'editor', 'administrator'] as const) {
        const response = await request.get(path, { headers: users[role].headers });
        expect(response.status(), role).toBe(200);
        expect(response.headers()['cache-control']).toBe('private, no-store');
      }
      const own = await createEvent({
        ...when(),
        status: 'pending',
        authorId: users.contributor.id,
      });
      const ownRead = await request.get(`${EVENTS}/${own.id}`, {
        headers: users.contributor.headers,
      });
      expect(ownRead.status()).toBe(200);
      expect((await ownRead.json()).status).toBe('pending');
    });

    test('refuses creates to anonymous callers (401) and subscribers (403), storing nothing', async ({
      request,
    }) => {
      const event = input();
      const anonymous = await request.post(EVENTS, { data: event });
      expect(anonymous.status()).toBe(401);
      expect(await anonymous.json()).toEqual(forbidden(401));
      const subscriber = await request.post(EVENTS, {
        headers: users.subscriber.headers,
        data: event,
      });
      expect(subscriber.status()).toBe(403);
      expect(await subscriber.json()).toEqual(forbidden(403));
      expect(await db.event.count({ where: { title: event.title } })).toBe(0);
    });

    test('never lets a contributor publish', async ({ request }) => {
      for (const [asked, stored] of [
        [undefined, 'draft'],
        ['publish', 'pending'],
        ['private', 'pending'],
        ['pending', 'pending'],
      ] as const) {
        const response = await request.post(EVENTS, {
          headers: users.contributor.headers,
          data: { ...input(), ...(asked ? { status: asked } : {}) },
        });
        expect(response.status()).toBe(201);
        const body = await response.json();
        expect(body.status, String(asked)).toBe(stored);
        expect((await storedEvent(body.id)).authorId).toBe(users.contributor.id);
      }
    });

    test('lets contributors edit and delete their own events only while unpublished', async ({
      request,
    }) => {
      const { contributor } = users;
      const draft = await createEvent({ ...when(), authorId: contributor.id, status: 'draft' });
      const title = unique('Draft');
      const edited = await request.patch(`${EVENTS}/${draft.id}`, {
        headers: contributor.headers,
        data: { title },
      });
      expect(edited.status()).toBe(200);
      expect((await storedEvent(draft.id)).title).toBe(title);
      const asked = await request.patch(`${EVENTS}/${draft.id}`, {
        headers: contributor.headers,
        data: { status: 'publish' },
      });
      expect((await asked.json()).status).toBe('pending');
      expect((await storedEvent(draft.id)).status).toBe('pending');
      const trashed = await request.delete(`${EVENTS}/${draft.id}`, {
        headers: contributor.headers,
      });
      expect(trashed.status()).toBe(200);
      expect((await storedEvent(draft.id)).status).toBe('trash');

      const published = await createEvent({ ...when(), authorId: contributor.id });
      const path = `${EVENTS}/${published.id}`;
      const edit = await request.patch(path, {
        headers: contributor.headers,
        data: { title: 'x' },
      });
      expect(edit.status()).toBe(403);
      expect((await request.delete(path, { headers: contributor.headers })).status()).toBe(403);
      expect(await storedEvent(published.id)).toMatchObject({
        title: published.title,
        status: 'publish',
      });
    });

    test('lets authors publish, edit and trash their own events', async ({ request }) => {
      const created = await request.post(EVENTS, {
        headers: users.author.headers,
        data: { ...input(), status: 'publish' },
      });
      expect(created.status()).toBe(201);
      const { id, status } = await created.json();
      expect(status).toBe('publish');
      const path = `${EVENTS}/${id}`;
      const title = unique('Mine');
      const edited = await request.patch(path, { headers: users.author.headers, data: { title } });
      expect(edited.status()).toBe(200);
      expect((await request.delete(path, { headers: users.author.headers })).status()).toBe(200);
      expect(await storedEvent(id)).toMatchObject({ title, status: 'trash' });

      const draft = await createEvent({ ...when(), authorId: users.author.id, status: 'draft' });
      const published = await request.patch(`${EVENTS}/${draft.id}`, {
        headers: users.author.headers,
        data: { status: 'publish' },
      });
      expect((await published.json()).status).toBe('publish');
    });

    test('refuses edits and deletes of others\u2019 events below editor, writing nothing', async ({
      request,
    }) => {
      for (const status of ['publish', 'draft'] as const) {
        const event = await createEvent({ ...when(), authorId: users.editor.id, status });
        const path = `${EVENTS}/${event.id}`;
        for (const [role, expected] of [
          [null, 401],
          ['subscriber', 403],
          ['contributor', 403],
          ['author', 403],
        ] as const) {
          const headers = role ? users[role].headers : {};
          const label = `${role} on ${status}`;
          const edit = await request.patch(path, { headers, data: { title: 'taken' } });
          expect(edit.status(), label).toBe(expected);
          expect(await edit.json()).toEqual(forbidden(expected));
          const removal = await request.delete(path, { headers });
          expect(removal.status(), label).toBe(expected);
        }
        expect(await storedEvent(event.id)).toMatchObject({ title: event.title, status });
      }
    });

    test('lets only editors and administrators name another author; a refused create writes nothing', async ({
      request,
    }) => {
      for (const role of ['editor', 'administrator'] as const) {
        const created = await request.post(EVENTS, {
          headers: users[role].headers,
          data: { ...input(), author: users.author.id },
        });
        expect(created.status(), role).toBe(201);
        expect((await created.json()).author).toBe(String(users.author.id));
      }
      for (const role of ['author', 'contributor'] as const) {
        const refused = { ...input(), author: users.editor.id };
        const response = await request.post(EVENTS, {
          headers: users[role].headers,
          data: refused,
        });
        expect(response.status(), role).toBe(403);
        expect((await response.json()).code).toBe('rest_cannot_edit_others');
        expect(await db.event.count({ where: { title: refused.title } })).toBe(0);
      }
      const own = await request.post(EVENTS, {
        headers: users.author.headers,
        data: { ...input(), author: users.author.id },
      });
      expect((await own.json()).author).toBe(String(users.author.id));
    });

    test('lets editors and administrators publish, edit and trash anyone\u2019s events', async ({
      request,
    }) => {
      for (const role of ['editor', 'administrator'] as const) {
        const { headers } = users[role];
        const draft = await createEvent({ ...when(), authorId: users.author.id, status: 'draft' });
        const path = `${EVENTS}/${draft.id}`;
        const published = await request.patch(path, { headers, data: { status: 'publish' } });
        expect((await published.json()).status, role).toBe('publish');
        const title = unique(role);
        expect((await request.patch(path, { headers, data: { title } })).status()).toBe(200);
        expect((await request.delete(path, { headers })).status()).toBe(200);
        expect(await storedEvent(draft.id)).toMatchObject({
          title,
          status: 'trash',
          authorId: users.author.id,
        });
      }
    });
  });
}
