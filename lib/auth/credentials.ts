// Checks an e-mail and password. Every refusal looks and costs the same, so
// neither the answer nor its timing tells which e-mail addresses have accounts.
import { randomBytes } from 'node:crypto';
import { db } from '../db';
import { hashPassword, verifyPassword } from './password';
import { sessionUserOf, type SessionUser } from './sessions';

// A real scrypt hash of a random password: an unknown e-mail is checked against
// it, so it pays for one scrypt like a known one.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** The user the credentials prove, or null for an unknown e-mail, a wrong password or a disabled account. */
export async function checkCredentials(
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  return user && matches && !user.disabled ? sessionUserOf(user) : null;
}

/** Accounts are stored with lower-case e-mail addresses (users:create). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
