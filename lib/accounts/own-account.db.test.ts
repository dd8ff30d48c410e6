// changeOwnPassword (docs/accounts.md "Your own account"): the current password
// first; the new one ends every other session of the user, in the same
// transaction, and keeps the one the change came from.
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createSession, sessionUserOf } from '../auth/sessions';
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

  it('keeps the caller’s session and ends the others; the new password verifies', async () => {
    const here = await newSession();
    const elsewhere = await newSession();
    const caller = { id: user.id, role: 'contributor' as const, sessionId: here };
    await changeOwnPassword(
      caller,
      { current_password: 'password-1234', password: 'a-new-password' },
      '10.1.1.2',
    );
    const left = await db.session.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(left.map(({ id }) => id)).toEqual([here]);
    expect(left.map(({ id }) => id)).not.toContain(elsewhere);
    expect(await verifyPassword('a-new-password', await storedHash())).toBe(true);
  });

  it('over a bearer token (no session) ends every session', async () => {
    await newSession();
    await changeOwnPassword(
      { id: user.id, role: 'contributor' },
      { current_password: 'a-new-password', password: 'a-third-password' },
      '10.1.1.3',
    );
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });
});
