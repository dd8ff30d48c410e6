'use client';

// What the admin's data modules share (events/event-queries.ts,
// linked-posts/linked-post-queries.ts, terms/term-queries.ts,
// translations/translation-queries.ts): every collection's query keys have
// one shape, so that a write names exactly the reads it makes stale, and a
// single item is read with the ETag its save sends back (docs/api.md §10.9).
import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/client/api-client';
import type { Language } from '@/lib/i18n/languages';

export function collectionKeys<Collection extends string>(collection: Collection) {
  return {
    /** Every read of the collection. */
    all: [collection] as const,
    /** Every read of many items: pages, whole lists, a picker's searches. */
    lists: () => [collection, 'list'] as const,
    list: (query: object) => [collection, 'list', query] as const,
    /** Every single item, each with its reads in each language under it. */
    items: () => [collection, 'item'] as const,
    item: (id: number) => [collection, 'item', id] as const,
    translation: (id: number, language: Language) => [collection, 'item', id, language] as const,
  };
}

/** A page of a collection (docs/api.md §2.1): the items under the collection's name. */
export type CollectionPage<Collection extends string, Item> = Record<Collection, Item[]> & {
  total: number;
  total_pages: number;
};

/** An item's id and name, for a select. */
export interface NamedChoice {
  id: number;
  name: string;
}

/** One item with the ETag it was read with. */
export function itemQuery<Item>(collection: string, id: number) {
  return queryOptions({
    queryKey: collectionKeys(collection).item(id),
    queryFn: () => api.read<Item>(`/${collection}/${id}`),
  });
}

/** The item a save writes: an existing one (sent with If-Match), or none to create one. */
export interface SaveTarget {
  id: number;
  etag: string | null;
}

export function saveItem<Output>(collection: string, target: SaveTarget | undefined) {
  return (body: object) =>
    target
      ? api.patch<Output>(`/${collection}/${target.id}`, body, {
          ifMatch: target.etag ?? undefined,
        })
      : api.post<Output>(`/${collection}`, body);
}

/**
 * A caller's reaction to a write. It runs inside the mutation, after the
 * stale reads are refetched, rather than as mutate()'s callback: the refetch
 * gives the item a new ETag, which replaces the writing form, and mutate()'s
 * callbacks die with it.
 */
export interface WriteCallbacks<Output> {
  onSuccess?: (output: Output) => void;
  onError?: (error: Error) => void;
}

/**
 * A write that marks `changes` stale when it succeeds. `refetch: false` when
 * the screen that wrote is going away (its own item is deleted).
 */
export function writeMutation<Input, Output>(
  write: (input: Input) => Promise<Output>,
  changes: readonly QueryKey[],
  callbacks: WriteCallbacks<Output> = {},
  { refetch = true } = {},
) {
  return mutationOptions({
    mutationFn: write,
    onSuccess: async (output, _input, _result, { client }) => {
      await Promise.all(
        changes.map((queryKey) =>
          client.invalidateQueries({ queryKey, refetchType: refetch ? 'active' : 'none' }),
        ),
      );
      callbacks.onSuccess?.(output);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
