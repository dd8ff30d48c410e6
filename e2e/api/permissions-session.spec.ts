// The capability table of docs/accounts.md over a browser session: the same cells
// the bearer-token runs check (linked-posts/permissions.ts,
// events-permissions.ts, terms.shared.ts, accounts-permissions.ts), with each
// role's requests carrying its session cookie and X-WP-Nonce instead of a token.
import { test } from '@playwright/test';
import { db } from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';
import { accountPermissionTests } from './accounts-permissions';
import { eventPermissionTests } from './events-permissions';
import { kindTest, organizerKind, venueKind } from './linked-posts/kinds';
import { permissionBehaviour } from './linked-posts/permissions';
import { termPermissionTests } from './terms';

test.afterAll(async () => {
  await db.$disconnect();
});

for (const kind of [venueKind, organizerKind]) {
  const kindSessionTest = kindTest(kind, 'session');
  kindSessionTest.describe('over a session cookie', () => {
    permissionBehaviour(kind, kindSessionTest);
  });
}

eventPermissionTests('session');

const sessionUsers = usersOfEveryRole('session');
for (const collection of ['categories', 'tags'] as const)
  termPermissionTests(collection, sessionUsers);

accountPermissionTests('session');
