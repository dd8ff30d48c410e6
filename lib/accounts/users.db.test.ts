// The site always keeps an enabled administrator (README "Users, tokens and
// settings"): a change that would leave none is refused and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { ApiError } from '../http/errors';
import { createUser, updateUser } from './users';

let onlyAdmin: { id: number };

beforeAll(async () => {
  // A fresh database of this run: its administrators are disabled but one.
  await db.user.updateMany({ where: { role: 'administrator' }, data: { disabled: true } });
  onlyAdmin = await createUser({
    email: 'lone-admin@example.org',
    name: 'Lone',
    role: 'administrator',
    password: 'password-1234',
  });
});

const caller = () => ({ id: onlyAdmin.id, role: 'administrator' as const });

async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  const error = await write.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
}

describe('updateUser and the last enabled administrator', () => {
  it('refuses to demote or disable the only one, and changes nothing', async () => {
    expect(await refusal(updateUser(onlyAdmin.id, { role: 'editor' }, caller()))).toBe(
      '409 last-administrator',
    );
    expect(await refusal(updateUser(onlyAdmin.id, { disabled: true }, caller()))).toBe(
      '409 last-administrator',
    );
    expect(await db.user.findUniqueOrThrow({ where: { id: onlyAdmin.id } })).toMatchObject({
      role: 'administrator',
      disabled: false,
    });
  });

  it('allows it once another administrator is enabled, and disabling ends sessions', async () => {
    const other = await createUser({
      email: 'second-admin@example.org',
      name: 'Second',
      role: 'administrator',
      password: 'password-1234',
    });
    await db.session.create({
      data: {
        id: 'a'.repeat(64),
        userId: onlyAdmin.id,
        csrfToken: 'x',
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const disabled = await updateUser(
      onlyAdmin.id,
      { disabled: true },
      { id: other.id, role: 'administrator' },
    );
    expect(disabled.disabled).toBe(true);
    expect(await db.session.count({ where: { userId: onlyAdmin.id } })).toBe(0);
  });
});
