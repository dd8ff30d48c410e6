// The "manage users, API tokens, settings" cells of docs/accounts.md's capability
// table over bearer tokens; permissions-session.spec.ts runs the same tests
// over a session cookie.
import { test } from '@playwright/test';
import { db } from '../fixtures/db';
import { accountPermissionTests } from './accounts-permissions';

test.afterAll(async () => {
  await db.$disconnect();
});

accountPermissionTests('token');
