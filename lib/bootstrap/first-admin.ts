import { generatePassword, hashPassword } from '../auth/password';
import { db } from '../db';
import { env } from '../env';

/**
 * docs/operations.md: a new database gets its first administrator; a random
 * password is printed once.
 */
export async function createFirstAdministrator(): Promise<{
  id: number;
  email: string;
  password?: string;
}> {
  const password = env.CALENDAR_ADMIN_PASSWORD ?? generatePassword();
  // Stored in lower case, as users:create does: sign-in looks e-mail addresses up that way.
  const email = env.CALENDAR_ADMIN_EMAIL.toLowerCase();
  const user = await db.user.create({
    data: {
      email,
      // A name in no language (a word such as "Administrator" would stay English in the
      // French and Spanish admin): the address's local part, which the user can change.
      name: email.split('@')[0] || email,
      role: 'administrator',
      passwordHash: await hashPassword(password),
    },
  });
  return {
    id: user.id,
    email: user.email,
    password: env.CALENDAR_ADMIN_PASSWORD ? undefined : password,
  };
}
