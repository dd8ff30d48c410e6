// DELETE of an event moves it to the trash (docs/api.md §5).
import { canEdit } from '../auth/permissions';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { ApiError, couldNot, failingAs, forbidden } from '../http/errors';
import type { EventRequest } from './request';
import { loadEvent, type EventWithLinks } from './read';
import { requireUnchangedEvent } from './handlers';

export async function trashEvent(
  event: EventWithLinks,
  request: EventRequest,
): Promise<EventWithLinks> {
  if (!canEdit(request.caller, event)) throw forbidden(request.caller !== null);
  await requireUnchangedEvent(event, request);
  if (event.status === 'trash')
    throw new ApiError(410, 'event-is-in-trash', 'The event is already in the trash.');
  // A trashed event keeps its slug but no longer holds it among live events (§0.7).
  await failingAs(
    () => couldNot('delete', 'event'),
    () =>
      db.event.update({
        where: { id: event.id },
        data: { status: 'trash', liveSlug: null, modifiedUtc: nowUtc() },
      }),
  );
  return (await loadEvent(db, { id: event.id }))!;
}
