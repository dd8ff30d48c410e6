// `embed_origins` (docs/public-pages.md "Embedding"): the sites whose pages may
// show the calendar in an <iframe>. Stored as CSP writes them, origins
// separated by a space, so the setting is the `frame-ancestors` source list
// as it is; "" lets no site, "*" any.

/** The setting's value that lets any site embed the calendar. */
export const ANY_ORIGIN = '*';

/**
 * The canonical value of what an administrator typed (origins separated by
 * spaces, commas or lines; a bare trailing slash is forgiven), or the first
 * entry that is not an origin.
 */
export function parseEmbedOrigins(value: string): { origins: string } | { invalid: string } {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 1 && entries[0] === ANY_ORIGIN) return { origins: ANY_ORIGIN };
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (origin === null) return { invalid: entry };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins: origins.join(' ') };
}

/** `https://example.org[:port]` in its lower-case, default-port-free spelling, or null. */
function originOf(entry: string): string | null {
  // A scheme, a host and maybe a port: no user, no wildcard, nothing after but one slash.
  if (!/^https?:\/\/[^/?#\\@*]+\/?$/i.test(entry)) return null;
  let origin: string;
  try {
    origin = new URL(entry).origin;
  } catch {
    return null;
  }
  // The value goes into a header as it is: only a host name (or [IPv6]) and a
  // port, so no `;`, quote or encoded character can add a directive of its own.
  return /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d+)?$/.test(origin)
    ? origin
    : null;
}

/** The `frame-ancestors` sources of a stored value: `'none'` when it is empty. */
export const frameAncestors = (stored: string) => (stored === '' ? "'none'" : stored);
