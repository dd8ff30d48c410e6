// A page of events, venues or organizers as the API answers it (docs/api.md
// §2.1-§2.3): the envelope, its rest_url links and the X-TEC headers.
import { ApiError } from '../http/errors';
import type { Reply } from '../http/reply';
import type { ListPage } from '../params/collection';

/** The collections with the envelope of §2.1 (keys `events`, `venues`, `organizers`). */
type ArchiveKind = 'event' | 'venue' | 'organizer';

/** What every page answer shares: the page count, the neighbours' links and the X-TEC headers. */
function pageParts<T>({ total, paging, urlOf }: ListPage<T>) {
  const { page, perPage } = paging;
  const totalPages = Math.ceil(total / perPage);
  return {
    totalPages,
    next: page < totalPages ? { next_rest_url: urlOf(page + 1) } : {},
    previous: page > 1 ? { previous_rest_url: urlOf(page - 1) } : {},
    headers: { 'X-TEC-Total': String(total), 'X-TEC-TotalPages': String(totalPages) },
  };
}

export function archiveReply<T>(kind: ArchiveKind, list: ListPage<T>): Reply {
  const { items, total, paging, urlOf, reusableUntil } = list;
  // §2.2: only a page past the end is an error; an empty first page is an empty list.
  if (paging.page > 1 && items.length === 0) {
    throw new ApiError(
      404,
      `${kind}-archive-page-not-found`,
      `The requested ${kind} archive page does not exist`,
    );
  }
  const { totalPages, next, previous, headers } = pageParts(list);
  return {
    body: {
      [`${kind}s`]: items,
      rest_url: urlOf(paging.page),
      ...next,
      ...previous,
      total,
      total_pages: totalPages,
    },
    headers,
    reusableUntil,
  };
}

/** Categories and tags answer their pages with the keys in WordPress's order, and no 404 past the end. */
export function termArchiveReply<T>(collection: string, list: ListPage<T>): Reply {
  const { items, total, paging, urlOf, reusableUntil } = list;
  const { totalPages, next, previous, headers } = pageParts(list);
  return {
    body: {
      rest_url: urlOf(paging.page),
      total,
      total_pages: totalPages,
      [collection]: items,
      ...next,
      ...previous,
    },
    headers,
    reusableUntil,
  };
}
