import { expect, test } from '@playwright/test';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { SESSION_PATH, setCookieOf, signIn, type BrowserSession } from '../fixtures/sessions';
import { createUser, TEST_PASSWORD, type TestUser } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

const day = daysFromToday(30, '00:00:00').slice(0, 10);
const newEvent = () => ({
  title: unique('Cookie'),
  // Drafts stay out of public lists that other tests count.
  status: 'draft',
  start_date: `${day} 19:00:00`,
  end_date: `${day} 21:00:00`,
});
const countTitled = (title: string) => db.event.count({ where: { title } });

let author: TestUser;
let session: BrowserSession;
test.beforeEach(async ({ baseURL }) => {
  author = await createUser('author');
  session = await signIn(baseURL, author.email);
});
test.afterEach(async () => {
  await session.api.dispose();
});

test.describe('the session cookie on the REST API (docs/api.md §7.2 step 2)', () => {
  test('authenticates reads alone: an author reads their own draft, privately cached', async ({
    request,
  }) => {
    const draft = await createEvent({
      startLocal: `${day} 10:00:00`,
      endLocal: `${day} 11:00:00`,
      status: 'draft',
      authorId: author.id,
    });
    const path = `/calendar/events/v1/events/${draft.id}`;
    expect((await request.get(path)).status()).toBe(403);
    const response = await session.api.get(path);
    expect(response.status()).toBe(200);
    expect((await response.json()).status).toBe('draft');
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });

  test('treats a write without X-WP-Nonce as anonymous: 401 and nothing written', async () => {
    const input = newEvent();
    const response = await session.api.post('/calendar/events/v1/events', { data: input });
    expect(response.status()).toBe(401);
    expect((await response.json()).code).toBe('rest_forbidden');
    expect(response.headers()['www-authenticate']).toBe('Bearer realm="calendar"');
    expect(await countTitled(input.title)).toBe(0);
  });

  test('refuses a write with a wrong X-WP-Nonce: 403 rest_cookie_invalid_nonce, nothing written', async () => {
    const input = newEvent();
    const response = await session.api.post('/calendar/events/v1/events', {
      data: input,
      headers: { 'X-WP-Nonce': 'not-the-nonce' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
    expect(await countTitled(input.title)).toBe(0);
  });

  test('accepts a write with the session’s nonce, as the signed-in user', async () => {
    const input = newEvent();
    const response = await session.api.post('/calendar/events/v1/events', {
      data: input,
      headers: { 'X-WP-Nonce': session.nonce },
    });
    expect(response.status()).toBe(201);
    expect((await response.json()).author).toBe(String(author.id));
    expect(await countTitled(input.title)).toBe(1);
  });

  test('ignores a forged cookie: the request is anonymous, not an error', async ({ request }) => {
    const forged = { Cookie: `calendar_session=${'A'.repeat(43)}`, 'X-WP-Nonce': session.nonce };
    expect((await request.get('/calendar/events/v1/events', { headers: forged })).status()).toBe(
      200,
    );
    expect((await request.get(SESSION_PATH, { headers: forged })).status()).toBe(401);
    const input = newEvent();
    const write = await request.post('/calendar/events/v1/events', {
      data: input,
      headers: forged,
    });
    expect(write.status()).toBe(401);
    expect((await write.json()).code).toBe('rest_forbidden');
    expect(await countTitled(input.title)).toBe(0);
  });

  test('ignores an expired session', async () => {
    await db.session.updateMany({
      where: { userId: author.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await session.api.post('/calendar/events/v1/events', {
      data: newEvent(),
      headers: { 'X-WP-Nonce': session.nonce },
    });
    expect(response.status()).toBe(401);
    expect((await session.api.get(SESSION_PATH)).status()).toBe(401);
  });

  test('lets a bearer token win over the cookie, even a bad one', async () => {
    const editor = await createUser('editor');
    const input = newEvent();
    const asEditor = await session.api.post('/calendar/events/v1/events', {
      data: input,
      headers: { ...editor.headers, 'X-WP-Nonce': 'ignored-with-a-token' },
    });
    expect(asEditor.status()).toBe(201);
    expect((await asEditor.json()).author).toBe(String(editor.id));
    const badToken = await session.api.get('/calendar/events/v1/events', {
      headers: { Authorization: 'Bearer cal_revoked-or-unknown' },
    });
    expect(badToken.status()).toBe(401);
    expect((await badToken.json()).code).toBe('rest_invalid_token');
  });

  test('slides the expiry forward on use, writing at most once an hour', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 1000);
    await db.session.updateMany({
      where: { userId: author.id },
      data: { lastSeenAt: twoHoursAgo, expiresAt: soon },
    });
    expect((await session.api.get(SESSION_PATH)).status()).toBe(200);
    const refreshed = await db.session.findFirstOrThrow({ where: { userId: author.id } });
    expect(refreshed.lastSeenAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
    expect((await session.api.get(SESSION_PATH)).status()).toBe(200);
    const again = await db.session.findFirstOrThrow({ where: { userId: author.id } });
    expect(again.lastSeenAt).toEqual(refreshed.lastSeenAt);
  });
});

test.describe('the session endpoint (GET and DELETE /api/session)', () => {
  test('tells the signed-in user and the nonce, and 401 rest_not_logged_in without a session', async ({
    request,
  }) => {
    const response = await session.api.get(SESSION_PATH);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: author.id, email: author.email, name: 'author', role: 'author' },
      nonce: session.nonce,
    });
    const anonymous = await request.get(SESSION_PATH);
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe('rest_not_logged_in');
  });

  test('signs out: the session row is deleted, the cookie cleared, and the old cookie is worthless', async ({
    request,
  }) => {
    const response = await session.api.delete(SESSION_PATH, {
      headers: { 'X-WP-Nonce': session.nonce },
    });
    expect(response.status()).toBe(204);
    expect(setCookieOf(response)).toBe(
      'calendar_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
    expect(await db.session.count({ where: { userId: author.id } })).toBe(0);
    const replayed = await request.get(SESSION_PATH, {
      headers: { Cookie: `calendar_session=${session.cookie}` },
    });
    expect(replayed.status()).toBe(401);
  });

  test('does not sign out without the right nonce', async () => {
    const withoutNonce = await session.api.delete(SESSION_PATH);
    expect(withoutNonce.status()).toBe(401);
    const wrongNonce = await session.api.delete(SESSION_PATH, { headers: { 'X-WP-Nonce': 'x' } });
    expect(wrongNonce.status()).toBe(403);
    expect((await wrongNonce.json()).code).toBe('rest_cookie_invalid_nonce');
    expect((await session.api.get(SESSION_PATH)).status()).toBe(200);
  });

  test('replaces the session a browser holds when it signs in again', async () => {
    const again = await session.api.post(SESSION_PATH, {
      data: { email: author.email, password: TEST_PASSWORD },
    });
    expect(again.status()).toBe(200);
    expect(await db.session.count({ where: { userId: author.id } })).toBe(1);
    expect((await again.json()).nonce).not.toBe(session.nonce);
  });
});
