// Some admin screens need a whole collection, not a page of it: the month
// calendar (every event of its weeks) and the category tree (every category).
import { api, withQuery } from './api-client';

// The most a page may hold (docs/api.md §2.2).
const MAX_PAGE = 50;

/** Every item of a collection matching `query`, read page after page; `key` names the items in a page (`events`). */
export async function readAllPages<T>(
  path: string,
  key: string,
  query: Record<string, string | number>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api.get<{ total_pages: number } & Record<string, unknown>>(
      withQuery(path, { ...query, page, per_page: MAX_PAGE }),
    );
    items.push(...((body[key] ?? []) as T[]));
    if (page >= body.total_pages) return items;
  }
}
