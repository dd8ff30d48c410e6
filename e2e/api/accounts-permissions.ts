// docs/accounts.md's "manage users, API tokens, settings" row: administrators
// only. Anyone else is refused before the body is read (401 anonymous, 403 any
// other role) and nothing is written. accounts-permissions.spec.ts runs it
// over bearer tokens and permissions-session.spec.ts over a session cookie
// with its X-WP-Nonce, so every cell is checked over both credentials.
import { expect, test } from '@playwright/test';
import type { Role } from '../../lib/auth/roles';
import {
  expectApiError,
  newUserInput,
  postToken,
  postUser,
  SETTINGS,
  TOKENS,
  USERS,
} from '../fixtures/accounts';
import { db, unique } from '../fixtures/db';
import { createUser, usersOfEveryRole, type Credentials } from '../fixtures/users';

/** Everyone but administrators (null: anonymous), and the status each is refused with. */
const refusedCallers: [Role | null, number][] = [
  ['editor', 403],
  ['author', 403],
  ['contributor', 403],
  ['subscriber', 403],
  [null, 401],
];

// A refused write would store 3, a value no test sets: "the setting is
// unchanged" cannot be checked, as other tests change it meanwhile.
const REFUSED_SETTING = { rate_limit_writes_per_minute: 3 };
const storedSetting = async (key: string) =>
  (await db.setting.findUnique({ where: { key } }))?.value;

export function accountPermissionTests(credentials: Credentials) {
  const users = usersOfEveryRole(credentials);
  const headersOf = (role: Role | null) => (role ? users[role].headers : {});

  test.describe(`users, tokens and settings over ${credentials} credentials (docs/accounts.md)`, () => {
    test('/api/users refuses everyone but administrators, writing nothing', async ({ request }) => {
      const target = await createUser('author');
      for (const [role, status] of refusedCallers) {
        const headers = headersOf(role);
        const input = newUserInput();
        const attempts = [
          request.get(USERS, { headers }),
          request.get(`${USERS}/${target.id}`, { headers }),
          request.post(USERS, { headers, data: input }),
          request.patch(`${USERS}/${target.id}`, { headers, data: { role: 'administrator' } }),
          // Refused before the body is read: no one but administrators learns what is valid.
          request.post(USERS, { headers, data: { email: 'bad' } }),
        ];
        for (const response of await Promise.all(attempts)) {
          await expectApiError(response, status, 'rest_forbidden');
          if (!role) expect(response.headers()['www-authenticate']).toBe('Bearer realm="calendar"');
        }
        expect(await db.user.count({ where: { email: input.email } })).toBe(0);
      }
      expect((await db.user.findUnique({ where: { id: target.id } }))?.role).toBe('author');
    });

    test('/api/tokens refuses everyone but administrators, writing nothing', async ({
      request,
    }) => {
      const victim = await createUser('editor');
      const token = await db.apiToken.findFirstOrThrow({ where: { userId: victim.id } });
      for (const [role, status] of refusedCallers) {
        const headers = headersOf(role);
        const name = unique('Refused');
        const attempts = [
          request.get(TOKENS, { headers }),
          request.post(TOKENS, { headers, data: { user: victim.id, name } }),
          request.delete(`${TOKENS}/${token.id}`, { headers }),
        ];
        for (const response of await Promise.all(attempts)) {
          await expectApiError(response, status, 'rest_forbidden');
        }
        expect(await db.apiToken.count({ where: { name } })).toBe(0);
      }
      const stored = await db.apiToken.findUniqueOrThrow({ where: { id: token.id } });
      expect(stored.revokedAt).toBeNull();
    });

    test('/api/settings refuses everyone but administrators, writing nothing', async ({
      request,
    }) => {
      for (const [role, status] of refusedCallers) {
        const headers = headersOf(role);
        await expectApiError(await request.get(SETTINGS, { headers }), status, 'rest_forbidden');
        await expectApiError(
          await request.patch(SETTINGS, { headers, data: REFUSED_SETTING }),
          status,
          'rest_forbidden',
        );
      }
      expect(await storedSetting('rate_limit_writes_per_minute')).not.toBe('3');
    });

    test('lets administrators manage users, tokens and settings', async ({ request }) => {
      const admin = users.administrator;
      const { headers } = admin;
      const made = await postUser(request, admin);
      expect((await request.get(USERS, { headers })).status()).toBe(200);
      const renamed = await request.patch(`${USERS}/${made.id}`, {
        headers,
        data: { name: 'Renamed' },
      });
      expect(renamed.status()).toBe(200);
      expect((await db.user.findUniqueOrThrow({ where: { id: made.id } })).name).toBe('Renamed');

      const token = await postToken(admin, made.id);
      expect((await request.get(TOKENS, { headers })).status()).toBe(200);
      expect((await request.delete(`${TOKENS}/${token.id}`, { headers })).status()).toBe(200);
      const revoked = await db.apiToken.findUniqueOrThrow({ where: { id: token.id } });
      expect(revoked.revokedAt).not.toBeNull();

      expect((await request.get(SETTINGS, { headers })).status()).toBe(200);
      // `en` is the one value default_language takes: stored, it changes nothing others see.
      const language = await request.patch(SETTINGS, { headers, data: { default_language: 'en' } });
      expect(language.status()).toBe(200);
      expect(await storedSetting('default_language')).toBe('en');
    });
  });
}
