// A webhook payload's `data` (docs/webhooks.md): the item as the REST API
// shows it to an administrator in a single read, or null when it is gone or
// in the trash.
import type { Caller } from '../auth/caller';
import type { ChangeKind } from '../changes/log';
import { db } from '../db';
import { findEvent } from '../events/read-lookup';
import { presentEvent } from '../events/present';
import { restBase } from '../http/headers';
import { organizers } from '../linked-posts/organizer/kind';
import { venues } from '../linked-posts/venue/kind';
import type { SerializeContext } from '../posts/serialize';
import { getSettings } from '../settings/settings';
import { taxonomies } from '../terms/kind';
import { presentTerm } from '../terms/present';
import { findTerm } from '../terms/store';

/** Who the payloads are rendered for: an administrator sees every field of every item. */
const ADMINISTRATOR: Caller = { id: 0, role: 'administrator' };

/**
 * Which of `ids` exist outside the trash: what decides created, updated or
 * deleted. One query for a whole batch of a kind, however long the backlog.
 */
export async function existingItems(kind: ChangeKind, ids: number[]): Promise<Set<number>> {
  const rows = await liveRows(kind, ids);
  return new Set(rows.map((row) => row.id));
}

/** The rows of `ids` that exist: posts outside the trash, terms at all. */
function liveRows(kind: ChangeKind, ids: number[]): Promise<{ id: number }[]> {
  const posts = { where: { id: { in: ids }, status: { not: 'trash' } }, select: { id: true } };
  const terms = { where: { id: { in: ids } }, select: { id: true } };
  switch (kind) {
    case 'event':
      return db.event.findMany(posts);
    case 'venue':
      return db.venue.findMany(posts);
    case 'organizer':
      return db.organizer.findMany(posts);
    case 'category':
      return db.category.findMany(terms);
    case 'tag':
      return db.tag.findMany(terms);
  }
}

export type ItemRenderer = (kind: ChangeKind, id: number) => Promise<object | null>;

/** Renders items with links under `baseUrl`, in the default language. */
export async function itemRenderer(baseUrl: string): Promise<ItemRenderer> {
  const { timezone } = await getSettings();
  const context: SerializeContext = {
    baseUrl,
    language: 'en',
    restBase: restBase(baseUrl, 'en'),
    caller: ADMINISTRATOR,
    siteTimezone: timezone,
  };
  return async (kind, id) => {
    switch (kind) {
      case 'event': {
        const event = await findEvent(id);
        if (!event || event.status === 'trash') return null;
        return presentEvent(event, context, { single: true });
      }
      case 'venue':
      case 'organizer': {
        const posts = kind === 'venue' ? venues : organizers;
        const row = await posts.table(db).findUnique({ where: { id } });
        if (!row || row.status === 'trash') return null;
        return posts.serialize(row as never, context, { jsonLd: true }) as object;
      }
      case 'category':
      case 'tag': {
        const term = await findTerm(db, kind, { id });
        return term && presentTerm(db, taxonomies[kind], term, context);
      }
    }
  };
}
