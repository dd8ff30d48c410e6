// DELETE of an event moves it to the trash (docs/api.md §5); an occurrence
// of a series takes `series_scope` (docs/recurrence.md).
import { canEdit } from '../auth/permissions';
import { writeTransaction } from '../db';
import { ApiError, couldNot, failingAs, forbidden } from '../http/errors';
import { paramErrorsFor, readParameters } from '../params/read-parameters';
import type { EventRequest } from './request';
import { loadEvent, type EventWithLinks } from './read';
import { requireUnchangedEvent } from './handlers';
import { seriesScope } from './schema';
import { trashOccurrences } from './write-series-scope';

export async function trashEvent(
  event: EventWithLinks,
  request: EventRequest,
): Promise<EventWithLinks> {
  const errors = paramErrorsFor([seriesScope]);
  const { series_scope: scope = 'this' } = readParameters([seriesScope], request.params, errors);
  errors.throwIfAny();
  if (!canEdit(request.caller, event)) throw forbidden(request.caller !== null);
  await requireUnchangedEvent(event, request);
  if (event.status === 'trash')
    throw new ApiError(410, 'event-is-in-trash', 'The event is already in the trash.');
  // A trashed event keeps its slug but no longer holds it among live events (§0.7).
  return failingAs(
    () => couldNot('delete', 'event'),
    () =>
      writeTransaction(async (tx) => {
        await trashOccurrences(tx, event, scope, request.caller);
        return (await loadEvent(tx, { id: event.id }))!;
      }),
  );
}
