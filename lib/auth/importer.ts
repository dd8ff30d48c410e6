// Who may still import (docs/import.md "Jobs"): a job and a subscription's
// fetch run long after the request that made them, so the user's rights are
// read again from the database, as they are now.
import { db } from '../db';
import type { Caller } from './caller';
import { isEditorOrAbove } from './permissions';
import type { Role } from './roles';

/** The user as a caller while still enabled and an editor or above; else null. */
export async function importerOf(userId: number): Promise<Caller | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  const caller = user && !user.disabled ? { id: user.id, role: user.role as Role } : null;
  return isEditorOrAbove(caller) ? caller : null;
}
