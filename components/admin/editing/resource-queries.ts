'use client';

// The shared venue, organizer, category and tag screens read and write
// through each kind's own data module (linked-post-queries.ts,
// term-queries.ts); this picks the module by the kind's collection.
import { itemQuery, type SaveTarget, type WriteCallbacks } from '../collection-queries';
import {
  saveLinkedPostMutation,
  trashLinkedPostMutation,
  type LinkedCollection,
} from '../linked-posts/linked-post-queries';
import type { Item, ResourceCollection, ResourceKind } from '../resource-kind';
import { deleteTermMutation, saveTermMutation } from '../terms/term-queries';

const isLinked = (collection: ResourceCollection): collection is LinkedCollection =>
  collection === 'venues' || collection === 'organizers';

export const resourceQuery = (kind: ResourceKind, id: number) =>
  itemQuery<Item>(kind.collection, id);

export function saveResourceMutation(
  kind: ResourceKind,
  target: SaveTarget | undefined,
  callbacks: WriteCallbacks<Item>,
) {
  const { collection } = kind;
  return isLinked(collection)
    ? saveLinkedPostMutation(collection, target, callbacks)
    : saveTermMutation(collection, target, callbacks);
}

/** Venues and organizers go to the trash, terms are deleted for good (kind.deletion). */
export function deleteResourceMutation(kind: ResourceKind, target: SaveTarget) {
  const { collection } = kind;
  return isLinked(collection)
    ? trashLinkedPostMutation(collection, target)
    : deleteTermMutation(collection, target);
}
