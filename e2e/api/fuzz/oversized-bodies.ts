// Property: a body over 1 MiB is refused with 413 rest_payload_too_large and
// writes nothing (docs/api.md §0.5, §10.6), whatever else is wrong with the
// request (no credentials, a bad token, an invalid query parameter), on every
// write route and method, in every encoding a write accepts, with or without
// Content-Length. A server that judged the rest first would read the whole
// body to do so.
import { expect } from '@playwright/test';
import fc from 'fast-check';
import { expectJsonError } from './answers';
import { authorization, caller, type Caller } from './arbitraries';
import { rawRequest } from './raw-http';
import { API, COLLECTIONS, isPost, requiredFields, type Collection, type FuzzSite } from './site';
import { assertEvery, reportCount, runsOf } from './property';

const MIB = 1024 * 1024;

type Encoding =
  'json' | 'json-nested-status' | 'form' | 'form-many' | 'multipart' | 'multipart-file';

interface OversizedCase {
  collection: Collection;
  locator: 'collection' | 'id' | 'slug';
  method: string;
  encoding: Encoding;
  size: number;
  /** Chunk size of a body sent without Content-Length. */
  chunkSize: number | undefined;
  who: Caller;
  query: string;
  prefix: '' | '/fr';
}

const ITEM_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'POST?_method=DELETE', 'POST?_method=PUT'];

const bodySize = fc.oneof(
  { weight: 1, arbitrary: fc.constant(MIB + 1) },
  { weight: 6, arbitrary: fc.integer({ min: MIB + 1, max: 3 * MIB }) },
  { weight: 2, arbitrary: fc.constantFrom(4 * MIB, 8 * MIB) },
);

const oversizedCase: fc.Arbitrary<OversizedCase> = fc
  .constantFrom(...COLLECTIONS)
  .chain((collection) =>
    fc.record({
      collection: fc.constant(collection),
      locator: fc.constantFrom<OversizedCase['locator']>(
        'collection',
        'id',
        ...(isPost(collection) ? (['slug'] as const) : []),
      ),
      method: fc.constantFrom(...ITEM_METHODS),
      encoding: fc.constantFrom<Encoding>(
        'json',
        'json',
        'json-nested-status',
        'form',
        'form-many',
        'multipart',
        'multipart-file',
      ),
      size: bodySize,
      chunkSize: fc
        .option(fc.constantFrom(16 * 1024, 64 * 1024, MIB), { freq: 2 })
        .map((size) => size ?? undefined),
      who: caller,
      query: fc.constantFrom('', '', 'translation_language=xx', 'page=0', 'status=bogus', 'id=abc'),
      prefix: fc.constantFrom<OversizedCase['prefix']>('', '', '/fr'),
    }),
  );

/** `head`, filler repeated up to exactly `size` bytes, `tail`. */
function sized(head: string, filler: string, tail: string, size: number): Buffer {
  const room = size - Buffer.byteLength(head) - Buffer.byteLength(tail);
  const fill = filler.repeat(Math.ceil(room / filler.length)).slice(0, room);
  return Buffer.from(head + fill + tail);
}

const BOUNDARY = 'fuzz-boundary-7d1c';
const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `Content-Type: ${filename ? 'image/png' : 'text/plain'}\r\n\r\n${value}\r\n`;

/** A body of `size` bytes that would be a valid write if it were small, in the chosen encoding. */
function bodyOf(sent: OversizedCase): { body: Buffer; contentType: string } {
  const fields = requiredFields(sent.collection);
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const textParts = Object.entries(fields)
    .map(([name, value]) => part(name, value))
    .join('');
  switch (sent.encoding) {
    case 'json':
      return {
        contentType: json,
        body: sized(`${JSON.stringify(fields).slice(0, -1)},"description":"`, 'x', '"}', sent.size),
      };
    case 'json-nested-status': {
      // A status nested so deep that parsing it at all would be the harm.
      const depth = Math.ceil((sent.size - 11) / 2);
      return {
        contentType: json,
        body: Buffer.from(`{"status":${'['.repeat(depth)}${']'.repeat(depth)}}`),
      };
    }
    case 'form':
      return {
        contentType: form,
        body: sized(`${new URLSearchParams(fields)}&description=`, 'x', '', sent.size),
      };
    case 'form-many':
      return {
        contentType: form,
        body: sized(`${new URLSearchParams(fields)}`, '&a[]=1', '', sent.size),
      };
    case 'multipart':
      return {
        contentType: multipart,
        body: sized(
          `${textParts}${part('description', '').slice(0, -2)}`,
          'x',
          `\r\n--${BOUNDARY}--\r\n`,
          sent.size,
        ),
      };
    case 'multipart-file':
      return {
        contentType: multipart,
        body: sized(
          `${textParts}${part('image', '', 'x.png').slice(0, -2)}`,
          'PNG.',
          `\r\n--${BOUNDARY}--\r\n`,
          sent.size,
        ),
      };
  }
}

function targetOf(site: FuzzSite, sent: OversizedCase) {
  const item = site.items[sent.collection];
  const collection = `${sent.prefix}${API}/${sent.collection}`;
  const [method, override] = (sent.locator === 'collection' ? 'POST' : sent.method).split('?');
  const path =
    sent.locator === 'collection'
      ? collection
      : sent.locator === 'id'
        ? `${collection}/${item.id}`
        : `${collection}/by-slug/${encodeURIComponent(item.slug)}`;
  const query = [override, sent.query].filter(Boolean).join('&');
  return { method: method!, target: `${path}${query ? `?${query}` : ''}` };
}

export async function fuzzOversizedBodies(shared: FuzzSite) {
  // Items of its own: the catalogue's fuzzing may have deleted the shared ones.
  const site = { ...shared, items: await shared.createItems() };
  let tried = 0;
  try {
    await assertEvery(oversizedCase, runsOf(80), async (sent) => {
      const { method, target } = targetOf(site, sent);
      const { body, contentType } = bodyOf(sent);
      expect(body.length, 'the generated body').toBeGreaterThan(MIB);
      const how = sent.chunkSize ? `chunked by ${sent.chunkSize}` : 'Content-Length';
      const sentAs = `${method} ${target} (${sent.who}) with ${body.length} bytes of ${sent.encoding}, ${how}`;
      const before = await site.fingerprint.take();
      const answer = await rawRequest(site.base, {
        method,
        target,
        body,
        chunkSize: sent.chunkSize,
        headers: { 'Content-Type': contentType, ...authorization(sent.who, site.adminToken) },
      }).catch((error: Error) => {
        throw new Error(`${sentAs}: ${error.message}`);
      });
      tried += 1;
      const described = `${sentAs} → ${answer.status} ${answer.text.slice(0, 200)}`;
      const error = expectJsonError(answer, described);
      expect(answer.status, described).toBe(413);
      expect(error?.code, described).toBe('rest_payload_too_large');
      expect(await site.fingerprint.take(), `${described} wrote to the database`).toBe(before);
    });
  } finally {
    reportCount('oversized bodies', tried);
  }
}
