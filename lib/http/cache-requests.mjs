// What a request asks of a stored answer (docs/api.md §10.9): whether its
// validators match, so a 304 is due, and whether it asks for an answer built
// afresh. Plain JavaScript, so that the route handlers and the server's front
// door (lib/front-door/) decide alike.

/** An If-None-Match or If-Match header names `tag` (or is `*`); weak tags compare as strong. */
export function tagListMatches(header, tag) {
  return (
    header.trim() === '*' ||
    header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  );
}

/**
 * True when the request's validators match the answer's (`etag`,
 * `lastModified` as an HTTP date): a 304 is due. `header(name)` reads a
 * request header, null when absent.
 */
export function isNotModified(header, etag, lastModified) {
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch !== null) return tagListMatches(ifNoneMatch, etag);
  const ifModifiedSince = header('if-modified-since');
  if (ifModifiedSince && lastModified) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Date.parse(lastModified) <= since;
  }
  return false;
}

/** A client asking for no stored answer (`Cache-Control: no-cache`, `Pragma: no-cache`) gets one built afresh. */
export function asksForFreshAnswer(header) {
  const directives = `${header('cache-control') ?? ''},${header('pragma') ?? ''}`;
  return /(^|,)\s*(no-cache|no-store|max-age=0)\s*(,|$)/i.test(directives);
}
