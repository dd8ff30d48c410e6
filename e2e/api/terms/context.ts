// What the shared term tests (index.ts) hand each of their files: the
// taxonomy under test, the other one, and the users of every role.
import type { Role } from '../../../lib/auth/roles';
import type { TestUser } from '../../fixtures/users';
import type { Collection } from '../../fixtures/terms';

export interface TermSuite {
  collection: Collection;
  other: Collection;
  isCategory: boolean;
  users: Record<Role, TestUser>;
}

/** The administrator's headers, for the writes a test makes to set itself up. */
export const admin = (suite: TermSuite) => suite.users.administrator.headers;

export const invalidParam = (...names: string[]) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${names.join(', ')}`,
  data: {
    status: 400,
    params: Object.fromEntries(names.map((name) => [name, 'Invalid parameter.'])),
    details: {},
  },
});

export const forbidden = (status: number) => ({
  code: 'rest_forbidden',
  message: 'Sorry, you are not allowed to do that.',
  data: { status },
});

export const ids = (items: { id: number }[]) => items.map((item) => item.id);
