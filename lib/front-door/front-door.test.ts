// The front door over real HTTP, in front of a stand-in for Next.js that
// answers as a route does (headers set one by one, the body written, the kept
// answer offered): what is replayed, when it is not, and that a replay is the
// answer the route sent. The real routes are compared answer by answer by the
// whole e2e suite in verify mode (scripts/test.mjs).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie-name.mjs';
import { arrivalStore, offerAppWork, offerContentStampReader } from '../request-arrival.mjs';
import { createFrontDoor, replayEncoding } from './front-door.mjs';

// gzip that can be made to fail, as it might without memory: the door's
// encodings are made through it (replays.mjs).
const compression = vi.hoisted(() => ({ fails: false }));
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:zlib')>();
  const gzip = ((...args: Parameters<typeof actual.gzip>) => {
    if (!compression.fails) return actual.gzip(...args);
    const done = args.at(-1) as (error: Error | null) => void;
    setImmediate(() => done(new Error('gzip failed')));
  }) as typeof actual.gzip;
  return { ...actual, gzip, default: { ...actual, gzip } };
});

const LIST = JSON.stringify(
  Array.from({ length: 200 }, (_, id) => ({
    id,
    title: `Event ${id}`,
    description: 'x'.repeat(40),
  })),
);

let stamp = 1n;
let admitted = true;
let admitsAtOnce = false;
let stampsGiven: bigint[] = [];
let reusableUntil = Infinity;
let answers = 0;
let admissionsAtTheRoute: unknown[] = [];
let setCookie = false;
let body = LIST;

/** Answers as a route does: the cache label, validators, conditional GET, HEAD without a body. */
function standIn(request: http.IncomingMessage, response: http.ServerResponse) {
  answers += 1;
  const store = arrivalStore();
  admissionsAtTheRoute.push(store?.admission);
  const bytes = Buffer.from(body);
  const etag = `"${bytes.byteLength}-${stamp}"`;
  response.setHeader('Vary', 'Origin, Accept-Encoding');
  response.setHeader('content-type', 'application/json; charset=UTF-8');
  response.setHeader('etag', etag);
  response.setHeader('x-calendar-cache', 'miss');
  if (request.headers.origin)
    response.setHeader('access-control-allow-origin', request.headers.origin);
  if (setCookie) response.setHeader('Set-Cookie', 'a=b');
  if (store?.replayWanted) store.replay = { body: bytes, stamp, reusableUntil, limited: true };
  if (request.headers['if-none-match'] === etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  response.write(bytes);
  response.end();
}

const door = createFrontDoor({ mode: 'on', maxBytes: 2 ** 20 });
const server = http.createServer((request, response) => {
  void door(request, response, () => standIn(request, response));
});
let base = '';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = { ...response.headers } as Record<string, string>;
          delete headers.date;
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject)
      .end(body);
  });
}

beforeAll(async () => {
  offerContentStampReader(async () => stamp);
  offerAppWork({
    beforeReplay: (forwardedFor, given) => {
      stampsGiven.push(given);
      const admission =
        forwardedFor === null || admitted
          ? ({ admitted: true } as const)
          : ({ admitted: false, retryAfterSeconds: 7 } as const);
      return admitsAtOnce ? admission : Promise.resolve(admission);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

let path = '';
let serial = 0;
beforeEach(() => {
  // A fresh address per test: nothing kept by an earlier one.
  path = `/calendar/events/v1/events?test=${++serial}`;
  stamp = 1n;
  admitted = true;
  admitsAtOnce = false;
  stampsGiven = [];
  reusableUntil = Infinity;
  answers = 0;
  admissionsAtTheRoute = [];
  setCookie = false;
  body = LIST;
  compression.fails = false;
});

describe('the front door', () => {
  it('replays the route’s answer as it was sent, labelled a hit, without asking the route', async () => {
    const first = await get(path);
    const second = await get(path);
    expect(answers).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers).toEqual({ ...first.headers, 'x-calendar-cache': 'hit' });
    expect(Object.keys(second.headers)).toEqual(Object.keys(first.headers));
  });

  it('asks the route again once the stamp has moved or the answer’s time is up', async () => {
    await get(path);
    stamp = 2n;
    await get(path);
    expect(answers).toBe(2);
    stamp = 3n;
    reusableUntil = Date.now() + 50;
    await get(path);
    await get(path);
    expect(answers).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await get(path);
    expect(answers).toBe(4);
  });

  it('leaves credentials, a session, a fresh-answer request and a method override to the route', async () => {
    await get(path);
    await get(path, { Authorization: 'Bearer x' });
    await get(path, { Cookie: `theme=dark; ${SESSION_COOKIE}=abc` });
    await get(path, { 'Cache-Control': 'no-cache' });
    await get(path, { 'X-HTTP-Method-Override': 'DELETE' });
    await get(`${path}&_method=DELETE`);
    expect(answers).toBe(6);
  });

  it('keeps one answer per Origin, since CORS headers name it', async () => {
    await get(path, { Origin: 'https://a.example' });
    const other = await get(path, { Origin: 'https://b.example' });
    expect(answers).toBe(2);
    expect(other.headers['access-control-allow-origin']).toBe('https://b.example');
    const again = await get(path, { Origin: 'https://a.example' });
    expect(answers).toBe(2);
    expect(again.headers['access-control-allow-origin']).toBe('https://a.example');
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body, from the replay', async () => {
    const first = await get(path);
    const notModified = await get(path, { 'If-None-Match': first.headers.etag ?? '' });
    const head = await get(path, {}, 'HEAD');
    expect(answers).toBe(1);
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-type']).toBe('application/json; charset=UTF-8');
  });

  it('sends gzip, deflate or brotli as the client asks, each decoding to the same bytes', async () => {
    const first = await get(path);
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    const brotli = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    // Made once: the next ones are sent as kept.
    const [gzipAgain, brotliAgain] = [
      await get(path, { 'Accept-Encoding': 'gzip' }),
      await get(path, { 'Accept-Encoding': 'gzip, deflate, br' }),
    ];
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    expect(brotliAgain.body.equals(brotli.body)).toBe(true);
    expect(brotliAgain.headers).toEqual(brotli.headers);
    const deflate = await get(path, { 'Accept-Encoding': 'deflate' });
    const none = await get(path, { 'Accept-Encoding': 'identity' });
    expect(answers).toBe(1);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(first.body)).toBe(true);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(first.body)).toBe(true);
    expect(brotli.body.byteLength).toBeLessThan(gzip.body.byteLength);
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflate.body).equals(first.body)).toBe(true);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(first.body)).toBe(true);
  });

  it('leaves a read to the route when its encoding cannot be made, and makes it again later', async () => {
    const first = await get(path);
    compression.fails = true;
    const failed = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(failed.status).toBe(200);
    expect(failed.headers['x-calendar-cache']).toBe('miss');
    expect(failed.body.equals(first.body)).toBe(true);
    expect(answers).toBe(2);
    // The door counted the read; the route was told, so it did not count it again.
    expect(admissionsAtTheRoute.at(-1)).toEqual({ admitted: true });
    compression.fails = false;
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(answers).toBe(2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(first.body)).toBe(true);
  });

  it('takes the client’s order among equal encodings, as Next.js’s compression does', async () => {
    const first = await get(path);
    const identityFirst = await get(path, { 'Accept-Encoding': 'identity, gzip' });
    const deflateFirst = await get(path, { 'Accept-Encoding': 'deflate, gzip' });
    expect(answers).toBe(1);
    expect(identityFirst.headers['content-encoding']).toBeUndefined();
    expect(identityFirst.body.equals(first.body)).toBe(true);
    expect(deflateFirst.headers['content-encoding']).toBe('gzip');
  });

  it('leaves a read that comes with a body to the route, which reads it first', async () => {
    await get(path);
    await get(path, { 'Content-Length': '7' }, 'GET', 'a=b&c=d');
    await get(path, { 'Transfer-Encoding': 'chunked' }, 'GET', 'a=b');
    await get(path, { 'Content-Length': '0' });
    expect(answers).toBe(3);
  });

  it('hands a read over its limit to the route with the count it made, so it is counted once', async () => {
    await get(path);
    admitted = false;
    await get(path);
    expect(answers).toBe(2);
    expect(admissionsAtTheRoute.at(-1)).toEqual({ admitted: false, retryAfterSeconds: 7 });
  });

  it('takes an admission given at once as one given later, for the stamp the request read', async () => {
    admitsAtOnce = true;
    const first = await get(path);
    const again = await get(path);
    stamp = 2n;
    await get(path);
    admitted = false;
    await get(path);
    expect(answers).toBe(3);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['x-calendar-cache']).toBe('hit');
    expect(stampsGiven).toEqual([1n, 2n, 2n]);
    expect(admissionsAtTheRoute.at(-1)).toEqual({ admitted: false, retryAfterSeconds: 7 });
  });

  it('never replays an answer that sets a cookie', async () => {
    setCookie = true;
    await get(path);
    await get(path);
    expect(answers).toBe(2);
  });
});

describe('replayEncoding', () => {
  const asked = (acceptEncoding?: string, withBrotli = true) =>
    replayEncoding({ headers: { 'accept-encoding': acceptEncoding } }, withBrotli);

  it('chooses each client’s encoding however many distinct values came before', () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 600; n++) expect(asked(`gzip, x-${n}`)).toBe('gzip');
      expect(asked('gzip, deflate, br')).toBe('br');
      expect(asked('gzip, deflate, br', false)).toBe('gzip');
      expect(asked('deflate')).toBe('deflate');
      expect(asked('identity')).toBe('identity');
      expect(asked(undefined)).toBe('identity');
      expect(asked('gzip;q=0, identity;q=0')).toBeNull();
    }
  });

  it('negotiates a padded header too', () => expect(asked(`${'x-pad, '.repeat(40)}br`)).toBe('br'));
});

/** Runs `run` with requests going to a door in verify mode, then back to the shared one. */
async function withVerifyingDoor(
  run: (door: ReturnType<typeof createFrontDoor>) => Promise<void>,
  onMismatch: (request: unknown, differences: string[]) => void = () => {},
) {
  const verifying = createFrontDoor({ mode: 'verify', maxBytes: 2 ** 20, onMismatch });
  const other = http.createServer((request, response) => {
    void verifying(request, response, () => standIn(request, response));
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const saved = base;
  base = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  try {
    await run(verifying);
  } finally {
    base = saved;
    await new Promise((resolve) => other.close(resolve));
  }
}

describe('verify mode', () => {
  it('reports a replay that would differ from what the route now sends at the same stamp', async () => {
    const found: string[][] = [];
    await withVerifyingDoor(
      async (verifying) => {
        await get(path);
        await get(path);
        expect(answers).toBe(2);
        expect(verifying.counts).toMatchObject({ verified: 1, differed: 0 });
        body = LIST.replace('Event 7', 'Event 8');
        await get(path);
        expect(verifying.counts).toMatchObject({ verified: 2, differed: 1 });
        expect(found[0]?.join('\n')).toMatch(/^body/);
      },
      (_request, differences) => found.push(differences),
    );
  });

  it('lets the route answer, uncompared, when the encoding to compare cannot be made', async () => {
    await withVerifyingDoor(async (verifying) => {
      const first = await get(path);
      compression.fails = true;
      const failed = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(failed.status).toBe(200);
      expect(failed.body.equals(first.body)).toBe(true);
      expect(answers).toBe(2);
      expect(verifying.counts).toMatchObject({ verified: 0, differed: 0 });
    });
  });
});
