// Bearer API tokens (contract.md): shown once when made, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import { db } from '../db';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createApiToken(userId: number, name: string): Promise<string> {
  const token = `cal_${randomBytes(24).toString('base64url')}`;
  await db.apiToken.create({ data: { userId, name, tokenHash: hashToken(token) } });
  return token;
}

/** Revokes a live token; false when it is unknown or already revoked. */
export async function revokeApiToken(token: string): Promise<boolean> {
  const { count } = await db.apiToken.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}
