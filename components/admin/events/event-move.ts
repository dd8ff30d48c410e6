'use client';

// A calendar move is a write like the editor's save (docs/api.md §10.9): sent
// with If-Match, so that it never overwrites a change made since the calendar
// read the event. A list answers no ETag per item, so the move first reads the
// event alone for its ETag, and refuses as the API would (412) when that read
// differs from what the calendar showed: the user moved the event they saw.
import { api } from '@/lib/client/api-client';
import type { WallTimes } from '@/lib/admin/calendar-place';
import type { SeriesScope } from '@/lib/events/schema';
import { ApiError } from '@/lib/http/errors';
import type { EventJson } from './event-queries';

/** What the calendar shows of an event, and its last change: the version a move was made on. */
const SHOWN_FIELDS = [
  'modified_utc',
  'title',
  'status',
  'start_date',
  'end_date',
  'all_day',
  'timezone',
] as const;

export type ShownEvent = Pick<EventJson, 'id' | (typeof SHOWN_FIELDS)[number]>;

function staleError(): ApiError {
  return new ApiError(412, 'rest_precondition_failed', 'The event changed since it was read.');
}

/** Writes new times to the event the calendar showed as `shown`; resolves to the event as saved. */
export async function writeEventTimes(
  shown: ShownEvent,
  times: WallTimes,
  scope: SeriesScope | undefined,
): Promise<EventJson> {
  const current = await api.read<EventJson>(`/events/${shown.id}`);
  if (SHOWN_FIELDS.some((field) => current.body[field] !== shown[field])) throw staleError();
  return api.patch<EventJson>(
    `/events/${shown.id}`,
    { ...times, ...(scope ? { series_scope: scope } : {}) },
    { ifMatch: current.etag ?? undefined },
  );
}
