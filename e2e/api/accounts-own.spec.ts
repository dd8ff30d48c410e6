// /api/account… (docs/accounts.md "Your own account"): every signed-in user
// changes their own name and password; every role that may write makes, lists
// and revokes its own API tokens (made from a session), and no one else's.
import { expect, request, test } from '@playwright/test';
import { ACCOUNT, expectApiError, OWN_TOKENS, PASSWORD, TOKENS } from '../fixtures/accounts';
import { db, unique } from '../fixtures/db';
import {
  postSignIn,
  sessionCookieOf,
  SESSION_PATH,
  signIn,
  uniqueAddress,
} from '../fixtures/sessions';
import { createUser, TEST_PASSWORD } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

const NEW_PASSWORD = 'a-password-of-my-own';
const EVENTS = '/calendar/events/v1/events';
const draftEvent = () => ({
  title: unique('Own token'),
  status: 'draft',
  start_date: '2031-06-01 10:00:00',
  end_date: '2031-06-01 11:00:00',
});

test.describe('/api/account', () => {
  test('reads and renames the caller’s own account; anonymous callers get 401', async ({
    request,
  }) => {
    const user = await createUser('subscriber');
    const read = await request.get(ACCOUNT, { headers: user.headers });
    expect(read.status()).toBe(200);
    expect(read.headers()['cache-control']).toBe('private, no-store');
    expect(await read.json()).toMatchObject({ id: user.id, email: user.email, role: 'subscriber' });

    const name = unique('Renamed');
    const renamed = await request.patch(ACCOUNT, {
      headers: user.headers,
      data: { name: `  ${name} `, role: 'administrator' },
    });
    expect(renamed.status()).toBe(200);
    // The role is not the account holder's to change: it is ignored.
    expect(await renamed.json()).toMatchObject({ id: user.id, name, role: 'subscriber' });
    expect(await db.user.findUnique({ where: { id: user.id } })).toMatchObject({
      name,
      role: 'subscriber',
    });

    const tooLong = await expectApiError(
      await request.patch(ACCOUNT, { headers: user.headers, data: { name: 'x'.repeat(201) } }),
      400,
      'rest_invalid_param',
    );
    expect(tooLong.data.details.name.code).toBe('too_big');
    for (const response of [
      await request.get(ACCOUNT),
      await request.patch(ACCOUNT, { data: { name: 'Nobody' } }),
      await request.post(PASSWORD, { data: { current_password: 'x', password: NEW_PASSWORD } }),
    ])
      await expectApiError(response, 401, 'rest_forbidden');
  });
});

test.describe('/api/account/password', () => {
  test('a wrong current password is 400 incorrect-password; a right one ends the other sessions but this one', async ({
    baseURL,
  }) => {
    const user = await createUser('author');
    const browser = await signIn(baseURL, user.email);
    const other = await signIn(baseURL, user.email);
    // A wrong current password counts as a failed sign-in from its address: one of its own.
    const headers = { 'X-WP-Nonce': browser.nonce, 'X-Forwarded-For': uniqueAddress() };

    const wrong = await expectApiError(
      await browser.api.post(PASSWORD, {
        headers,
        data: { current_password: 'not-my-password', password: NEW_PASSWORD },
      }),
      400,
      'incorrect-password',
    );
    expect(wrong.data.params).toEqual({ current_password: 'Invalid parameter.' });
    const short = await expectApiError(
      await browser.api.post(PASSWORD, {
        headers,
        data: { current_password: TEST_PASSWORD, password: 'short' },
      }),
      400,
      'rest_invalid_param',
    );
    expect(short.data.details.password.code).toBe('too_small');
    const missing = await expectApiError(
      await browser.api.post(PASSWORD, { headers, data: {} }),
      400,
      'rest_missing_callback_param',
    );
    expect(missing.data.params).toEqual(['current_password', 'password']);
    expect((await other.api.get(SESSION_PATH)).status()).toBe(200);

    const changed = await browser.api.post(PASSWORD, {
      headers,
      data: { current_password: TEST_PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    expect(await changed.json()).toMatchObject({ id: user.id, email: user.email });
    expect(await changed.json()).not.toHaveProperty('password');

    // The session stays under a new cookie: a copy of the old one is worthless.
    const rotated = sessionCookieOf(changed);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(browser.cookie);
    const copied = await request.newContext({ baseURL });
    await expectApiError(
      await copied.get(SESSION_PATH, { headers: { Cookie: `calendar_session=${browser.cookie}` } }),
      401,
      'rest_not_logged_in',
    );
    await copied.dispose();
    expect((await browser.api.get(SESSION_PATH)).status()).toBe(200);
    await expectApiError(await other.api.get(SESSION_PATH), 401, 'rest_not_logged_in');
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    await expectApiError(
      await postSignIn(browser.api, user.email, TEST_PASSWORD),
      401,
      'invalid_credentials',
    );
    expect((await postSignIn(other.api, user.email, NEW_PASSWORD)).status()).toBe(200);
    await Promise.all([browser.api.dispose(), other.api.dispose()]);
  });

  test('over a bearer token every session ends, and the token keeps working', async ({
    request,
    baseURL,
  }) => {
    const user = await createUser('contributor');
    const browser = await signIn(baseURL, user.email);
    const changed = await request.post(PASSWORD, {
      headers: { ...user.headers, 'X-Forwarded-For': uniqueAddress() },
      data: { current_password: TEST_PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await expectApiError(await browser.api.get(SESSION_PATH), 401, 'rest_not_logged_in');
    expect((await request.get(ACCOUNT, { headers: user.headers })).status()).toBe(200);
    await browser.api.dispose();
  });
});

test.describe('/api/account/password limits', () => {
  test('wrong current passwords count as failed sign-ins of the account: past the limit, 429', async ({
    request,
  }) => {
    const user = await createUser('editor');
    const stored = await db.setting.findUnique({
      where: { key: 'rate_limit_signins_per_15_minutes' },
    });
    const limit = Number(stored?.value ?? 10);
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    // Each from an address of its own: the account's counter is the one that fills.
    const attempt = (current_password: string) =>
      request.post(PASSWORD, {
        headers: { ...user.headers, 'X-Forwarded-For': uniqueAddress() },
        data: { current_password, password: NEW_PASSWORD },
      });
    for (let count = 0; count < limit; count++)
      await expectApiError(await attempt('not-my-password'), 400, 'incorrect-password');
    await expectApiError(await attempt(TEST_PASSWORD), 429, 'rest_rate_limited');
    await expectApiError(await postSignIn(request, user.email), 429, 'rest_rate_limited');
    const kept = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(kept.passwordHash).toBe(passwordHash);
  });
});

test.describe('/api/account/tokens', () => {
  test('a contributor makes its own tokens from a session, lists and revokes them, and cannot touch another user’s', async ({
    request,
    baseURL,
  }) => {
    const contributor = await createUser('contributor');
    const other = await createUser('editor');
    const othersToken = await db.apiToken.findFirstOrThrow({ where: { userId: other.id } });
    const { headers } = contributor;

    // A token makes no token: a leaked one could otherwise outlive its revocation.
    const name = unique('Mine');
    await expectApiError(
      await request.post(OWN_TOKENS, { headers, data: { name } }),
      403,
      'session-required',
    );
    expect(await db.apiToken.count({ where: { name } })).toBe(0);

    // The owner is always the caller: a `user` sent along is not read.
    const browser = await signIn(baseURL, contributor.email);
    const made = await browser.api.post(OWN_TOKENS, {
      headers: { 'X-WP-Nonce': browser.nonce },
      data: { name, user: other.id },
    });
    expect(made.status(), await made.text()).toBe(201);
    const token = await made.json();
    await browser.api.dispose();
    expect(token).toMatchObject({
      user: { id: contributor.id, email: contributor.email },
      revoked: null,
      token: expect.stringMatching(/^cal_/),
    });
    const bearer = { Authorization: `Bearer ${token.token}` };
    const created = await request.post(EVENTS, { headers: bearer, data: draftEvent() });
    expect(created.status()).toBe(201);
    expect((await created.json()).author).toBe(String(contributor.id));

    const list = await request.get(OWN_TOKENS, { headers });
    expect(list.status()).toBe(200);
    const listed: { id: number; user: { id: number } }[] = await list.json();
    expect(listed.map(({ id }) => id)).toContain(token.id);
    expect(listed.map(({ id }) => id)).not.toContain(othersToken.id);
    expect(listed.every(({ user }) => user.id === contributor.id)).toBe(true);
    expect(listed).toHaveLength(2);
    expect(listed[0]).not.toHaveProperty('token');

    await expectApiError(
      await request.delete(`${OWN_TOKENS}/${othersToken.id}`, { headers }),
      404,
      'token-not-found',
    );
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: othersToken.id } })).revokedAt).toBe(
      null,
    );
    await expectApiError(
      await request.delete(`${TOKENS}/${othersToken.id}`, { headers }),
      403,
      'rest_forbidden',
    );
    await expectApiError(await request.get(TOKENS, { headers }), 403, 'rest_forbidden');

    const revoked = await request.delete(`${OWN_TOKENS}/${token.id}`, { headers });
    expect(revoked.status()).toBe(200);
    expect((await revoked.json()).revoked).toEqual(expect.any(String));
    await expectApiError(await request.get(EVENTS, { headers: bearer }), 401, 'rest_invalid_token');
    await expectApiError(
      await request.delete(`${OWN_TOKENS}/99999999`, { headers }),
      404,
      'token-not-found',
    );
  });

  test('an administrator’s own list holds only its own tokens', async ({ request }) => {
    const admin = await createUser('administrator');
    const listed: { user: { id: number } }[] = await (
      await request.get(OWN_TOKENS, { headers: admin.headers })
    ).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]!.user.id).toBe(admin.id);
  });

  test('a subscriber is refused before the body is read; anonymous callers get 401', async ({
    request,
  }) => {
    const subscriber = await createUser('subscriber');
    const token = await db.apiToken.findFirstOrThrow({ where: { userId: subscriber.id } });
    const name = unique('Refused');
    for (const [headers, status] of [
      [subscriber.headers, 403],
      [{}, 401],
    ] as const) {
      for (const response of [
        await request.get(OWN_TOKENS, { headers }),
        await request.post(OWN_TOKENS, { headers, data: { name } }),
        await request.post(OWN_TOKENS, { headers, data: { name: '' } }),
        await request.delete(`${OWN_TOKENS}/${token.id}`, { headers }),
      ])
        await expectApiError(response, status, 'rest_forbidden');
    }
    expect(await db.apiToken.count({ where: { name } })).toBe(0);
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: token.id } })).revokedAt).toBe(null);
  });
});
