// A disabled user (PATCH /api/users/{id} {"disabled": true}): its sessions
// end, its tokens and its sign-in are refused with 401; enabling it again
// restores the tokens and the sign-in, but not the ended sessions.
import { expect, test } from '@playwright/test';
import { expectApiError, USERS } from '../fixtures/accounts';
import { db, unique } from '../fixtures/db';
import { postSignIn, signIn } from '../fixtures/sessions';
import { createUser, type TestUser } from '../fixtures/users';

let admin: TestUser;
test.beforeAll(async () => {
  admin = await createUser('administrator');
});
test.afterAll(async () => {
  await db.$disconnect();
});

const draftVenue = () => ({ venue: unique('Disabled'), status: 'draft' });
const VENUES = '/calendar/events/v1/venues';

test('disabling refuses token, session and sign-in; enabling restores token and sign-in', async ({
  request,
  baseURL,
}) => {
  const user = await createUser('editor');
  const session = await signIn(baseURL, user.email);
  try {
    const setDisabled = (disabled: boolean) =>
      request.patch(`${USERS}/${user.id}`, { headers: admin.headers, data: { disabled } });

    await test.step('disable', async () => {
      const response = await setDisabled(true);
      expect(response.status()).toBe(200);
      expect((await response.json()).disabled).toBe(true);
      expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    });

    await test.step('everything the user holds is refused', async () => {
      const venue = draftVenue();
      await expectApiError(
        await request.post(VENUES, { headers: user.headers, data: venue }),
        401,
        'rest_invalid_token',
      );
      await expectApiError(
        await request.get(VENUES, { headers: user.headers }),
        401,
        'rest_invalid_token',
      );
      const cookieWrite = await session.api.post(VENUES, {
        data: venue,
        headers: { 'X-WP-Nonce': session.nonce },
      });
      await expectApiError(cookieWrite, 401, 'rest_forbidden');
      await expectApiError(await session.api.get('/api/session'), 401, 'rest_not_logged_in');
      await expectApiError(await postSignIn(request, user.email), 401, 'invalid_credentials');
      expect(await db.venue.count({ where: { name: venue.venue } })).toBe(0);
    });

    await test.step('enable again', async () => {
      expect((await setDisabled(false)).status()).toBe(200);
      const venue = draftVenue();
      const created = await request.post(VENUES, { headers: user.headers, data: venue });
      expect(created.status()).toBe(201);
      expect((await postSignIn(request, user.email)).status()).toBe(200);
      // The session ended for good when the account was disabled.
      await expectApiError(await session.api.get('/api/session'), 401, 'rest_not_logged_in');
    });
  } finally {
    await session.api.dispose();
  }
});
