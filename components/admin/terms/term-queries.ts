'use client';

import { queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/http/api-client';
import type { TreeTerm } from './category-tree';

/** The parts of a term's representation (rest-behaviour §1.5) the admin reads. */
export interface Term extends TreeTerm {
  slug: string;
  description: string;
  count: number;
  [key: string]: unknown;
}

export type TermPage = { total: number; total_pages: number } & Record<string, unknown>;

// The API pages by at most 50 (§2.2); hide_empty is on by default (§3.3) and
// the admin wants the terms no published event uses yet too.
const MAX_PAGE = 50;

export function termPageQuery(collection: string, query: Record<string, string | number>) {
  return api.get<TermPage>(withQuery(`/${collection}`, { hide_empty: 0, ...query }));
}

/**
 * Every category matching `search` (and lacking the `missing` translation,
 * README "Translations"), page after page: the tree needs them all.
 */
export function allCategoriesQuery(search = '', missing = '') {
  return queryOptions({
    queryKey: ['categories', 'all', search, missing],
    queryFn: async () => {
      const terms: Term[] = [];
      for (let page = 1; ; page += 1) {
        const body = await termPageQuery('categories', {
          ...{ search, missing_translation: missing, translation_status: 1 },
          ...{ page, per_page: MAX_PAGE },
        });
        terms.push(...(body.categories as Term[]));
        if (page >= body.total_pages) return terms;
      }
    },
  });
}
