// What a proxy's X-Forwarded-Host and X-Forwarded-Proto may hold
// (docs/security.md, "Forwarded headers"). Anything else is not honoured: the
// Node server drops it before Next.js builds the request's URL from it, and
// {base_url} ignores it (lib/http/headers.ts).

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`, 'i');
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
const MAX_PORT = 65535;
const MAX_HOST_NAME = 253;

/** A host as a URL may carry it: a DNS name or IPv4 address, or a bracketed IPv6 literal, with an optional port. */
export function isHost(text) {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(text);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > MAX_PORT)) return false;
  return IPV6.test(name) || (name.length <= MAX_HOST_NAME && HOST_NAME.test(name));
}

export const isForwardedProto = (text) => /^https?$/i.test(text);

/** The first of a header's comma-separated values, trimmed ('' when absent). */
export const firstValue = (header) => header?.split(',')[0]?.trim() ?? '';
