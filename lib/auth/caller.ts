// Who a request acts as (docs/accounts.md "Authenticating", docs/api.md §7.2 step 2).
// A bearer token wins over a cookie; an unknown or revoked token is refused
// on every route, reads included.
import { db, readCommitted } from '../db';
import { ApiError } from '../http/errors';
import type { Role } from './roles';
import { sessionOfRequest } from './session-request';
import { hashToken } from './tokens';

export interface Caller {
  id: number;
  role: Role;
  /** The token or session the request proved (`token:{id}`, `session:{hash}`): what write limits count (§10.6). */
  credential?: string;
  /** The stored id of the session a cookie request came with (a password change keeps it signed in). */
  sessionId?: string;
}

const invalidToken = () =>
  new ApiError(401, 'rest_invalid_token', 'The provided token is invalid or revoked.');

// last_used_at is written at most once a minute per token: a busy API client
// must not turn every read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

export async function resolveCaller(request: Request): Promise<Caller | null> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match) throw invalidToken();
    return callerFromToken(match[1]!);
  }
  const session = await sessionOfRequest(request);
  return (
    session && {
      id: session.user.id,
      role: session.user.role,
      credential: `session:${session.id}`,
      sessionId: session.id,
    }
  );
}

interface TokenRow {
  id: number;
  userId: number;
  role: string;
  disabled: boolean | number;
  lastUsedAt: Date | string | number | null;
  revokedAt: Date | string | number | null;
}

/** A stored DateTime as the driver answers it: a Date (PostgreSQL), ISO text or epoch ms (SQLite). */
function epochMs(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  // SQLite's CURRENT_TIMESTAMP form has no zone: it is UTC.
  return Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value}Z` : value);
}

// One statement through the driver, as committed: every write request proves
// a token, and Prisma's own work for its two queries (the token, then its
// owner) was a tenth of a write's cost (docs/performance.md "Writes").
async function callerFromToken(token: string): Promise<Caller> {
  const [row] = await readCommitted<TokenRow>(
    (table) =>
      `SELECT t."id", t."userId", t."lastUsedAt", t."revokedAt", u."role", u."disabled"
       FROM ${table('api_tokens')} t JOIN ${table('users')} u ON u."id" = t."userId"
       WHERE t."tokenHash" = ?`,
    [hashToken(token)],
  );
  if (!row || row.revokedAt !== null || Boolean(row.disabled)) throw invalidToken();
  const now = Date.now();
  if (row.lastUsedAt === null || now - epochMs(row.lastUsedAt) > LAST_USED_RESOLUTION_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { id: row.userId, role: row.role as Role, credential: `token:${row.id}` };
}
