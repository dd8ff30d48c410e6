// DELETE of an event moves it to the trash (rest-behaviour §5).
import type { Caller } from '../auth/caller';
import { forbidden } from '../auth/forbidden';
import { canEdit } from '../auth/permissions';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { ApiError } from '../http/errors';
import { eventInclude } from './include';
import type { EventWithLinks } from './serialize';

export async function trashEvent(
  event: EventWithLinks,
  caller: Caller | null,
): Promise<EventWithLinks> {
  if (!canEdit(caller, event)) throw forbidden(caller);
  if (event.status === 'trash')
    throw new ApiError(410, 'event-is-in-trash', 'The event is already in the trash.');
  // A trashed event keeps its slug but no longer holds it among live events (§0.7).
  return db.event.update({
    where: { id: event.id },
    data: { status: 'trash', liveSlug: null, modifiedUtc: nowUtc() },
    include: eventInclude,
  });
}
