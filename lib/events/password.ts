// Setting an event's password (docs/api.md §1.10): the REST API only supplies
// one, as TEC's does, so the admin sets it through its own endpoint
// (docs/admin.md). Whoever may edit the event may set, change or remove it;
// no answer ever holds the password itself, only whether there is one.
import { z } from 'zod';
import type { Caller } from '../auth/caller';
import { canEdit } from '../auth/permissions';
import { db, lockRowsForUpdate, writeTransaction, type TransactionClient } from '../db';
import { forbidden } from '../http/errors';
import { isStoredId } from '../ids';
import { EVENT_PASSWORD_MAX_LENGTH } from './password-limits';
import { eventNotFound } from './read-lookup';
import { ownColumnsOf } from './write-series-scope';

/** `null` or `""` removes the password; any other string is it, exactly as typed. */
export const eventPasswordSchema = z.object({
  password: z.string().max(EVENT_PASSWORD_MAX_LENGTH).nullable(),
});
export type EventPasswordInput = z.output<typeof eventPasswordSchema>;

/** What the endpoints answer: whether the event is protected, never with what. */
export interface EventPasswordState {
  protected: boolean;
}

const OWNED = { authorId: true, status: true, password: true } as const;

/** 401 anonymous (before anything is looked up), 404 no such event, 403 not the caller's to edit. */
async function editableEvent(
  read: Pick<TransactionClient, 'event'>,
  id: number,
  caller: Caller | null,
): Promise<{ password: string | null }> {
  if (!caller) throw forbidden(false);
  const event = isStoredId(id)
    ? await read.event.findUnique({ where: { id }, select: OWNED })
    : null;
  if (!event) throw eventNotFound(id);
  if (!canEdit(caller, event)) throw forbidden(true);
  return event;
}

export async function readEventPassword(
  id: number,
  caller: Caller | null,
): Promise<EventPasswordState> {
  const event = await editableEvent(db, id, caller);
  return { protected: Boolean(event.password) };
}

/**
 * Sets or removes the password. The write changes the events table, whose
 * trigger moves the content stamp, so no kept anonymous answer outlives it
 * (lib/route/answer-cache.ts).
 */
export async function writeEventPassword(
  id: number,
  caller: Caller | null,
  input: () => Promise<EventPasswordInput>,
): Promise<EventPasswordState> {
  // Who may do it is checked before the body is read, so a refused caller learns nothing from it.
  await editableEvent(db, id, caller);
  const password = (await input()).password || null;
  return writeTransaction(async (tx) => {
    // Checked again on the locked row: a role or status change meanwhile is seen.
    await lockRowsForUpdate(tx, 'events', `"id" = ${id}`);
    await editableEvent(tx, id, caller);
    // An occurrence's password is that date's own (docs/admin.md): marked so,
    // the series never copies it onto the dates it makes later.
    const row = await tx.event.findUniqueOrThrow({
      where: { id },
      select: { seriesId: true, ownColumns: true },
    });
    const owned = ownColumnsOf(row).add('password');
    await tx.event.update({
      where: { id },
      data: {
        password,
        ...(row.seriesId === null ? {} : { ownColumns: JSON.stringify([...owned].sort()) }),
      },
    });
    return { protected: password !== null };
  });
}
