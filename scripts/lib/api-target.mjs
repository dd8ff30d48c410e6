// An API path as its routes read it (docs/security.md, "Paths"): a run of
// slashes counts as one, `.` and `..` segments (also written `%2e`) are
// resolved, never climbing back out of `/calendar/events/v1` once the path
// is inside it, and the namespace is written in lower case. Next.js would
// answer a double slash with a redirect, an odd-case namespace or a `..` that
// leaves the API with the site's HTML 404; API clients get a direct JSON
// answer instead.

const NAMESPACE = /^(?:\/(?:en|fr|es))?\/calendar\/events\/v1$/i;
const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

// An API path already as the routes read it: nearly every request's, checked
// on each, so the work below is only for the few that need it.
const NORMAL_API_PATH = /^(?:\/(?:en|fr|es))?\/calendar\/events\/v1(?:\/(?!\.|%2[eE])[^/]+)*\/?$/;

/** The request target with its path normalised when it is an API path; any other target as it is. */
export function apiTarget(target) {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  // Without `v1` no segment can name the namespace.
  if (!/v1/i.test(path) || NORMAL_API_PATH.test(path)) return target;
  return normalisedApiTarget(path, queryAt === -1 ? '' : target.slice(queryAt));
}

/** `path` normalised when it names the API, with `query` after it; the target as it was otherwise. */
export function normalisedApiTarget(path, query) {
  const target = `${path}${query}`;
  const parts = path.split('/').slice(1);
  const segments = [];
  let namespaceDepth = 0;
  for (const part of parts) {
    if (DOT_DOT.test(part)) {
      if (segments.length > namespaceDepth) segments.pop();
    } else if (!DOT.test(part) && part !== '') {
      segments.push(part);
      if (!namespaceDepth && NAMESPACE.test(`/${segments.join('/')}`))
        namespaceDepth = segments.length;
    }
  }
  if (!namespaceDepth) return target;
  const namespace = segments.slice(0, namespaceDepth).join('/').toLowerCase();
  const rest = segments
    .slice(namespaceDepth)
    .map((segment) => `/${segment}`)
    .join('');
  // A path that ended in `/`, `/.` or `/..` names a directory: one trailing slash (§0.1 allows it).
  const last = parts.at(-1) ?? '';
  const isDirectory = last === '' || DOT.test(last) || DOT_DOT.test(last);
  return `/${namespace}${rest}${isDirectory ? '/' : ''}${query}`;
}
