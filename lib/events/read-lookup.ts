// Finding the event a by-ID or by-slug route names, with the refusals of
// docs/api.md §7.3 and §6.
import type { Caller } from '../auth/caller';
import { canEdit, canRead } from '../auth/permissions';
import { db } from '../db';
import { ApiError, invalidParams } from '../http/errors';
import { isStoredId } from '../ids';
import { notInTrash } from '../posts/write-purge';
import type { ParamValue } from '../params/request-params';
import { loadEvent, type EventWithLinks } from './read';

/** §7.3; `id` as the path wrote it when it is past the id columns (so not a number here). */
export const eventNotFound = (id: number | string) =>
  new ApiError(404, 'rest-event-not-found', `Event with ID ${id} does not exist.`);
export const notAnEvent = () =>
  new ApiError(400, 'rest-invalid-event-id', 'The specified ID is not a valid event.');
/** The admin's trash endpoint (docs/admin.md) acts on trashed events only. */
export const eventNotInTrash = () => notInTrash('event');

/** What an id names: an event, another kind of item (with its owner), or nothing. */
export async function itemKind(
  id: number,
): Promise<{ kind: string; authorId: number; status: string } | null> {
  if (!isStoredId(id)) return null;
  const row = await db.postId.findUnique({
    where: { id },
    select: {
      kind: true,
      event: { select: { authorId: true, status: true } },
      venue: { select: { authorId: true, status: true } },
      organizer: { select: { authorId: true, status: true } },
      media: { select: { authorId: true } },
    },
  });
  if (!row) return null;
  const owner =
    row.event ??
    row.venue ??
    row.organizer ??
    (row.media ? { ...row.media, status: 'publish' } : null);
  return { kind: row.kind, authorId: owner?.authorId ?? 0, status: owner?.status ?? 'publish' };
}

export async function findEvent(id: number): Promise<EventWithLinks | null> {
  return isStoredId(id) ? loadEvent(db, { id }) : null;
}

/**
 * The id a by-id route's path names (digits, checked by its pattern), and how
 * §7.3's message writes it: as a number, or as written when it is too large
 * to be one (it then names nothing).
 */
export function pathEventId(digits: string): { id: number; shown: number | string } {
  const id = Number(digits);
  return { id, shown: Number.isSafeInteger(id) ? id : digits.replace(/^0+(?=\d)/, '') };
}

/** An event by id for a route: 404 when the id names nothing, 400 when it names another kind. */
export async function requireEvent(digits: string): Promise<EventWithLinks> {
  const { id, shown } = pathEventId(digits);
  const event = await findEvent(id);
  if (event) return event;
  throw (await itemKind(id)) ? notAnEvent() : eventNotFound(shown);
}

/** §6: by-slug routes look among events that are not trashed. */
export async function requireEventBySlug(slug: string): Promise<EventWithLinks> {
  const event = await loadEvent(db, { liveSlug: slug });
  if (!event) throw invalidParams({ slug: 'Invalid parameter.' });
  return event;
}

/** §1.10: a `password` parameter, when present, must be a non-empty string. */
export function passwordParam(value: ParamValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value === '')
    throw invalidParams({ password: 'Invalid parameter.' });
  return value;
}

/** Whether the caller sees a password-protected event's content (§1.10). */
export function unlocksEvent(
  caller: Caller | null,
  event: EventWithLinks,
  password: string | undefined,
): boolean {
  return !event.password || password === event.password || canEdit(caller, event);
}

/** The refusals of a single read (§7.3), in the order they apply. */
export function checkSingleRead(
  caller: Caller | null,
  event: EventWithLinks,
  password: string | undefined,
): void {
  if (event.status === 'trash') {
    throw new ApiError(403, 'event-no-longer-available', 'This event is no longer available');
  }
  if (!canRead(caller, event)) {
    throw new ApiError(403, 'event-not-accessible', 'The requested event is not accessible');
  }
  if (!unlocksEvent(caller, event, password)) {
    throw new ApiError(
      403,
      'event-password-protected',
      'The requested event is password protected',
    );
  }
}
