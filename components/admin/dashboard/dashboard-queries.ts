'use client';

// The dashboard's reads and its two review writes (docs/admin.md "The
// dashboard"), all through the REST lists of events, venues and organizers
// (docs/api.md §3.1, §3.2) and the event update (§4.2).
import { getLocalTimeZone, today } from '@internationalized/date';
import { api } from '@/lib/client/api-client';
import { ApiError } from '@/lib/http/errors';
import { collectionKeys, writeMutation, type WriteCallbacks } from '../collection-queries';
import { eventKeys, eventPageQuery, type EventJson } from '../events/event-queries';
import {
  linkedPostPageQuery,
  type LinkedCollection,
  type LinkedPostJson,
} from '../linked-posts/linked-post-queries';

/** How many items a panel lists; its count and its "see all" link tell the rest. */
export const PANEL_SIZE = 10;
const RECENT_SIZE = 8;

/**
 * The next seven days, today included, as the browser's calendar names them;
 * the API reads these dates in the site's time zone (§3.1).
 */
export function weekDates(): { from: string; to: string } {
  const first = today(getLocalTimeZone());
  return { from: first.toString(), to: first.add({ days: 6 }).toString() };
}

/** Events that start within the week, whatever their status but trash (§2.5), soonest first. */
export const weekEventsQuery = ({ from, to }: { from: string; to: string }) =>
  eventPageQuery({ start_date: from, starts_before: to, per_page: PANEL_SIZE });

/**
 * Events in one status, last changed first; any date, past ones included
 * (a list without dates starts yesterday, §3.1).
 */
export const eventsInStatusQuery = (status: 'pending' | 'draft') =>
  eventPageQuery({
    status,
    start_date: '1970-01-01',
    end_date: '2999-12-31',
    orderby: 'modified',
    order: 'desc',
    per_page: PANEL_SIZE,
  });

export type ChangedItem =
  | { collection: 'events'; item: EventJson }
  | { collection: LinkedCollection; item: LinkedPostJson };

/** The latest changed events, venues and organizers, merged newest first. */
export function recentChangesQueries() {
  const events = eventPageQuery({
    start_date: '1970-01-01',
    end_date: '2999-12-31',
    orderby: 'modified',
    order: 'desc',
    per_page: RECENT_SIZE,
  });
  const latest = { orderby: 'modified', per_page: RECENT_SIZE };
  return {
    events,
    venues: linkedPostPageQuery('venues', latest),
    organizers: linkedPostPageQuery('organizers', latest),
  };
}

export function mergeRecentChanges(
  events: EventJson[],
  venues: LinkedPostJson<'venues'>[],
  organizers: LinkedPostJson<'organizers'>[],
): ChangedItem[] {
  const all: ChangedItem[] = [
    ...events.map((item) => ({ collection: 'events' as const, item })),
    ...venues.map((item) => ({ collection: 'venues' as const, item })),
    ...organizers.map((item) => ({ collection: 'organizers' as const, item })),
  ];
  const modifiedOf = (change: ChangedItem) => change.item.modified_utc ?? '';
  return all
    .sort((a, b) => modifiedOf(b).localeCompare(modifiedOf(a)) || b.item.id - a.item.id)
    .slice(0, RECENT_SIZE);
}

export type ReviewDecision = 'publish' | 'draft';

/**
 * Approves (publishes) or rejects (back to draft) an event as listed. It is
 * read again for its ETag and sent with If-Match, as the editor saves
 * (docs/admin.md); when it changed since the list was read, the decision is
 * refused as a 412 would be, since the reviewer has not seen the change.
 */
async function review(event: EventJson, status: ReviewDecision): Promise<EventJson> {
  const { body, etag } = await api.read<EventJson>(`/events/${event.id}`);
  if (body.modified_utc !== event.modified_utc)
    throw new ApiError(412, 'rest_precondition_failed', 'The event changed since it was listed.');
  return api.patch<EventJson>(`/events/${event.id}`, { status }, { ifMatch: etag ?? undefined });
}

/** A review marks every events read stale, and the terms' counts, which count published events. */
export function reviewMutation(callbacks: WriteCallbacks<EventJson>) {
  return writeMutation(
    ({ event, decision }: { event: EventJson; decision: ReviewDecision }) =>
      review(event, decision),
    [eventKeys.all, collectionKeys('categories').lists(), collectionKeys('tags').lists()],
    callbacks,
  );
}
