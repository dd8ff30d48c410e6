// GET /changes (docs/sync.md): what changed after a cursor, oldest first, as
// the caller may see it. A change row says only "this item was written"; what
// the consumer is told is decided now, from the item as it stands: gone, or
// no longer readable by this caller (trashed, back to draft, made private, or
// locked by a password for an anonymous caller), is a `delete`; readable is
// an `upsert`. So a consumer that applies the feed in order ends up holding
// exactly what it may read, and never learns what it may not.
import type { Caller } from '../auth/caller';
import { canEdit, canRead } from '../auth/permissions';
import { readCommitted } from '../db';
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

interface ChangeRow {
  id: number;
  kind: string;
  itemId: number;
  at: string;
}

// Every read here sees committed rows only (readCommitted): a cursor handed
// out must never point past a change that is then rolled back.
const ROW_QUERIES: Record<ChangeKind, { table: string; columns: string }> = {
  event: { table: 'events', columns: '"id", "status", "authorId", "password"' },
  venue: { table: 'venues', columns: '"id", "status", "authorId"' },
  organizer: { table: 'organizers', columns: '"id", "status", "authorId"' },
  // Terms have no status: one that exists is public.
  category: { table: 'categories', columns: '"id"' },
  tag: { table: 'tags', columns: '"id"' },
};

/**
 * Whether `caller` may read the row as GET /{collection}/{id} would answer
 * it: never in the trash (a copy keeps no trash, docs/sync.md), and behind a
 * password only for those who may edit the event.
 */
function isReadable(row: RowOwner | { id: number }, caller: Caller | null): boolean {
  if (!('status' in row)) return true;
  if (row.status === 'trash') return false;
  return canRead(caller, row) && (!row.password || canEdit(caller, row));
}

/** The ids of `kind` among `ids` that `caller` may read now. */
async function readableIds(kind: ChangeKind, ids: number[], caller: Caller | null) {
  const { table, columns } = ROW_QUERIES[kind];
  const rows = await readCommitted<RowOwner | { id: number }>(
    (name) =>
      `SELECT ${columns} FROM ${name(table)} WHERE "id" IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Set(rows.filter((row) => isReadable(row, caller)).map((row) => Number(row.id)));
}

/** The newest change id in the log (0 when it is empty). */
async function newestChangeId(): Promise<number> {
  const [newest] = await readCommitted<{ id: number | null }>(
    (name) => `SELECT max("id") AS "id" FROM ${name('changes')}`,
  );
  return Number(newest?.id ?? 0);
}

export async function readChanges(
  query: { since?: string; perPage: number },
  caller: Caller | null,
): Promise<ChangePage> {
  const since = query.since === undefined ? undefined : decodeCursor(query.since);
  if (since === null) throw invalidParams({ since: 'Invalid parameter.' });
  // The purge mark stands in for the newest id when everything was purged.
  const mark = await purgedThrough();
  const head = Math.max(await newestChangeId(), mark);
  // No cursor: nothing yet, and the cursor of now.
  if (since === undefined) return { changes: [], next_cursor: encodeCursor(head) };
  // Older than what is kept, or from another database (a cursor past the
  // newest change): either way the consumer's copy cannot be brought up to date.
  if (since < mark || since > head) throw cursorExpired();
  const rows = await readCommitted<ChangeRow>(
    (name) =>
      `SELECT "id", "kind", "itemId", "at" FROM ${name('changes')} WHERE "id" > ? ORDER BY "id" LIMIT ?`,
    [since, query.perPage],
  );
  // A purge between the check and the read would have taken rows from under the cursor.
  if (since < (await purgedThrough())) throw cursorExpired();
  const last = new Map<string, ChangeRow>();
  for (const row of rows) {
    const key = `${row.kind}:${row.itemId}`;
    // An item written several times is told once, at its last change.
    last.delete(key);
    last.set(key, row);
  }
  const latest = [...last.values()];
  const readable = new Map<string, Set<number>>();
  for (const kind of CHANGE_KINDS) {
    const ids = latest.filter((row) => row.kind === kind).map((row) => Number(row.itemId));
    if (ids.length) readable.set(kind, await readableIds(kind, ids, caller));
  }
  return {
    changes: latest.map((row) => ({
      kind: row.kind as ChangeKind,
      id: Number(row.itemId),
      change: readable.get(row.kind)?.has(Number(row.itemId)) ? 'upsert' : 'delete',
      modified_utc: row.at,
    })),
    next_cursor: encodeCursor(Number(rows.at(-1)?.id ?? since)),
  };
}
