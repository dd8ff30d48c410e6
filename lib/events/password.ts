// Setting an event's password (docs/api.md §1.10): the REST API only supplies
// one, as TEC's does, so the admin sets it through its own endpoint
// (docs/admin.md). Whoever may edit the event may set, change or remove it;
// no answer ever holds the password itself, only whether there is one.
import { z } from 'zod';
import type { Caller } from '../auth/caller';
import { db } from '../db';
import { editableEvent, writeAdminColumn } from './admin-column';
import { EVENT_PASSWORD_MAX_LENGTH } from './password-limits';

/** `null` or `""` removes the password; any other string is it, exactly as typed. */
export const eventPasswordSchema = z.object({
  password: z.string().max(EVENT_PASSWORD_MAX_LENGTH).nullable(),
});
export type EventPasswordInput = z.output<typeof eventPasswordSchema>;

/** What the endpoints answer: whether the event is protected, never with what. */
export interface EventPasswordState {
  protected: boolean;
}

export async function readEventPassword(
  id: number,
  caller: Caller | null,
): Promise<EventPasswordState> {
  const event = await editableEvent(db, id, caller);
  return { protected: Boolean(event.password) };
}

/** Sets or removes the password. */
export async function writeEventPassword(
  id: number,
  caller: Caller | null,
  input: () => Promise<EventPasswordInput>,
): Promise<EventPasswordState> {
  const password = await writeAdminColumn(
    id,
    caller,
    'password',
    input,
    async (_tx, body) => body.password || null,
  );
  return { protected: password !== null };
}
