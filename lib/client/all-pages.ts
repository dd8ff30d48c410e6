// Some admin screens need a whole collection, not a page of it: the calendar
// (every event of its days) and the category tree (every category).
import { api, withQuery } from './api-client';

// The most a page may hold (docs/api.md §2.2).
const MAX_PAGE = 50;

type Page = { total_pages: number } & Record<string, unknown>;

/**
 * Every item of a collection matching `query`; `key` names the items in a
 * page (`events`). The first page says how many there are, and the others
 * are then asked together: a busy month of 600 events is 12 pages, and one
 * after the other they took seconds.
 */
export async function readAllPages<T>(
  path: string,
  key: string,
  query: Record<string, string | number>,
): Promise<T[]> {
  const read = (page: number) =>
    api.get<Page>(withQuery(path, { ...query, page, per_page: MAX_PAGE }));
  const first = await read(1);
  const others = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, index) => read(index + 2)),
  );
  return [first, ...others].flatMap((body) => (body[key] ?? []) as T[]);
}
