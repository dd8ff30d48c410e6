// The site always keeps an enabled administrator (README "Users, tokens and
// settings"): a change that would leave none is refused and writes nothing,
// also when two administrators remove each other at the same instant.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { postgresTable } from '../db-client';
import { databaseProvider } from '../env';
import { ApiError } from '../http/errors';
import type { UserUpdate } from './schema';
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

/** 'changed', or the refusal as `status code`. */
function outcome(write: Promise<unknown>): Promise<string> {
  return write.then(
    () => 'changed',
    (thrown: unknown) =>
      thrown instanceof ApiError ? `${thrown.status} ${thrown.code}` : String(thrown),
  );
}

describe('updateUser and the last enabled administrator', () => {
  it('refuses to demote or disable the only one, and changes nothing', async () => {
    expect(await outcome(updateUser(onlyAdmin.id, { role: 'editor' }, caller()))).toBe(
      '409 last-administrator',
    );
    expect(await outcome(updateUser(onlyAdmin.id, { disabled: true }, caller()))).toBe(
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

describe('two administrators removing each other at the same instant', () => {
  let pairs = 0;
  /** Two new administrators, the only enabled ones (made directly: no password hashing per round). */
  async function twoAdministrators() {
    pairs++;
    const pair = await Promise.all(
      ['left', 'right'].map((side) =>
        db.user.create({
          data: {
            email: `${side}-${pairs}@example.org`,
            name: side,
            role: 'administrator',
            passwordHash: 'unused',
          },
        }),
      ),
    );
    await db.user.updateMany({
      where: { role: 'administrator', id: { notIn: pair.map((user) => user.id) } },
      data: { disabled: true },
    });
    return pair;
  }

  const enabledAdministrators = () =>
    db.user.count({ where: { role: 'administrator', disabled: false } });

  const changes: [string, UserUpdate, UserUpdate][] = [
    ['both demote', { role: 'editor' }, { role: 'editor' }],
    ['both disable', { disabled: true }, { disabled: true }],
    ['one demotes, one disables', { role: 'subscriber' }, { disabled: true }],
  ];

  /**
   * On PostgreSQL every writer of `users` also queues on the content stamp's
   * row (its trigger, lib/route/answer-cache.ts), which happens to keep the two
   * apart too; with it off, only updateUser's own lock does.
   */
  async function withoutContentStampTrigger(race: () => Promise<void>): Promise<void> {
    if (databaseProvider === 'sqlite') return race();
    const users = postgresTable('users');
    await db.$executeRawUnsafe(`ALTER TABLE ${users} DISABLE TRIGGER "users_content_stamp"`);
    try {
      await race();
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE ${users} ENABLE TRIGGER "users_content_stamp"`);
    }
  }

  it.each(changes)('%s: exactly one succeeds, the other gets 409', async (_, first, second) => {
    // Several rounds: without the lock, both succeed whenever the two
    // transactions interleave, in most rounds on PostgreSQL (checked).
    await withoutContentStampTrigger(async () => {
      for (let round = 0; round < 10; round++) {
        const [left, right] = await twoAdministrators();
        const outcomes = await Promise.all([
          outcome(updateUser(right!.id, first, { id: left!.id, role: 'administrator' })),
          outcome(updateUser(left!.id, second, { id: right!.id, role: 'administrator' })),
        ]);
        expect(outcomes.sort()).toEqual(['409 last-administrator', 'changed']);
        expect(await enabledAdministrators()).toBe(1);
      }
    });
  });
});
