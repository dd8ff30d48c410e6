// Users, API tokens and settings are for administrators only (docs/accounts.md,
// "manage users, API tokens, settings"). The caller is resolved exactly as on
// the REST API: a bearer token, or the session cookie with its X-WP-Nonce.
import { forbidden } from '../http/errors';
import { resolveAdmittedCaller } from './request-limits';
import type { Caller } from '../auth/caller';
import { canManageAccounts } from '../auth/permissions';

/** The administrator making the request, counted against the write limit; 401 for anonymous callers, 403 for other roles. */
export async function requireAdministrator(request: Request): Promise<Caller> {
  const caller = await resolveAdmittedCaller(request);
  if (!canManageAccounts(caller)) throw forbidden(caller !== null);
  return caller!;
}
