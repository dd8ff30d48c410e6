// Setting an event's parent event (docs/admin.md "Parent event"): the REST
// list filters by it (`post_parent`, docs/api.md §3.1) but no representation
// holds it, as in TEC v1, so the admin sets it through its own endpoint.
// Whoever may edit the event may set, change or remove its parent.
import { z } from 'zod';
import type { Caller } from '../auth/caller';
import { canRead } from '../auth/permissions';
import { db, type TransactionClient } from '../db';
import { databaseProvider } from '../env';
import { ApiError } from '../http/errors';
import { MAX_ID } from '../ids';
import { editableEvent, writeAdminColumn } from './admin-column';

/** An event's id, or `null` for none. */
export const eventParentSchema = z.object({
  parent: z.number().int().min(1).max(MAX_ID).nullable(),
});
export type EventParentInput = z.output<typeof eventParentSchema>;

/** What the endpoints answer; `title` (English) is null when the caller may not read the parent. */
export interface EventParentState {
  parent: { id: number; title: string | null } | null;
}

const refused = (code: string, message: string) => new ApiError(400, code, message);

/** Any two parent writes take it in turn (PostgreSQL; SQLite has one writer), so two never close a cycle together. */
const PARENT_LOCK = 7_264_001;
/** How far up the chain a new parent may be (docs/admin.md "Parent event"). */
const MAX_PARENT_DEPTH = 100;

async function stateOf(
  read: Pick<TransactionClient, 'event'>,
  parentId: number | null,
  caller: Caller,
): Promise<EventParentState> {
  if (parentId === null) return { parent: null };
  const parent = await read.event.findUnique({
    where: { id: parentId },
    select: { title: true, authorId: true, status: true },
  });
  if (!parent) return { parent: null };
  return { parent: { id: parentId, title: canRead(caller, parent) ? parent.title : null } };
}

export async function readEventParent(
  id: number,
  caller: Caller | null,
): Promise<EventParentState> {
  const event = await editableEvent(db, id, caller);
  return stateOf(db, event.parentId, caller!);
}

/**
 * The parent the caller asks for, checked: an event they may read and not
 * in the trash, not the event itself, and not below it (walking up from the
 * candidate never meets the event), so the events never form a cycle.
 */
async function checkedParent(
  tx: TransactionClient,
  id: number,
  candidate: number | null,
  caller: Caller,
): Promise<number | null> {
  if (candidate === null) return null;
  if (candidate === id)
    throw refused('event-parent-is-itself', 'An event cannot be its own parent.');
  if (databaseProvider === 'postgresql')
    await tx.$queryRawUnsafe(
      `SELECT 1 FROM (SELECT pg_advisory_xact_lock(${PARENT_LOCK})) AS held`,
    );
  const parent = await tx.event.findUnique({
    where: { id: candidate },
    select: { authorId: true, status: true, parentId: true },
  });
  if (!parent || parent.status === 'trash' || !canRead(caller, parent))
    throw refused(
      'event-parent-not-found',
      'The parent must be an existing event, not in the trash.',
    );
  const seen = new Set([candidate]);
  for (let above = parent.parentId; above !== null;) {
    if (above === id)
      throw refused('event-parent-is-descendant', 'The parent cannot be an event below this one.');
    if (seen.has(above)) break;
    // The walk holds the write lock: a chain built thousands deep must not hold it long.
    if (seen.size >= MAX_PARENT_DEPTH)
      throw refused(
        'event-parent-too-deep',
        `The parent is more than ${MAX_PARENT_DEPTH} events deep.`,
      );
    seen.add(above);
    const row = await tx.event.findUnique({ where: { id: above }, select: { parentId: true } });
    above = row?.parentId ?? null;
  }
  return candidate;
}

/** Sets the parent, or removes it with `null`. */
export async function writeEventParent(
  id: number,
  caller: Caller | null,
  input: () => Promise<EventParentInput>,
): Promise<EventParentState> {
  const parentId = await writeAdminColumn(id, caller, 'parentId', input, (tx, body) =>
    checkedParent(tx, id, body.parent, caller!),
  );
  return stateOf(db, parentId, caller!);
}
