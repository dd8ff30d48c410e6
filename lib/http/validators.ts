// Conditional GET (docs/api.md §10.9): the ETag is a hash of the answer's
// bytes, so it changes exactly when they would.
import { createHash } from 'node:crypto';
import { isNotModified, tagListMatches } from './cache-requests.mjs';

export function entityTag(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's validators match and a 304 should be sent. */
export function conditionalGet(request: Request, headers: Headers): boolean {
  return isNotModified(
    (name) => request.headers.get(name),
    headers.get('ETag'),
    headers.get('Last-Modified'),
  );
}

/**
 * §10.9: true when a write's `If-Match` header names neither the item's
 * current ETag (the one a GET answering `currentBody` carries) nor `*`.
 */
export function ifMatchFails(ifMatch: string | null | undefined, currentBody: unknown): boolean {
  if (ifMatch === null || ifMatch === undefined) return false;
  return !tagListMatches(ifMatch, entityTag(JSON.stringify(currentBody)));
}
