// What a write sent with an Idempotency-Key is known by (docs/api.md
// "Idempotent writes"): the key itself, checked, and a fingerprint of the
// request it was first sent with.
import { createHash } from 'node:crypto';
import { invalidParams } from '../http/errors';
import type { Params } from '../params/request-params';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const MAX_KEY_LENGTH = 255;

/** The key a write was sent with, or null without one; 400 rest_invalid_param for an empty or too long one. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  // Headers reach us trimmed: a key of spaces arrives empty.
  if (key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw invalidParams({
      [IDEMPOTENCY_HEADER]: `${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters long.`,
    });
  return key;
}

/**
 * The request as the handler sees it: the method it acts as, the path
 * (language prefix included), its parameters, query and body merged (§0.5),
 * each file's content, and the If-Match it was made under. Parameters rather
 * than bytes, so that a retry whose JSON is spaced or ordered differently, or
 * whose multipart boundary changed, is the same request; another image of
 * the same size, or a retry under a fresher ETag, is not.
 */
export async function requestFingerprint(
  method: string,
  url: URL,
  params: Params,
  files: Record<string, File>,
  ifMatch: string | null,
): Promise<string> {
  const fileDigests = await Promise.all(
    Object.entries(files).map(async ([name, file]) => [
      name,
      file.name,
      createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex'),
    ]),
  );
  return createHash('sha256')
    .update(JSON.stringify([method, url.pathname, sortedKeys(params), fileDigests, ifMatch]))
    .digest('hex');
}

/** `value` with every object's keys in order, so that key order never changes the fingerprint. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, sortedKeys((value as Record<string, unknown>)[name])]),
  );
}
