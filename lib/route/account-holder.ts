// The account endpoints (/api/account…) act on the caller's own account
// (docs/accounts.md "Your own account"), resolved exactly as on the REST API:
// a bearer token, or the session cookie with its X-WP-Nonce.
import type { Caller } from '../auth/caller';
import { canMakeOwnTokens } from '../auth/permissions';
import { ApiError, forbidden } from '../http/errors';
import { resolveAdmittedCaller } from './request-limits';

/** Any signed-in caller, counted against the write limit; 401 for anonymous callers. */
export async function requireSignedIn(request: Request): Promise<Caller> {
  const caller = await resolveAdmittedCaller(request);
  if (!caller) throw forbidden(false);
  return caller;
}

/** A caller who may keep API tokens of their own; 401 anonymous, 403 subscribers, before the body is read. */
export async function requireTokenMaker(request: Request): Promise<Caller> {
  const caller = await resolveAdmittedCaller(request);
  if (!canMakeOwnTokens(caller)) throw forbidden(caller !== null);
  return caller!;
}

/**
 * The caller, when signed in with a browser session: a token makes no token,
 * so a leaked one cannot outlive its own revocation (docs/accounts.md
 * "Users, tokens and settings"). 403 `session-required` over a bearer token.
 */
export function sessionOnly(caller: Caller): Caller {
  if (!caller.sessionId)
    throw new ApiError(403, 'session-required', 'Sign in to the admin to make an API token.');
  return caller;
}
