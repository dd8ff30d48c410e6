// Ids shared across kinds (docs/api.md §0.2): events, venues, organizers and
// media draw from post_ids; categories and tags from term_ids.
import type { Db } from './db';

type Tx = Pick<Db, 'postId' | 'termId'>;

/**
 * The largest id a row can have: ids are 32-bit integer columns on both
 * databases. A larger number names nothing, and must not reach a query, where
 * PostgreSQL (past 2^31) or Prisma (past 2^63) would fail on it.
 */
export const MAX_ID = 2_147_483_647;

/** Whether `id` could name a stored row (docs/security.md, "Identifiers"). */
export const isStoredId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

export type PostKind = 'event' | 'venue' | 'organizer' | 'media';
export type TermKind = 'category' | 'tag';

export async function allocatePostId(tx: Tx, kind: PostKind): Promise<number> {
  return (await tx.postId.create({ data: { kind } })).id;
}

export async function allocateTermId(tx: Tx, kind: TermKind): Promise<number> {
  return (await tx.termId.create({ data: { kind } })).id;
}
