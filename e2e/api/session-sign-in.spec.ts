import { expect, test } from '@playwright/test';
import { signInLimitKeys } from '../../lib/auth/sign-in-limits';
import { hashToken } from '../../lib/auth/tokens';
import { getSettings } from '../../lib/settings/settings';
import { db, unique } from '../fixtures/db';
import {
  postSignIn,
  SESSION_PATH,
  sessionCookieOf,
  setCookieOf,
  signIn,
  uniqueAddress,
} from '../fixtures/sessions';
import { createUser, TEST_PASSWORD } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

const THIRTY_DAYS = 30 * 24 * 60 * 60;

test.describe('sign-in (POST /api/session)', () => {
  test('sets an HttpOnly, SameSite=Lax cookie for the whole site holding only a random id', async ({
    request,
  }) => {
    const user = await createUser('editor');
    const response = await postSignIn(request, user.email);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const body = await response.json();
    expect(body).toEqual({
      user: { id: user.id, email: user.email, name: 'editor', role: 'editor' },
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(setCookieOf(response)).toMatch(
      new RegExp(
        `^calendar_session=[\\w-]{43}; Path=/; Max-Age=${THIRTY_DAYS}; HttpOnly; SameSite=Lax$`,
      ),
    );
    const cookie = sessionCookieOf(response)!;
    const stored = await db.session.findUniqueOrThrow({ where: { id: hashToken(cookie) } });
    expect(stored).toMatchObject({ userId: user.id, csrfToken: body.nonce });
    expect(await db.session.count({ where: { id: cookie } })).toBe(0);
  });

  test('marks the cookie Secure when the client used HTTPS', async ({ request }) => {
    const user = await createUser('author');
    const response = await postSignIn(request, user.email, TEST_PASSWORD, {
      'X-Forwarded-Proto': 'https',
    });
    expect(response.status()).toBe(200);
    expect(setCookieOf(response)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  test('accepts the e-mail address in any case', async ({ request }) => {
    const user = await createUser('subscriber');
    const response = await postSignIn(request, user.email.toUpperCase());
    expect(response.status()).toBe(200);
    expect((await response.json()).user.id).toBe(user.id);
  });

  test('refuses a wrong password and an unknown e-mail with the same answer in similar time', async ({
    request,
  }) => {
    const user = await createUser('author');
    const attempt = async (email: string, password: string) => {
      const started = performance.now();
      const response = await postSignIn(request, email, password);
      const elapsed = performance.now() - started;
      const headers = response.headers();
      delete headers['date'];
      return { status: response.status(), body: await response.json(), headers, elapsed };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const wrongPassword = [],
      unknownEmail = [];
    for (let i = 0; i < 3; i++) {
      wrongPassword.push(await attempt(user.email, 'not-the-password'));
      unknownEmail.push(await attempt(`${unique('nobody')}@example.org`, 'not-the-password'));
    }
    expect(wrongPassword[0]).toMatchObject({
      status: 401,
      body: {
        code: 'invalid_credentials',
        message: 'Invalid e-mail address or password.',
        data: { status: 401 },
      },
    });
    expect(unknownEmail[0]!.body).toEqual(wrongPassword[0]!.body);
    expect(unknownEmail[0]!.headers).toEqual(wrongPassword[0]!.headers);
    expect(setCookieOf(await postSignIn(request, user.email, 'nope'))).toBeUndefined();
    // An unknown e-mail pays for a password hash too; without it, it answers many times faster.
    expect(median(unknownEmail.map((a) => a.elapsed))).toBeGreaterThan(
      median(wrongPassword.map((a) => a.elapsed)) * 0.3,
    );
  });

  test('refuses a disabled user as it refuses a wrong password, and ends their sessions', async ({
    baseURL,
    request,
  }) => {
    const user = await createUser('editor');
    const session = await signIn(baseURL, user.email);
    await db.user.update({ where: { id: user.id }, data: { disabled: true } });
    expect((await session.api.get(SESSION_PATH)).status()).toBe(401);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    const response = await postSignIn(request, user.email);
    expect(response.status()).toBe(401);
    expect((await response.json()).code).toBe('invalid_credentials');
    await session.api.dispose();
  });

  test('refuses login CSRF: form bodies, foreign origins and cross-site fetches', async ({
    request,
    baseURL,
  }) => {
    const user = await createUser('author');
    const form = await request.post(SESSION_PATH, {
      form: { email: user.email, password: TEST_PASSWORD },
    });
    expect(form.status()).toBe(415);
    const crossSite: Record<string, string>[] = [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await postSignIn(request, user.email, TEST_PASSWORD, headers);
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect((await response.json()).code).toBe('rest_cross_site_request');
      expect(setCookieOf(response)).toBeUndefined();
    }
    const sameOrigin = await postSignIn(request, user.email, TEST_PASSWORD, {
      Origin: baseURL!,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sameOrigin.status()).toBe(200);
  });

  test('answers 400 rest_invalid_param for a malformed e-mail or an empty password', async ({
    request,
  }) => {
    const response = await postSignIn(request, 'not-an-address', '');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { email: 'Invalid parameter.', password: 'Invalid parameter.' } },
    });
  });
});

test.describe('sign-in rate limits (docs/api.md §10.6)', () => {
  const signInLimit = async () => Number((await getSettings()).rate_limit_signins_per_15_minutes);

  test('stops guessing one account from any address with 429 and Retry-After, until the window closes', async ({
    request,
  }) => {
    const [user, bystander] = [await createUser('editor'), await createUser('editor')];
    const limit = await signInLimit();
    for (let i = 0; i < limit; i++)
      expect((await postSignIn(request, user.email, `guess-${i}`)).status()).toBe(401);
    const address = uniqueAddress();
    const limited = await postSignIn(request, user.email, TEST_PASSWORD, {
      'X-Forwarded-For': address,
    });
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'rest_rate_limited',
      message: 'Too many requests',
      data: { status: 429 },
    });
    const retryAfter = Number(limited.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(setCookieOf(limited)).toBeUndefined();
    expect((await postSignIn(request, bystander.email)).status()).toBe(200);

    // Fifteen minutes later: the counters' window is moved into the past.
    await db.rateLimitHit.updateMany({
      where: { key: signInLimitKeys(user.email, address)[0] },
      data: { windowStart: { decrement: 900 } },
    });
    expect((await postSignIn(request, user.email)).status()).toBe(200);
  });

  test('stops one address guessing many accounts, known or not', async ({ request }) => {
    const address = uniqueAddress();
    const fromAddress = { 'X-Forwarded-For': address };
    const limit = await signInLimit();
    for (let i = 0; i < limit; i++) {
      const email = `${unique('guess')}@example.org`;
      expect((await postSignIn(request, email, 'guess', fromAddress)).status()).toBe(401);
    }
    const user = await createUser('author');
    const limited = await postSignIn(request, user.email, TEST_PASSWORD, fromAddress);
    expect(limited.status()).toBe(429);
    expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
    expect((await postSignIn(request, user.email)).status()).toBe(200);
  });

  test('does not count successful sign-ins as failures', async ({ request }) => {
    const user = await createUser('contributor');
    const fromAddress = { 'X-Forwarded-For': uniqueAddress() };
    const limit = await signInLimit();
    for (let i = 0; i <= limit; i++)
      expect((await postSignIn(request, user.email, TEST_PASSWORD, fromAddress)).status()).toBe(
        200,
      );
  });
});
