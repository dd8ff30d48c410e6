// Ids shared across kinds (rest-behaviour §0.2): events, venues, organizers and
// media draw from post_ids; categories and tags from term_ids.
import type { Db } from './db';

type Tx = Pick<Db, 'postId' | 'termId'>;

export type PostKind = 'event' | 'venue' | 'organizer' | 'media';
export type TermKind = 'category' | 'tag';

export async function allocatePostId(tx: Tx, kind: PostKind): Promise<number> {
  return (await tx.postId.create({ data: { kind } })).id;
}

export async function allocateTermId(tx: Tx, kind: TermKind): Promise<number> {
  return (await tx.termId.create({ data: { kind } })).id;
}
