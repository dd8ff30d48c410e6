// What every signed-in user may do to their own account (docs/accounts.md
// "Your own account"): read it, change their name, change their password.
import type { Caller } from '../auth/caller';
import { hashPassword, verifyPassword } from '../auth/password';
import { admitSignIn } from '../auth/sign-in-limits';
import { rotateSession } from '../auth/sessions';
import { db, writeTransaction } from '../db';
import { ApiError } from '../http/errors';
import type { AccountUpdate, PasswordChange } from './schema';
import { getUser, serializeUser, updateUser, userNotFound, type UserJson } from './users';

/** A wrong current password, named on its field so the form shows it there. */
export const incorrectPassword = () =>
  new ApiError(400, 'incorrect-password', 'The current password is incorrect.', {
    params: { current_password: 'Invalid parameter.' },
  });

export const getOwnAccount = (caller: Caller): Promise<UserJson> => getUser(caller.id);

export const renameOwnAccount = (caller: Caller, input: AccountUpdate): Promise<UserJson> =>
  updateUser(caller.id, { name: input.name }, caller);

/**
 * A new password, once the current one is proved. A wrong current password
 * counts as a failed sign-in of the account from `address` (the same limits,
 * so a stolen session cannot guess faster than a stranger at the sign-in
 * page). The new password ends every other session of the user, in the same
 * transaction; the session the request came with stays signed in under a new
 * cookie value (`cookieValue`, for the answer's cookie). API tokens are not
 * derived from the password and keep working.
 */
export async function changeOwnPassword(
  caller: Caller,
  input: PasswordChange,
  address: string,
): Promise<{ user: UserJson; cookieValue: string | null }> {
  const user = await db.user.findUnique({ where: { id: caller.id } });
  if (!user) throw userNotFound(caller.id);
  const attempt = await admitSignIn(user.email, address);
  if (!(await verifyPassword(input.current_password, user.passwordHash))) throw incorrectPassword();
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(async (tx) => {
    const changed = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.session.deleteMany({
      where: { userId: user.id, ...(caller.sessionId ? { id: { not: caller.sessionId } } : {}) },
    });
    const cookieValue = caller.sessionId ? await rotateSession(tx, caller.sessionId) : null;
    return { user: serializeUser(changed), cookieValue };
  });
}
