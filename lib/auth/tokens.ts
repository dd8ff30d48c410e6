// Bearer API tokens (docs/accounts.md): shown once when made, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import { db } from '../db';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user: its stored row and the token itself, which is never stored. */
export async function issueApiToken(userId: number, name: string) {
  const token = `cal_${randomBytes(24).toString('base64url')}`;
  const row = await db.apiToken.create({ data: { userId, name, tokenHash: hashToken(token) } });
  return { row, token };
}

export async function createApiToken(userId: number, name: string): Promise<string> {
  return (await issueApiToken(userId, name)).token;
}

/** Revokes a live token; false when it is unknown or already revoked. */
export async function revokeApiToken(token: string): Promise<boolean> {
  const { count } = await db.apiToken.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}
