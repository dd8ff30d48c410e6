// docs/accounts.md's capability table for categories and tags, over whichever
// credentials `users` carry: the term specs run it over bearer tokens and
// permissions-session.spec.ts over a session cookie with its X-WP-Nonce.
import { expect, test } from '@playwright/test';
import type { Role } from '../../../lib/auth/roles';
import { unique } from '../../fixtures/db';
import { type TestUser } from '../../fixtures/users';
import { api, postTerm, storedTerm, type Collection } from '../../fixtures/terms';
import { forbidden } from './context';

export function termPermissionTests(collection: Collection, users: Record<Role, TestUser>) {
  test.describe(`${collection}: who may write (docs/accounts.md, docs/api.md §11)`, () => {
    test('only administrators and editors write; anonymous 401, other roles 403', async ({
      request,
    }) => {
      const term = await postTerm(request, collection, users.administrator.headers);
      const item = api(`${collection}/${term.id}`);
      for (const role of ['author', 'contributor', 'subscriber', null] as const) {
        const headers = role ? users[role].headers : {};
        const status = role ? 403 : 401;
        const attempts = [
          request.post(api(collection), { headers, data: { name: unique('No') } }),
          request.put(item, { headers, data: { name: unique('No') } }),
          request.delete(item, { headers }),
        ];
        for (const response of await Promise.all(attempts)) {
          expect(response.status(), `${role}`).toBe(status);
          expect(await response.json()).toEqual(forbidden(status));
          if (!role) expect(response.headers()['www-authenticate']).toBe('Bearer realm="calendar"');
        }
      }
      expect(await storedTerm(collection, term.id)).toMatchObject({ name: term.name });
    });

    test('administrators and editors create, update and delete terms', async ({ request }) => {
      for (const role of ['editor', 'administrator'] as const) {
        const { headers } = users[role];
        const term = await postTerm(request, collection, headers);
        const item = api(`${collection}/${term.id}`);
        const name = unique(`Renamed by ${role}`);
        const updated = await request.put(item, { headers, data: { name } });
        expect(updated.status(), role).toBe(200);
        expect(await storedTerm(collection, term.id)).toMatchObject({ name });
        expect((await request.delete(item, { headers })).status(), role).toBe(200);
        expect(await storedTerm(collection, term.id)).toBeNull();
      }
    });
  });
}
