// The capability table of contract.md over a browser session: the same cells
// the bearer-token runs check (linked-posts/permissions.ts), with each role's
// requests carrying its session cookie and X-WP-Nonce instead of a token.
import { db } from '../fixtures/db';
import { kindTest, organizerKind, venueKind } from './linked-posts/kinds';
import { permissionBehaviour } from './linked-posts/permissions';

for (const kind of [venueKind, organizerKind]) {
  const test = kindTest(kind, 'session');
  test.afterAll(async () => {
    await db.$disconnect();
  });
  test.describe('over a session cookie', () => {
    permissionBehaviour(kind, test);
  });
}
