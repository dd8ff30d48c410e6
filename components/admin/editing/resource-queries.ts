'use client';

// The shared venue, organizer, category and tag screens: one item's read,
// save and removal, alike for the four collections. Events embed their
// names, so the events' reads are stale after each write too.
import { api } from '@/lib/client/api-client';
import {
  collectionKeys,
  itemQuery,
  saveItem,
  writeMutation,
  type SaveTarget,
  type WriteCallbacks,
} from '../collection-queries';
import { eventKeys } from '../events/event-queries';
import { imageKeys } from '../forms/image-queries';
import type { Item, ResourceKind } from '../resource-kind';

export const resourceQuery = (kind: ResourceKind, id: number) =>
  itemQuery<Item>(kind.collection, id);

/** Creates or updates one, from the shared editor (whose values are named by field, hence `Item`). */
export function saveResourceMutation(
  kind: ResourceKind,
  target: SaveTarget | undefined,
  callbacks: WriteCallbacks<Item>,
  /** A write that must follow the item's (its image's alt text), before the reads are refetched. */
  afterSave: () => Promise<void> = async () => {},
) {
  const save = saveItem<Item>(kind.collection, target);
  return writeMutation(
    async (body: object) => {
      const saved = await save(body);
      await afterSave();
      return saved;
    },
    [collectionKeys(kind.collection).all, eventKeys.all, imageKeys.all],
    callbacks,
  );
}

/**
 * Venues and organizers go to the trash, terms are deleted for good
 * (kind.deletion); the API's DELETE does either. Its own screen is leaving,
 * so the stale reads are marked, not refetched.
 */
export function deleteResourceMutation(kind: ResourceKind, target: SaveTarget) {
  return writeMutation(
    () => api.delete(`/${kind.collection}/${target.id}`, { ifMatch: target.etag ?? undefined }),
    [collectionKeys(kind.collection).all, eventKeys.all],
    {},
    { refetch: false },
  );
}
