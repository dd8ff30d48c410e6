// changeOwnPassword (docs/accounts.md "Your own account"): the current password
// first; the new one ends every other session of the user, in the same
// transaction, and keeps the one the change came from under a new cookie value.
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createSession, sessionUserOf } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { db } from '../db';
import { changeOwnPassword } from './own-account';
import { createUser, type UserJson } from './users';

let user: UserJson;

beforeAll(async () => {
  user = await createUser({
    email: 'own-password@example.org',
    name: 'Own',
    role: 'contributor',
    password: 'password-1234',
  });
});

const newSession = async () =>
  (await createSession(sessionUserOf({ ...user, role: 'contributor' }))).session.id;
const storedHash = async () =>
  (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;

describe('changeOwnPassword', () => {
  it('refuses a wrong current password with 400 incorrect-password, changing nothing', async () => {
    const before = await storedHash();
    const here = await newSession();
    const caller = { id: user.id, role: 'contributor' as const, sessionId: here };
    await expect(
      changeOwnPassword(
        caller,
        { current_password: 'wrong', password: 'new-password' },
        '10.1.1.1',
      ),
    ).rejects.toMatchObject({
      status: 400,
      code: 'incorrect-password',
      data: { params: { current_password: 'Invalid parameter.' } },
    });
    expect(await storedHash()).toBe(before);
    expect(await db.session.count({ where: { id: here } })).toBe(1);
  });

  it('keeps the caller signed in under a new cookie, its nonce kept, and ends the others; the new password verifies', async () => {
    const here = await newSession();
    await newSession();
    const { csrfToken } = await db.session.findUniqueOrThrow({ where: { id: here } });
    const caller = { id: user.id, role: 'contributor' as const, sessionId: here };
    const { cookieValue } = await changeOwnPassword(
      caller,
      { current_password: 'password-1234', password: 'a-new-password' },
      '10.1.1.2',
    );
    const left = await db.session.findMany({ where: { userId: user.id } });
    expect(left).toHaveLength(1);
    expect(left[0]!.id).not.toBe(here);
    expect(left[0]!.id).toBe(hashToken(cookieValue!));
    expect(left[0]!.csrfToken).toBe(csrfToken);
    expect(await verifyPassword('a-new-password', await storedHash())).toBe(true);
  });

  it('over a bearer token (no session) ends every session', async () => {
    await newSession();
    const { cookieValue } = await changeOwnPassword(
      { id: user.id, role: 'contributor' },
      { current_password: 'a-new-password', password: 'a-third-password' },
      '10.1.1.3',
    );
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(cookieValue).toBeNull();
  });
});
