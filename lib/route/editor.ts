// Imports and subscriptions are for administrators and editors
// (docs/import.md), who may edit every event they write; the caller is
// resolved as on the REST API.
import type { Caller } from '../auth/caller';
import { isEditorOrAbove } from '../auth/permissions';
import { forbidden } from '../http/errors';
import { resolveAdmittedCaller } from './request-limits';

/** The editor or administrator making the request; 401 for anonymous callers, 403 for other roles. */
export async function requireEditor(request: Request): Promise<Caller> {
  const caller = await resolveAdmittedCaller(request);
  if (!isEditorOrAbove(caller)) throw forbidden(caller !== null);
  return caller!;
}
