// Next.js answers a request whose path does not percent-decode with a bare
// 500 before any route runs; scripts/serve.mjs repairs the target first.

/** The request target with each path segment that does not decode made literal. */
export function decodableTarget(target) {
  // Only a percent sign can fail to decode.
  if (!target.includes('%')) return target;
  const queryAt = target.search(/[?#]/);
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : target.slice(queryAt);
  const repaired = path
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, '%25');
      }
    })
    .join('/');
  return repaired + rest;
}
