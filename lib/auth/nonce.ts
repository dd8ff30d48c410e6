// docs/api.md §7.2 step 2: when a session cookie counts. Reads need only
// the cookie; anything else also needs `X-WP-Nonce` equal to the session's
// CSRF token, which a cross-site page cannot read and so cannot send.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/errors';

/** accept: the cookie authenticates; ignore: the request continues as anonymous; reject: 403. */
export type CookieVerdict = 'accept' | 'ignore' | 'reject';

// The HTTP method as sent, not the §0.5 override: a POST overridden to GET is
// still a form post a cross-site page could make.
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function judgeSessionCookie(
  method: string,
  nonceHeader: string | null,
  csrfToken: string,
): CookieVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return 'accept';
  if (nonceHeader === null) return 'ignore';
  return sameSecret(nonceHeader, csrfToken) ? 'accept' : 'reject';
}

// Digests first: timingSafeEqual needs equal lengths, and the length must not leak either.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const cookieInvalidNonce = () =>
  new ApiError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
