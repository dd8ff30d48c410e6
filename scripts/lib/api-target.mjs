// An API path as its routes read it (docs/security.md, "Paths"): a
// run of slashes counts as one, and `.` and `..` segments (also written
// `%2e`) are resolved without climbing above the namespace. Next.js would
// answer a double slash with a redirect and let `..` leave the API for the
// site's HTML 404; API clients get a direct JSON answer instead.

const API_PATH = /^(\/(?:en|fr|es))?(\/calendar\/events\/v1)(?=\/|$)(.*)$/i;
const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

/** The request target with its path normalised when it is an API path; any other target as it is. */
export function apiTarget(target) {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  const api = API_PATH.exec(path.replace(/\/{2,}/g, '/'));
  if (!api) return target;
  const [, prefix = '', namespace, rest] = api;
  const segments = [];
  const parts = rest.split('/').slice(1);
  parts.forEach((part) => {
    if (DOT_DOT.test(part)) segments.pop();
    else if (!DOT.test(part) && part !== '') segments.push(part);
  });
  // A path that ended in `/`, `/.` or `/..` names a directory: one trailing
  // slash (docs/api.md §0.1 allows it).
  const last = parts.at(-1);
  const isDirectory = last !== undefined && (last === '' || DOT.test(last) || DOT_DOT.test(last));
  const resolved = segments.length ? `/${segments.join('/')}` : '';
  return `${prefix}${namespace}${resolved}${isDirectory ? '/' : ''}${query}`;
}
