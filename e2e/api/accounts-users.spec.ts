// /api/users (README "Users, tokens and settings"): administrators list,
// create and change users (everyone else is refused: accounts-permissions.ts).
import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { expectApiError, newUserInput, postUser, USERS } from '../fixtures/accounts';
import { postSignIn, signIn } from '../fixtures/sessions';
import { createUser, usersOfEveryRole, TEST_PASSWORD } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const storedByEmail = (email: string) => db.user.findUnique({ where: { email } });

test.describe('/api/users', () => {
  test('an administrator creates a user who can then sign in; the list shows it', async ({
    request,
  }) => {
    const input = newUserInput('editor');
    const made = await postUser(request, users.administrator, {
      ...input,
      email: ` ${input.email.toUpperCase()} `,
    });
    expect(made).toEqual({
      id: expect.any(Number),
      email: input.email,
      name: input.name,
      role: 'editor',
      disabled: false,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(made).not.toHaveProperty('password');
    const stored = await storedByEmail(input.email);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect((await postSignIn(request, input.email, TEST_PASSWORD)).status()).toBe(200);

    const list = await request.get(USERS, { headers: users.administrator.headers });
    expect(list.status()).toBe(200);
    expect(list.headers()['cache-control']).toBe('private, no-store');
    expect(await list.json()).toContainEqual(made);
    const one = await request.get(`${USERS}/${made.id}`, { headers: users.administrator.headers });
    expect(await one.json()).toEqual(made);
  });

  test('refuses bad input field by field, and an e-mail in use, writing nothing', async ({
    request,
  }) => {
    const { headers } = users.administrator;
    const missing = await expectApiError(
      await request.post(USERS, { headers, data: { name: 'x' } }),
      400,
      'rest_missing_callback_param',
    );
    expect(missing.data.params).toEqual(['email', 'role', 'password']);

    const input = newUserInput();
    const invalid = await expectApiError(
      await request.post(USERS, {
        headers,
        data: { ...input, email: 'not-an-address', role: 'king', password: 'short' },
      }),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(invalid.data.params)).toEqual(['email', 'role', 'password']);
    expect(invalid.data.details.password.code).toBe('too_small');
    expect(invalid.data.details.email.code).toBe('invalid_format');
    await expectApiError(
      await request.post(USERS, { headers, data: '{"email":' }),
      400,
      'rest_invalid_json',
    );
    expect(await storedByEmail(input.email)).toBeNull();

    const taken = await expectApiError(
      await request.post(USERS, { headers, data: { ...input, email: users.editor.email } }),
      409,
      'user-email-exists',
    );
    expect(taken.data.params).toEqual({ email: 'Invalid parameter.' });
    expect(await db.user.count({ where: { email: users.editor.email } })).toBe(1);
  });

  test('changes a role and a name; resets a password, ending that user’s sessions', async ({
    request,
  }) => {
    const { headers } = users.administrator;
    const user = await createUser('author');
    const signedIn = await postSignIn(request, user.email);
    expect(signedIn.status()).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

    const changed = await request.patch(`${USERS}/${user.id}`, {
      headers,
      data: { role: 'editor', name: 'Renamed' },
    });
    expect(changed.status()).toBe(200);
    expect(await changed.json()).toMatchObject({ id: user.id, role: 'editor', name: 'Renamed' });

    const reset = await request.patch(`${USERS}/${user.id}`, {
      headers,
      data: { password: 'a-brand-new-password' },
    });
    expect(reset.status()).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await postSignIn(request, user.email, TEST_PASSWORD)).status()).toBe(401);
    expect((await postSignIn(request, user.email, 'a-brand-new-password')).status()).toBe(200);

    const bad = await expectApiError(
      await request.patch(`${USERS}/${user.id}`, { headers, data: { role: 'king', name: 'No' } }),
      400,
      'rest_invalid_param',
    );
    expect(bad.data.params).toEqual({ role: 'Invalid parameter.' });
    expect(await db.user.findUnique({ where: { id: user.id } })).toMatchObject({
      role: 'editor',
      name: 'Renamed',
    });
  });

  test('answers 404 for unknown ids and rest_no_route for ids that are not numbers', async ({
    request,
  }) => {
    const { headers } = users.administrator;
    await expectApiError(
      await request.get(`${USERS}/99999999`, { headers }),
      404,
      'user-not-found',
    );
    await expectApiError(
      await request.patch(`${USERS}/99999999`, { headers, data: { name: 'x' } }),
      404,
      'user-not-found',
    );
    await expectApiError(await request.get(`${USERS}/abc`, { headers }), 404, 'rest_no_route');
  });

  test('lets an administrator step down while another stays enabled', async ({ request }) => {
    // The refusal when none would be left is lib/accounts/users.db.test.ts: here
    // other tests' administrators are always enabled.
    const stepping = await createUser('administrator');
    const down = await request.patch(`${USERS}/${stepping.id}`, {
      headers: stepping.headers,
      data: { role: 'editor' },
    });
    expect(down.status()).toBe(200);
    await expectApiError(
      await request.get(USERS, { headers: stepping.headers }),
      403,
      'rest_forbidden',
    );
  });

  test('over a session cookie, writes need the X-WP-Nonce as on the REST API', async ({
    baseURL,
  }) => {
    const session = await signIn(baseURL, users.administrator.email);
    try {
      const input = newUserInput();
      expect((await session.api.get(USERS)).status()).toBe(200);
      await expectApiError(await session.api.post(USERS, { data: input }), 401, 'rest_forbidden');
      await expectApiError(
        await session.api.post(USERS, { data: input, headers: { 'X-WP-Nonce': 'wrong' } }),
        403,
        'rest_cookie_invalid_nonce',
      );
      expect(await storedByEmail(input.email)).toBeNull();
      const made = await session.api.post(USERS, {
        data: { ...input, name: unique('Nonce') },
        headers: { 'X-WP-Nonce': session.nonce },
      });
      expect(made.status()).toBe(201);
    } finally {
      await session.api.dispose();
    }
  });
});
