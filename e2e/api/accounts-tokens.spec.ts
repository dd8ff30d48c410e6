// /api/tokens (README "Users, tokens and settings"): administrators list,
// make (from a session) and revoke any user's API tokens (everyone else is refused:
// accounts-permissions.ts); the token is shown once, stored as a hash.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectApiError, postToken, TOKENS } from '../fixtures/accounts';
import { db, unique } from '../fixtures/db';
import { signIn } from '../fixtures/sessions';
import { createUser, usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const EVENTS = '/calendar/events/v1/events';
const draftEvent = () => ({
  title: unique('Token'),
  status: 'draft',
  start_date: '2031-05-01 10:00:00',
  end_date: '2031-05-01 11:00:00',
});

test.describe('/api/tokens', () => {
  test('a new token is shown once, works over the API with its user’s role, until revoked', async ({
    request,
  }) => {
    const owner = await createUser('author');
    // Over the administrator's bearer token: a token makes no token.
    const name = unique('From a token');
    await expectApiError(
      await request.post(TOKENS, {
        headers: users.administrator.headers,
        data: { user: owner.id, name },
      }),
      403,
      'session-required',
    );
    expect(await db.apiToken.count({ where: { name } })).toBe(0);
    const made = await postToken(users.administrator, owner.id);
    expect(made).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      user: { id: owner.id, email: owner.email, name: 'author' },
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_used: null,
      revoked: null,
      token: expect.stringMatching(/^cal_/),
    });
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: made.id } });
    expect(stored.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));

    const bearer = { Authorization: `Bearer ${made.token}` };
    const input = draftEvent();
    const created = await request.post(EVENTS, { headers: bearer, data: input });
    expect(created.status()).toBe(201);
    expect((await created.json()).author).toBe(String(owner.id));

    const list = await request.get(TOKENS, { headers: users.administrator.headers });
    const listed = (await list.json()).find((token: { id: number }) => token.id === made.id);
    expect(listed).toMatchObject({ id: made.id, revoked: null, last_used: expect.any(String) });
    expect(listed).not.toHaveProperty('token');

    const revoked = await request.delete(`${TOKENS}/${made.id}`, {
      headers: users.administrator.headers,
    });
    expect(revoked.status()).toBe(200);
    const body = await revoked.json();
    expect(body.revoked).toEqual(expect.any(String));
    const refused = await request.post(EVENTS, { headers: bearer, data: draftEvent() });
    await expectApiError(refused, 401, 'rest_invalid_token');

    // Revoking again changes nothing.
    const again = await request.delete(`${TOKENS}/${made.id}`, {
      headers: users.administrator.headers,
    });
    expect((await again.json()).revoked).toBe(body.revoked);
  });

  test('refuses bad input, unknown users and unknown ids', async ({ baseURL }) => {
    // Tokens are made from a session: the administrator signs in.
    const session = await signIn(baseURL, users.administrator.email);
    const request = session.api;
    const headers = { 'X-WP-Nonce': session.nonce };
    const before = await db.apiToken.count();
    const missing = await expectApiError(
      await request.post(TOKENS, { headers, data: {} }),
      400,
      'rest_missing_callback_param',
    );
    expect(missing.data.params).toEqual(['user', 'name']);
    const invalid = await expectApiError(
      await request.post(TOKENS, { headers, data: { user: 'me', name: '  ' } }),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(invalid.data.params)).toEqual(['user', 'name']);
    const unknown = await expectApiError(
      await request.post(TOKENS, { headers, data: { user: 99999999, name: 'x' } }),
      400,
      'rest_invalid_param',
    );
    expect(unknown.data.params).toEqual({ user: 'Invalid parameter.' });
    expect(await db.apiToken.count({ where: { name: 'x', userId: 99999999 } })).toBe(0);
    expect(await db.apiToken.count()).toBeGreaterThanOrEqual(before);
    await expectApiError(
      await request.delete(`${TOKENS}/99999999`, { headers }),
      404,
      'token-not-found',
    );
    await session.api.dispose();
  });
});
