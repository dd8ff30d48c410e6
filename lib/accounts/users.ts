// Users as the administration endpoints see them (README "Users, tokens and
// settings"). Disabling ends the user's sessions in the same transaction;
// its tokens and sign-in are refused while it stays disabled (lib/auth).
import type { Caller } from '../auth/caller';
import { hashPassword } from '../auth/password';
import { db, lockRowsForUpdate, writeTransaction, type TransactionClient } from '../db';
import { ApiError } from '../http/errors';
import type { UserCreate, UserUpdate } from './schema';

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  createdAt: Date;
}

export function serializeUser(user: UserRow) {
  const { id, email, name, role, disabled, createdAt } = user;
  return { id, email, name, role, disabled, created: createdAt.toISOString() };
}
export type UserJson = ReturnType<typeof serializeUser>;

export const userNotFound = (id: number) =>
  new ApiError(404, 'user-not-found', `User with ID ${id} does not exist.`);

export async function listUsers(): Promise<UserJson[]> {
  return (await db.user.findMany({ orderBy: { id: 'asc' } })).map(serializeUser);
}

export async function getUser(id: number): Promise<UserJson> {
  const user = await db.user.findUnique({ where: { id } });
  if (!user) throw userNotFound(id);
  return serializeUser(user);
}

export async function createUser(input: UserCreate): Promise<UserJson> {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email: input.email } }))
      throw new ApiError(409, 'user-email-exists', 'A user with this e-mail address exists.', {
        params: { email: 'Invalid parameter.' },
      });
    const { email, name, role } = input;
    return serializeUser(await tx.user.create({ data: { email, name, role, passwordHash } }));
  });
}

export async function updateUser(
  id: number,
  input: UserUpdate,
  /** Who asks (none from the command line). */
  caller?: Caller,
): Promise<UserJson> {
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  const mayRemoveAdministrator =
    input.disabled === true || (input.role !== undefined && input.role !== 'administrator');
  return writeTransaction(async (tx) => {
    if (!(await tx.user.findUnique({ where: { id } }))) throw userNotFound(id);
    if (mayRemoveAdministrator) await lockEnabledAdministrators(tx);
    const { name, role, disabled } = input;
    const user = await tx.user.update({
      where: { id },
      data: { name, role, disabled, passwordHash },
    });
    if (mayRemoveAdministrator) await requireActiveAdministrator(tx);
    // A disabled account's sessions end for good; a new password ends the
    // sessions that knew the old one, except the administrator's own.
    if (disabled === true || (passwordHash && id !== caller?.id))
      await tx.session.deleteMany({ where: { userId: id } });
    return serializeUser(user);
  });
}

/**
 * Before a change that may remove one: two administrators demoting or
 * disabling each other at the same instant must not both see the other still
 * enabled. The second waits for the first's commit, then counts without it.
 * (On PostgreSQL the content stamp's trigger queues writers of `users` too,
 * but that serves the answer cache and may change; this lock is the rule's.)
 */
function lockEnabledAdministrators(tx: TransactionClient): Promise<void> {
  return lockRowsForUpdate(tx, 'users', `"role" = 'administrator' AND "disabled" = false`);
}

/** The site must keep an enabled administrator, or no one could manage it again. */
async function requireActiveAdministrator(tx: TransactionClient): Promise<void> {
  const count = await tx.user.count({ where: { role: 'administrator', disabled: false } });
  if (count === 0)
    throw new ApiError(
      409,
      'last-administrator',
      'The site must keep at least one enabled administrator.',
    );
}
