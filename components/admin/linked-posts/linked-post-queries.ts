'use client';

// The reads and writes of venues and organizers (docs/api.md §1.3, §1.4,
// §4.3, §4.4, §5), one module for both kinds: their routes differ only by
// collection. Keys follow collection-queries.ts.
import { queryOptions } from '@tanstack/react-query';
import { api, withQuery, type QueryValue } from '@/lib/client/api-client';
import type { serializeOrganizer } from '@/lib/linked-posts/organizer/serialize';
import type { MissingTranslations } from '@/lib/posts/missing-translations';
import type { serializeVenue } from '@/lib/linked-posts/venue/serialize';
import {
  collectionKeys,
  writeMutation,
  type CollectionPage,
  type NamedChoice,
} from '../collection-queries';
import { linkedKinds, type LinkedKind } from './linked-kinds';

export type LinkedCollection = LinkedKind['collection'];

interface Serialized {
  venues: ReturnType<typeof serializeVenue>;
  organizers: ReturnType<typeof serializeOrganizer>;
}

/**
 * A venue or organizer as the serializer answers: empty fields are left out
 * (§1.3), never the id; `missing_translations` when the read asks for it.
 */
export type LinkedPostJson<Collection extends LinkedCollection = LinkedCollection> =
  Serialized[Collection] & { id: number; missing_translations?: MissingTranslations };

export const linkedPostKeys = (collection: LinkedCollection) => collectionKeys(collection);

/** A page of the list screen, for these REST list parameters (§3.2). */
export function linkedPostPageQuery<Collection extends LinkedCollection>(
  collection: Collection,
  query: Record<string, QueryValue>,
) {
  return queryOptions({
    queryKey: linkedPostKeys(collection).list(query),
    queryFn: () =>
      api.get<CollectionPage<Collection, LinkedPostJson<Collection>>>(
        withQuery(`/${collection}`, query),
      ),
  });
}

/** An embedded or listed item's id and name (its name's key differs by kind). */
export function choiceOf(collection: LinkedCollection, item: { id?: number }): NamedChoice {
  return {
    id: Number(item.id),
    name: String((item as Record<string, unknown>)[linkedKinds[collection].nameKey] ?? ''),
  };
}

/** Restores one from the trash: an update with a status, read first for its If-Match (§5, §10.9). */
export function restoreLinkedPostMutation(collection: LinkedCollection) {
  return writeMutation(
    async ({ id, status }: { id: number; status: 'publish' | 'draft' }) => {
      const path = `/${collection}/${id}`;
      const { etag } = await api.read(path);
      return api.patch(path, { status }, { ifMatch: etag ?? undefined });
    },
    [linkedPostKeys(collection).all],
  );
}
