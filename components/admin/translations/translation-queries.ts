'use client';

// The texts of one item in French or Spanish (docs/api.md §9), for any
// collection: read and written with translation_language, under the item's
// key (collection-queries.ts).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/client/api-client';
import type { TranslationLanguage } from '@/lib/posts/missing-translations';
import { collectionKeys, writeMutation, type WriteCallbacks } from '../collection-queries';

/** An item's representation, read by field name: the translatable fields differ by kind. */
export type Representation = Record<string, unknown>;

/** The default-language texts, with the names of the fields each translation lacks. */
export function englishTextsQuery(collection: string, id: number) {
  return queryOptions({
    queryKey: collectionKeys(collection).translation(id, 'en'),
    queryFn: () => api.get<Representation>(`/${collection}/${id}?translation_status=1`),
  });
}

/** The texts in `language` (English where it has none), with the ETag its save sends back. */
export function translatedTextsQuery(
  collection: string,
  id: number,
  language: TranslationLanguage,
) {
  return queryOptions({
    queryKey: collectionKeys(collection).translation(id, language),
    queryFn: () =>
      api.read<Representation>(`/${collection}/${id}?translation_language=${language}`),
  });
}

/**
 * Writes the texts given in `language`. The item's reads are stale, and so
 * are the lists, whose badges say which translations an item lacks.
 */
export function saveTranslationMutation(
  collection: string,
  id: number,
  language: TranslationLanguage,
  etag: string | null,
  callbacks: WriteCallbacks<unknown>,
) {
  const keys = collectionKeys(collection);
  return writeMutation(
    (texts: Record<string, string>) =>
      api.patch(`/${collection}/${id}?translation_language=${language}`, texts, {
        ifMatch: etag ?? undefined,
      }),
    [keys.item(id), keys.lists()],
    callbacks,
  );
}
