'use client';

// The events' reads and writes (docs/api.md §1.2, §4.2, §5), on the key
// shape of collection-queries.ts.
import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from '@/lib/client/all-pages';
import { addDays } from '@/lib/admin/calendar-place';
import {
  adminEndpoint,
  api,
  readTrashedEvent,
  withQuery,
  type QueryValue,
} from '@/lib/client/api-client';
import type { EventParentState } from '@/lib/events/parent';
import type { EventPasswordState } from '@/lib/events/password';
import { ApiError } from '@/lib/http/errors';
import type { SeriesScope } from '@/lib/events/schema';
import type { serializeEvent } from '@/lib/events/serialize';
import type { MissingTranslations } from '@/lib/posts/missing-translations';
import {
  collectionKeys,
  saveItem,
  writeMutation,
  type CollectionPage,
  type SaveTarget,
  type WriteCallbacks,
} from '../collection-queries';
import { runBulkAction, type BulkAction } from './bulk-actions';
import { imageKeys } from '../forms/image-queries';

/**
 * An event as the serializer answers the admin: whole (a password-protected
 * one the caller has not unlocked has nulls instead, §1.10, and the admin's
 * roles unlock them), with `missing_translations` when the read asks for it
 * (README "Translations").
 */
export type EventJson = Extract<ReturnType<typeof serializeEvent>, { featured: boolean }> & {
  missing_translations?: MissingTranslations;
};

export type EventPage = CollectionPage<'events', EventJson>;

export const eventKeys = {
  ...collectionKeys('events'),
  /** Under `lists()`: a calendar's days are a list too, and every write to events changes them. */
  days: (first: string, last: string, filters: Record<string, string | number>) =>
    ['events', 'list', 'days', first, last, filters] as const,
  /** Under the item: whether it is protected, which no REST read says (docs/admin.md). */
  password: (id: number) => ['events', 'item', id, 'password'] as const,
  /** Under the item: its parent event, which no REST read holds either (docs/admin.md). */
  parent: (id: number) => ['events', 'item', id, 'parent'] as const,
};

/**
 * The admin's lists hold the events hidden from listings too (docs/api.md
 * §3.1 `hidden`): an editor must find what the public lists leave out.
 */
const WITH_HIDDEN = { hidden: 'include' } as const;

const passwordPath = (id: number) => `/api/events/${id}/password`;

/** Whether the event is password-protected, from the admin's endpoint (docs/api.md §1.10). */
export function eventPasswordQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.password(id),
    queryFn: () => adminEndpoint.get<EventPasswordState>(passwordPath(id)),
  });
}

/** Sets the password, or removes it with `null`; the answer says only whether it is protected. */
export function eventPasswordMutation(id: number, callbacks: WriteCallbacks<EventPasswordState>) {
  return writeMutation(
    (password: string | null) =>
      adminEndpoint.put<EventPasswordState>(passwordPath(id), { password }),
    // The single read leaves a protected event's JSON-LD out: its answer and ETag change too.
    [eventKeys.password(id), eventKeys.item(id)],
    callbacks,
  );
}

const parentPath = (id: number) => `/api/events/${id}/parent`;

/** The event's parent event, from the admin's endpoint (docs/admin.md "Parent event"). */
export function eventParentQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.parent(id),
    queryFn: () => adminEndpoint.get<EventParentState>(parentPath(id)),
  });
}

/**
 * Sets the parent, or removes it with `null`. No event's answer holds it, so
 * the event's own read (and ETag) stays; the lists change (`post_parent`).
 */
export function eventParentMutation(id: number, callbacks: WriteCallbacks<EventParentState>) {
  return writeMutation(
    (parent: number | null) => adminEndpoint.put<EventParentState>(parentPath(id), { parent }),
    [eventKeys.parent(id), eventKeys.lists()],
    callbacks,
  );
}

/** A page of events for these REST list parameters (§3.1). */
export function eventPageQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => api.get<EventPage>(withQuery('/events', { ...WITH_HIDDEN, ...query })),
  });
}

/**
 * Every event of a calendar's days that `filters` (the REST list parameters
 * of eventCalendarQuery, status included) keep; a month may need several pages.
 */
export function eventRangeQuery(
  { first, last }: { first: string; last: string },
  filters: Record<string, string | number>,
) {
  return queryOptions({
    queryKey: eventKeys.days(first, last, filters),
    queryFn: () =>
      // Every event the days overlap, not only those within them: a festival's
      // middle day and a night across midnight are shown too (docs/api.md §3.1:
      // both bounds are read to the end of their day, and lift the default window).
      readAllPages<EventJson>('/events', 'events', {
        ...filters,
        starts_before: last,
        ends_after: addDays(first, -1),
        ...WITH_HIDDEN,
      }),
  });
}

/**
 * One event with its ETag. The namespace refuses to read a trashed one
 * (docs/api.md §0.4), so the editor reads it from the admin's trash endpoint,
 * to show it before it is restored (docs/admin.md).
 */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.item(id),
    queryFn: () =>
      api.read<EventJson>(`/events/${id}`).catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== 'event-no-longer-available') throw error;
        return readTrashedEvent<EventJson>(id);
      }),
  });
}

/**
 * Creates or updates an event. Besides the events, the lists of venues (an
 * inline venue is new) and of terms (names create terms, and counts change)
 * are stale.
 */
export function saveEventMutation(
  target: SaveTarget | undefined,
  callbacks: WriteCallbacks<EventJson>,
  /** A write that must follow the event's (its image's alt text), before the reads are refetched. */
  afterSave: () => Promise<void> = async () => {},
) {
  const save = saveItem<EventJson>('events', target);
  return writeMutation(
    async (body: object) => {
      const saved = await save(body);
      await afterSave();
      return saved;
    },
    [
      eventKeys.all,
      imageKeys.all,
      collectionKeys('venues').lists(),
      collectionKeys('categories').lists(),
      collectionKeys('tags').lists(),
    ],
    callbacks,
  );
}

/**
 * Moves an event to the trash, with the dates of its series `scope` names
 * (docs/recurrence.md). Its screen is leaving, so the reads are marked stale,
 * not refetched.
 */
export function trashEventMutation(target: SaveTarget) {
  return writeMutation(
    (scope: SeriesScope | undefined) =>
      api.delete(withQuery(`/events/${target.id}`, { series_scope: scope }), {
        ifMatch: target.etag ?? undefined,
      }),
    [eventKeys.all, collectionKeys('categories').lists(), collectionKeys('tags').lists()],
    {},
    { refetch: false },
  );
}

export interface BulkRun {
  action: BulkAction;
  ids: number[];
  onProgress: (done: number, failed: number[]) => void;
}

/**
 * One action on many events (bulk-actions.ts); resolves to the ids that
 * failed. A status change changes the terms' counts of published events too.
 */
export function bulkEventMutation() {
  return writeMutation(
    ({ action, ids, onProgress }: BulkRun) => runBulkAction(action, ids, onProgress),
    [eventKeys.all, collectionKeys('categories').lists(), collectionKeys('tags').lists()],
  );
}
