// Values and encodings the fuzz properties share.
import fc from 'fast-check';

export const nastyStrings = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE events; --',
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\uD800',
  '\uFFFF',
  '😀🎉',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '2020-02-30',
  '9999-99-99 99:99:99',
  '0000-00-00 00:00:00',
  '-999999999999',
  '2030-01-01T10:00:00+99:99',
  'next wednesday 4pm',
  '+99999999 years',
  'UTC+25',
  'Europe/Nowhere',
  'publish,draft,trash,inherit',
  'http://127.0.0.1:1/x.jpg',
  'file:///etc/passwd',
  'x'.repeat(10_000),
];

export const hostileString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 300, maxLength: 3000 }),
);

export const deeplyNested = (depth: number): unknown =>
  depth === 0 ? 'x' : { a: [deeplyNested(depth - 1)] };

/** Percent-encodes every byte but the unreserved ones; a lone surrogate becomes U+FFFD (encodeURIComponent would throw). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** PHP bracket notation (docs/api.md §0.5), nested up to 200 levels, past the server's cut at 64. */
export function bracketQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown, depth: number) => {
    if (depth < 200 && Array.isArray(value))
      value.forEach((item) => add(`${key}[]`, item, depth + 1));
    else if (depth < 200 && value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item, depth + 1);
    else parts.push(`${percentEncode(key)}=${percentEncode(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value, 0);
  return parts.join('&');
}

/** Who sends a request: the three kinds of caller every rule of §7.2 tells apart. */
export type Caller = 'anonymous' | 'administrator' | 'bad-token';
export const caller = fc.constantFrom<Caller>('anonymous', 'administrator', 'bad-token');

export const authorization = (who: Caller, adminToken: string): Record<string, string> =>
  who === 'administrator'
    ? { Authorization: `Bearer ${adminToken}` }
    : who === 'bad-token'
      ? { Authorization: 'Bearer not-a-token' }
      : {};
