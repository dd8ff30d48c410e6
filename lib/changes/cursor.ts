// The change feed's cursor (docs/sync.md): opaque to consumers, so what it
// holds can change without breaking them. Today it is the id of the last
// change a consumer has seen, versioned and base64url-encoded.
const PREFIX = 'c1.';

export function encodeCursor(changeId: number): string {
  return Buffer.from(`${PREFIX}${changeId}`).toString('base64url');
}

/** The change id a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(PREFIX)) return null;
  const digits = text.slice(PREFIX.length);
  if (!/^(0|[1-9]\d{0,14})$/.test(digits)) return null;
  return Number(digits);
}
