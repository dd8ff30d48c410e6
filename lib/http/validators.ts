// Conditional GET (docs/api.md §10.9): the ETag is a hash of the answer's
// bytes, so it changes exactly when they would.
import { createHash } from 'node:crypto';

export function entityTag(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** An If-None-Match or If-Match header names `tag` (or is `*`); weak tags compare as strong. */
export function tagListMatches(header: string, tag: string | null): boolean {
  return (
    header.trim() === '*' ||
    header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  );
}

/** True when the request's validators match and a 304 should be sent. */
export function conditionalGet(request: Request, headers: Headers): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) return tagListMatches(ifNoneMatch, headers.get('ETag'));
  const ifModifiedSince = request.headers.get('if-modified-since');
  const lastModified = headers.get('Last-Modified');
  if (ifModifiedSince && lastModified) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Date.parse(lastModified) <= since;
  }
  return false;
}

/**
 * §10.9: true when a write's `If-Match` header names neither the item's
 * current ETag (the one a GET answering `currentBody` carries) nor `*`.
 */
export function ifMatchFails(ifMatch: string | null | undefined, currentBody: unknown): boolean {
  if (ifMatch === null || ifMatch === undefined) return false;
  return !tagListMatches(ifMatch, entityTag(JSON.stringify(currentBody)));
}
