// Deleting an event for good (docs/api.md §5: an admin-UI action; the API
// itself only trashes). Only an event already in the trash, by someone who may
// edit it; its links to venues, organizers and terms go with it, its id then
// answers like an id never used (404).
import type { Caller } from '../auth/caller';
import { canEdit } from '../auth/permissions';
import { writeTransaction } from '../db';
import { forbidden } from '../http/errors';
import { eventNotFound, eventNotInTrash } from './read-lookup';

export async function purgeEvent(id: number, caller: Caller | null): Promise<void> {
  await writeTransaction(async (tx) => {
    const event = await tx.event.findUnique({
      where: { id },
      select: { authorId: true, status: true },
    });
    if (!event) throw eventNotFound(id);
    if (!canEdit(caller, event)) throw forbidden(caller !== null);
    if (event.status !== 'trash') throw eventNotInTrash();
    // The id's allocation goes too (its event, join rows and children's links cascade).
    await tx.postId.delete({ where: { id } });
  });
}
