// The browser session cookie (docs/accounts.md, "Authenticating"). It
// carries only a random session id; the database keeps its SHA-256
// (sessions.ts). Pure, so the attributes are unit-tested rather than
// discovered in a browser.
import { SESSION_COOKIE } from './session-cookie-name.mjs';

/** The cookie's value in a `Cookie` request header, or null. The first one wins (RFC 6265 §5.4 orders the most specific path first). */
export function readSessionCookie(cookieHeader: string | null): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/** HTTPS as the client saw it: a TLS-terminating proxy says so in X-Forwarded-Proto. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded || new URL(request.url).protocol.replace(':', '')) === 'https';
}

/**
 * HttpOnly keeps page scripts (and so injected ones) from reading it; SameSite=Lax
 * keeps it off cross-site subrequests and form posts, while a link from
 * elsewhere still opens the admin signed in; Secure whenever the client used HTTPS.
 */
export function sessionCookieHeader(
  value: string,
  options: { maxAgeSeconds: number; secure: boolean },
) {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Tells the browser to drop the cookie (sign-out). */
export const clearedSessionCookieHeader = (secure: boolean) =>
  sessionCookieHeader('', { maxAgeSeconds: 0, secure });
