// GET /changes (docs/sync.md): what changed after a cursor, oldest first, as
// the caller may see it. A change row says only "this item was written"; what
// the consumer is told is decided now, from the item as it stands: gone, or
// no longer readable by this caller (trashed, back to draft, made private, or
// locked by a password for an anonymous caller), is a `delete`; readable is
// an `upsert`. So a consumer that applies the feed in order ends up holding
// exactly what it may read, and never learns what it may not.
import type { Caller } from '../auth/caller';
import { canRead } from '../auth/permissions';
import { db } from '../db';
import { ApiError, invalidParams } from '../http/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { CHANGE_KINDS, type ChangeKind, purgedThrough } from './log';

export interface ChangeEntry {
  kind: ChangeKind;
  id: number;
  change: 'upsert' | 'delete';
  modified_utc: string;
}

export interface ChangePage {
  changes: ChangeEntry[];
  next_cursor: string;
}

const cursorExpired = () =>
  new ApiError(
    410,
    'rest_cursor_expired',
    'The cursor is older than the changes kept. List everything again, then ask for changes without a cursor.',
  );

interface RowOwner {
  id: number;
  status: string;
  authorId: number;
  password?: string | null;
}

const owner = { id: true, status: true, authorId: true } as const;

/** Each kind's rows among `ids`, with what deciding who may read them needs. */
const READ_ROWS: Record<ChangeKind, (ids: number[]) => Promise<RowOwner[] | { id: number }[]>> = {
  event: (ids) =>
    db.event.findMany({ where: { id: { in: ids } }, select: { ...owner, password: true } }),
  venue: (ids) => db.venue.findMany({ where: { id: { in: ids } }, select: owner }),
  organizer: (ids) => db.organizer.findMany({ where: { id: { in: ids } }, select: owner }),
  // Terms have no status: one that exists is public.
  category: (ids) => db.category.findMany({ where: { id: { in: ids } }, select: { id: true } }),
  tag: (ids) => db.tag.findMany({ where: { id: { in: ids } }, select: { id: true } }),
};

/**
 * Whether `caller` may read the row: never in the trash (a mirror keeps no
 * trash, docs/sync.md), and for an anonymous caller not behind a password.
 */
function isReadable(row: RowOwner | { id: number }, caller: Caller | null): boolean {
  if (!('status' in row)) return true;
  if (row.status === 'trash') return false;
  return canRead(caller, row) && (caller !== null || !row.password);
}

/** The ids of `kind` among `ids` that `caller` may read now. */
async function readableIds(kind: ChangeKind, ids: number[], caller: Caller | null) {
  const rows: (RowOwner | { id: number })[] = await READ_ROWS[kind](ids);
  return new Set(rows.filter((row) => isReadable(row, caller)).map((row) => row.id));
}

/** The newest change id, or the purge mark when the log is empty: the cursor of "now". */
async function head(): Promise<number> {
  const newest = await db.change.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
  return Math.max(newest?.id ?? 0, await purgedThrough());
}

export async function readChanges(
  query: { since?: string; perPage: number },
  caller: Caller | null,
): Promise<ChangePage> {
  if (query.since === undefined) return { changes: [], next_cursor: encodeCursor(await head()) };
  const since = decodeCursor(query.since);
  if (since === null) throw invalidParams({ since: 'Invalid parameter.' });
  // Older than what is kept, or from another database (a cursor past the
  // newest change): either way the consumer's copy cannot be brought up to date.
  if (since < (await purgedThrough()) || since > (await head())) throw cursorExpired();
  const rows = await db.change.findMany({
    where: { id: { gt: since } },
    orderBy: { id: 'asc' },
    take: query.perPage,
  });
  const last = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.itemId}`;
    // An item written several times is told once, at its last change.
    last.delete(key);
    last.set(key, row);
  }
  const latest = [...last.values()];
  const readable = new Map<string, Set<number>>();
  for (const kind of CHANGE_KINDS) {
    const ids = latest.filter((row) => row.kind === kind).map((row) => row.itemId);
    if (ids.length) readable.set(kind, await readableIds(kind, ids, caller));
  }
  return {
    changes: latest.map((row) => ({
      kind: row.kind as ChangeKind,
      id: row.itemId,
      change: readable.get(row.kind)?.has(row.itemId) ? 'upsert' : 'delete',
      modified_utc: row.at,
    })),
    next_cursor: encodeCursor(rows.at(-1)?.id ?? since),
  };
}
