// Deleting for good (docs/admin.md "Trash"): the REST namespace only trashes
// events, venues and organizers (docs/api.md §5); the admin's trash endpoints
// delete one trashed item, or every trashed item of a kind the caller may
// edit, for good. An item's id goes with it (its row, translations and links
// cascade from post_ids), so it then answers like an id never used.
import type { Caller } from '../auth/caller';
import { canEdit, canPublish } from '../auth/permissions';
import { lockRowsForUpdate, writeTransaction, type TransactionClient } from '../db';
import { ApiError, forbidden } from '../http/errors';
import { isStoredId } from '../ids';

export const PURGEABLE_KINDS = ['event', 'venue', 'organizer'] as const;
export type PurgeableKind = (typeof PURGEABLE_KINDS)[number];

interface Owned {
  id: number;
  authorId: number;
  status: string;
}

/** The 404 and 409 of each kind; an event's 404 is the namespace's own (§7.3). */
const notFound = (kind: PurgeableKind, id: number) =>
  kind === 'event'
    ? new ApiError(404, 'rest-event-not-found', `Event with ID ${id} does not exist.`)
    : new ApiError(404, `${kind}-not-found`, `The ${kind} does not exist.`);
export const notInTrash = (kind: PurgeableKind) =>
  new ApiError(409, `${kind}-not-in-trash`, `The ${kind} is not in the trash.`);

const OWNED = { id: true, authorId: true, status: true } as const;
const TABLE: Record<PurgeableKind, string> = {
  event: 'events',
  venue: 'venues',
  organizer: 'organizers',
};

/** Prisma types each model's delegate apart: one switch, not three copies. */
function findOwned(tx: TransactionClient, kind: PurgeableKind, where: object): Promise<Owned[]> {
  switch (kind) {
    case 'event':
      return tx.event.findMany({ where, select: OWNED });
    case 'venue':
      return tx.venue.findMany({ where, select: OWNED });
    case 'organizer':
      return tx.organizer.findMany({ where, select: OWNED });
  }
}

/** Deletes one trashed item for good: 404 unknown, 403 not the caller's to edit, 409 not in the trash. */
export async function purgeItem(
  kind: PurgeableKind,
  id: number,
  caller: Caller | null,
): Promise<void> {
  if (!isStoredId(id)) throw notFound(kind, id);
  await writeTransaction(async (tx) => {
    // A restore committed meanwhile is seen (and refused, 409), never deleted with it.
    await lockRowsForUpdate(tx, TABLE[kind], `"id" = ${id}`);
    const [item] = await findOwned(tx, kind, { id });
    if (!item) throw notFound(kind, id);
    if (!canEdit(caller, item)) throw forbidden(caller !== null);
    if (item.status !== 'trash') throw notInTrash(kind);
    await tx.postId.delete({ where: { id } });
  });
}

// Bounded statements whatever the size of the trash.
const CHUNK = 500;

/**
 * Empties the trash of a kind, of what the caller may edit; answers how many
 * went. Roles that may edit nothing in a trash (contributors edit only their
 * drafts and submissions) are refused, 401 or 403, as a single delete would.
 */
export async function emptyTrash(kind: PurgeableKind, caller: Caller | null): Promise<number> {
  if (!canPublish(caller)) throw forbidden(caller !== null);
  return writeTransaction(async (tx) => {
    await lockRowsForUpdate(tx, TABLE[kind], `"status" = 'trash'`);
    const trashed = await findOwned(tx, kind, { status: 'trash' });
    const ids = trashed.filter((item) => canEdit(caller, item)).map((item) => item.id);
    for (let start = 0; start < ids.length; start += CHUNK) {
      await tx.postId.deleteMany({ where: { id: { in: ids.slice(start, start + CHUNK) } } });
    }
    return ids.length;
  });
}
