// What the admin's own endpoints for an event's password and parent share
// (docs/admin.md): who may write them, and how a write to an occurrence of a
// series stays that date's own. Neither column is part of the REST
// representation, so only these endpoints set them.
import type { Caller } from '../auth/caller';
import { canEdit } from '../auth/permissions';
import { db, lockRowsForUpdate, writeTransaction, type TransactionClient } from '../db';
import { forbidden } from '../http/errors';
import { isStoredId } from '../ids';
import { eventNotFound } from './read-lookup';
import { ownColumnsOf } from './write-series-scope';

/** The columns set only through the admin's endpoints; an occurrence may own each (write-series.ts copies them). */
export type AdminColumn = 'password' | 'parentId';

const EDITABLE = {
  authorId: true,
  status: true,
  password: true,
  parentId: true,
  seriesId: true,
  ownColumns: true,
} as const;

export interface EditableEvent {
  authorId: number;
  status: string;
  password: string | null;
  parentId: number | null;
  seriesId: number | null;
  ownColumns: string;
}

/** 401 anonymous (before anything is looked up), 404 no such event, 403 not the caller's to edit. */
export async function editableEvent(
  read: Pick<TransactionClient, 'event'>,
  id: number,
  caller: Caller | null,
): Promise<EditableEvent> {
  if (!caller) throw forbidden(false);
  const event = isStoredId(id)
    ? await read.event.findUnique({ where: { id }, select: EDITABLE })
    : null;
  if (!event) throw eventNotFound(id);
  if (!canEdit(caller, event)) throw forbidden(true);
  return event;
}

/**
 * Writes one admin column. Who may is checked before the body is read, so a
 * refused caller learns nothing from it, and again on the locked row, so a
 * role or status change meanwhile is seen. `valueOf` checks the input inside
 * the transaction and answers the value to store; it runs before the row is
 * locked, so a lock of its own is always taken first (no two writers wait on
 * each other's). The write changes the
 * events table, whose trigger moves the content stamp, so no kept anonymous
 * answer outlives it (lib/route/answer-cache.ts).
 */
export async function writeAdminColumn<Input, Value extends string | number | null>(
  id: number,
  caller: Caller | null,
  column: AdminColumn,
  input: () => Promise<Input>,
  valueOf: (tx: TransactionClient, input: Input) => Promise<Value>,
): Promise<Value> {
  await editableEvent(db, id, caller);
  const body = await input();
  return writeTransaction(async (tx) => {
    const value = await valueOf(tx, body);
    await lockRowsForUpdate(tx, 'events', `"id" = ${id}`);
    const event = await editableEvent(tx, id, caller);
    // An occurrence's value is that date's own (docs/admin.md): marked so,
    // the series never copies it onto the dates it makes later.
    const owned = ownColumnsOf(event).add(column);
    await tx.event.update({
      where: { id },
      data: {
        [column]: value,
        ...(event.seriesId === null ? {} : { ownColumns: JSON.stringify([...owned].sort()) }),
      },
    });
    return value;
  });
}
