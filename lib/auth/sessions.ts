// Browser sessions (docs/accounts.md, "Signing in"). The cookie holds a random
// id; the table stores only its SHA-256, so a leaked database copy signs no one in.
import { randomBytes } from 'node:crypto';
import { db, type TransactionClient } from '../db';
import type { Role } from './roles';
import { needsRefresh, sessionExpiry } from './session-lifetime';
import { hashToken } from './tokens';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export interface LiveSession {
  /** The stored id (the hash), never the cookie value. */
  id: string;
  user: SessionUser;
  /** What X-WP-Nonce must equal on cookie writes (docs/api.md §7.2). */
  csrfToken: string;
}

/** The fields of a user row that a session shows. */
export function sessionUserOf(user: {
  id: number;
  email: string;
  name: string;
  role: string;
}): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role as Role };
}

// 32 random bytes in base64url: anything else in the cookie is forged and
// needs no database look-up.
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const randomSecret = () => randomBytes(32).toString('base64url');

/** A new session for the user; answers the cookie value, shown to no one but the browser. */
export async function createSession(
  user: SessionUser,
): Promise<{ cookieValue: string; session: LiveSession }> {
  const cookieValue = randomSecret();
  const now = new Date();
  const row = await db.session.create({
    data: {
      id: hashToken(cookieValue),
      userId: user.id,
      csrfToken: randomSecret(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiry(now, now),
    },
  });
  // Signing in is rare enough to sweep out every expired session here.
  await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return { cookieValue, session: { id: row.id, user, csrfToken: row.csrfToken } };
}

/** The session a cookie value names, unless it is unknown, expired or its user disabled. */
export async function findLiveSession(
  cookieValue: string,
  now = new Date(),
): Promise<LiveSession | null> {
  if (!COOKIE_VALUE.test(cookieValue)) return null;
  const row = await db.session.findUnique({
    where: { id: hashToken(cookieValue) },
    include: {
      user: { select: { id: true, email: true, name: true, role: true, disabled: true } },
    },
  });
  if (!row) return null;
  if (row.expiresAt <= now || row.user.disabled) {
    // A disabled user's sessions end for good: enabling the account again must not revive them.
    await db.session.deleteMany({
      where: row.user.disabled ? { userId: row.userId } : { id: row.id },
    });
    return null;
  }
  if (needsRefresh(row.lastSeenAt, now)) {
    await db.session.updateMany({
      where: { id: row.id },
      data: { lastSeenAt: now, expiresAt: sessionExpiry(row.createdAt, now) },
    });
  }
  return { id: row.id, user: sessionUserOf(row.user), csrfToken: row.csrfToken };
}

/**
 * The session `id` under a new cookie value, the old one ending in the same
 * transaction (after a password change, a cookie copied before it is
 * worthless). The nonce stays, so the admin page already open keeps writing.
 */
export async function rotateSession(tx: TransactionClient, id: string): Promise<string | null> {
  const row = await tx.session.findUnique({ where: { id } });
  if (!row) return null;
  await tx.session.delete({ where: { id } });
  const cookieValue = randomSecret();
  await tx.session.create({ data: { ...row, id: hashToken(cookieValue) } });
  return cookieValue;
}

export async function deleteSession(id: string): Promise<void> {
  await db.session.deleteMany({ where: { id } });
}

/** Ends the session a cookie value names, if any (a new sign-in replaces the old session). */
export async function deleteSessionByCookie(cookieValue: string): Promise<void> {
  await deleteSession(hashToken(cookieValue));
}
