// API tokens as the administration endpoints see them: every token of every
// user, revoked ones included, never the token itself (only its hash is stored).
// The account endpoints see the same, narrowed to the caller's own tokens.
import { issueApiToken } from '../auth/tokens';
import { db, writeTransaction } from '../db';
import { ApiError, invalidParams } from '../http/errors';
import type { TokenCreate } from './schema';

const ownerFields = { id: true, email: true, name: true } as const;
const withOwner = { user: { select: ownerFields } } as const;

interface TokenRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  user: { id: number; email: string; name: string };
}

export function serializeToken(row: TokenRow) {
  return {
    id: row.id,
    name: row.name,
    user: row.user,
    created: row.createdAt.toISOString(),
    last_used: row.lastUsedAt?.toISOString() ?? null,
    revoked: row.revokedAt?.toISOString() ?? null,
  };
}
export type TokenJson = ReturnType<typeof serializeToken>;

const tokenNotFound = (id: number) =>
  new ApiError(404, 'token-not-found', `Token with ID ${id} does not exist.`);

/** Every token, or only those of `ownerId`. */
export async function listTokens(ownerId?: number): Promise<TokenJson[]> {
  const rows = await db.apiToken.findMany({
    where: { userId: ownerId },
    include: withOwner,
    orderBy: { id: 'desc' },
  });
  return rows.map(serializeToken);
}

/** The new token's representation with the token itself, shown this once. */
export async function createToken(input: TokenCreate): Promise<TokenJson & { token: string }> {
  // The owner read to check it exists is the one the answer shows, and the insert
  // returns the whole row: two statements, nothing read back.
  const owner = await db.user.findUnique({ where: { id: input.user }, select: ownerFields });
  if (!owner) throw invalidParams({ user: 'Invalid parameter.' });
  const { row, token } = await issueApiToken(owner.id, input.name);
  return { ...serializeToken({ ...row, user: owner }), token };
}

/**
 * Revoking a revoked token changes nothing and answers it as it is. With
 * `ownerId`, another user's token is unknown (404), as if it did not exist:
 * the caller learns nothing about others' tokens.
 */
export async function revokeToken(id: number, ownerId?: number): Promise<TokenJson> {
  return writeTransaction(async (tx) => {
    const row = await tx.apiToken.findUnique({ where: { id }, include: withOwner });
    if (!row || (ownerId !== undefined && row.userId !== ownerId)) throw tokenNotFound(id);
    if (row.revokedAt) return serializeToken(row);
    const revoked = await tx.apiToken.update({
      where: { id },
      data: { revokedAt: new Date() },
      include: withOwner,
    });
    return serializeToken(revoked);
  });
}
