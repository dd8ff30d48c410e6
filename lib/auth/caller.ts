// Who a request acts as (docs/accounts.md "Authenticating", docs/api.md §7.2 step 2).
// A bearer token wins over a cookie; an unknown or revoked token is refused
// on every route, reads included.
import { db } from '../db';
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

async function callerFromToken(token: string): Promise<Caller> {
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, role: true, disabled: true } } },
  });
  if (!row || row.revokedAt || row.user.disabled) throw invalidToken();
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { id: row.user.id, role: row.user.role as Role, credential: `token:${row.id}` };
}
