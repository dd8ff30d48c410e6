// An address the server itself will call (a webhook endpoint, a subscribed
// feed): http or https with a host and no credentials in it, as the SSRF rule
// of docs/security.md checks it only once it resolves. `reason` is the code a
// refusal names in data.details.
import { z } from 'zod';

const MAX_URL_LENGTH = 2000;

export function isOutboundUrl(value: string): boolean {
  const parsed = URL.parse(value);
  return (
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/** The URL field of a body; `rewrite` turns an accepted spelling (webcal://) into the one fetched. */
export const outboundUrlSchema = (reason: string, rewrite: (value: string) => string = (v) => v) =>
  z.string().trim().max(MAX_URL_LENGTH).transform(rewrite).refine(isOutboundUrl, reason);
