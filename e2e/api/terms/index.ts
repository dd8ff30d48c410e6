// Behaviour that categories and tags share (docs/api.md §1.5, §2, §3.3, §4.6,
// §5, §7, §9, §11), one file per behaviour, run by categories.spec.ts and
// tags.spec.ts.
import { test } from '@playwright/test';
import { db } from '../../fixtures/db';
import type { Collection } from '../../fixtures/terms';
import { usersOfEveryRole } from '../../fixtures/users';
import type { TermSuite } from './context';
import { createTests } from './create';
import { deleteTests } from './delete';
import { eventNameTests } from './event-names';
import { listBasicsTests } from './list-basics';
import { listFilterTests } from './list-filters';
import { oneTermTests } from './one-term';
import { termPermissionTests } from './permissions';
import { updateTests } from './update';

export { termPermissionTests };

/** Registers the shared tests; returns the file's users of every role. */
export function termRouteTests(collection: Collection) {
  const suite: TermSuite = {
    collection,
    other: collection === 'categories' ? 'tags' : 'categories',
    isCategory: collection === 'categories',
    users: usersOfEveryRole(),
  };

  test.afterAll(async () => {
    await db.$disconnect();
  });

  oneTermTests(suite);
  listBasicsTests(suite);
  listFilterTests(suite);
  createTests(suite);
  updateTests(suite);
  deleteTests(suite);
  termPermissionTests(collection, suite.users);
  eventNameTests(suite);
  return suite.users;
}
