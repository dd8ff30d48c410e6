// createToken (README "Users, tokens and settings"): the owner shown in the
// answer is the one read to check it exists, so making a token costs two SQL
// statements, and an unknown owner stores nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlStatements } from '../../scripts/vitest/database';
import { hashToken } from '../auth/tokens';
import { db } from '../db';
import { ApiError } from '../http/errors';
import { createToken } from './tokens';
import { createUser, type UserJson } from './users';

let owner: UserJson;

beforeAll(async () => {
  owner = await createUser({
    email: 'token-owner@example.org',
    name: 'Owner',
    role: 'author',
    password: 'password-1234',
  });
});

describe('createToken', () => {
  it('answers the token once with its owner, stores its hash, in two statements', async () => {
    let made: Awaited<ReturnType<typeof createToken>> | undefined;
    const statements = await sqlStatements(
      async () => (made = await createToken({ user: owner.id, name: 'feed' })),
    );
    expect(made).toMatchObject({
      name: 'feed',
      user: { id: owner.id, email: 'token-owner@example.org', name: 'Owner' },
      last_used: null,
      revoked: null,
      token: expect.stringMatching(/^cal_/),
    });
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: made!.id } });
    expect(stored).toMatchObject({ userId: owner.id, tokenHash: hashToken(made!.token) });
    expect(statements).toHaveLength(2);
  });

  it('refuses an unknown owner with 400 for `user` and stores nothing', async () => {
    const before = await db.apiToken.count();
    const error = await createToken({ user: 99_999_999, name: 'orphan' }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      data: { params: { user: 'Invalid parameter.' } },
    });
    expect(await db.apiToken.count()).toBe(before);
  });
});
