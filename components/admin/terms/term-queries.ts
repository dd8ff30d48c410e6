'use client';

import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from '@/lib/client/all-pages';
import { api, withQuery } from '@/lib/client/api-client';
import type { TreeTerm } from './category-tree';

/** The parts of a term's representation (docs/api.md §1.5) the admin reads. */
export interface Term extends TreeTerm {
  slug: string;
  description: string;
  count: number;
  [key: string]: unknown;
}

export type TermPage = { total: number; total_pages: number } & Record<string, unknown>;

// hide_empty is on by default (§3.3); the admin wants the terms no published
// event uses yet too.
export function termPageQuery(collection: string, query: Record<string, string | number>) {
  return api.get<TermPage>(withQuery(`/${collection}`, { hide_empty: 0, ...query }));
}

/**
 * Every category matching `search` (and lacking the `missing` translation,
 * README "Translations"): the tree needs them all.
 */
export function allCategoriesQuery(search = '', missing = '') {
  return queryOptions({
    queryKey: ['categories', 'all', search, missing],
    queryFn: () =>
      readAllPages<Term>('/categories', 'categories', {
        hide_empty: 0,
        search,
        missing_translation: missing,
        translation_status: 1,
      }),
  });
}
