'use client';

// The reads and writes of categories and tags (docs/api.md §1.5, §4.6, §5),
// one module for both: they answer the same term routes. Keys follow
// collection-queries.ts.
import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from '@/lib/client/all-pages';
import { api, withQuery, type QueryValue } from '@/lib/client/api-client';
import type { MissingTranslations } from '@/lib/posts/missing-translations';
import type { TermRepresentation } from '@/lib/terms/serialize';
import { collectionKeys, type CollectionPage } from '../collection-queries';
import type { TermKind } from './term-kinds';

export type TermCollection = TermKind['collection'];

/** A term as the serializer answers, with `missing_translations` when the read asks for it. */
export type TermJson = TermRepresentation & { missing_translations?: MissingTranslations };

export const termKeys = (collection: TermCollection) => ({
  ...collectionKeys(collection),
  /** Every category matching a search, for the tree. */
  tree: (search: string, missing: string) => [collection, 'list', 'tree', search, missing] as const,
});

// hide_empty is on by default (§3.3); the admin wants the terms no published
// event uses yet too.
const withEmpty = { hide_empty: 0 };

/** A page of tags, for these REST list parameters; categories are read whole, for their tree. */
export function tagPageQuery(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: termKeys('tags').list(query),
    queryFn: () =>
      api.get<CollectionPage<'tags', TermJson>>(withQuery('/tags', { ...withEmpty, ...query })),
  });
}

/**
 * Every category matching `search` (and lacking the `missing` translation,
 * README "Translations"): the tree needs them all.
 */
export function allCategoriesQuery(search = '', missing = '') {
  return queryOptions({
    queryKey: termKeys('categories').tree(search, missing),
    queryFn: () =>
      readAllPages<TermJson>('/categories', 'categories', {
        ...withEmpty,
        search,
        missing_translation: missing,
        translation_status: 1,
      }),
  });
}
