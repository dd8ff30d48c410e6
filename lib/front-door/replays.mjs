// The answers the front door can replay (lib/front-door/front-door.mjs), by
// request signature: each as the server sent it (status, headers in their
// order and spelling) with the body the route kept, the stamp and instant it
// holds until, and the answers it sends, each encoding's made once and kept
// beside it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

// Set per sending, never kept: the framing, the encoding and the date.
const PER_SENDING = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);
const ENTRY_OVERHEAD_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);
const brotli = promisify(zlib.brotliCompress);

// Made once per answer and stamp, so they can afford more effort than a
// per-request compressor (Next.js's is gzip level 6): smaller bodies on
// every later poll. Brotli 9 takes ~10 ms for a 130 KB list off the main thread.
const ENCODERS = {
  gzip: (body) => gzip(body, { level: 9 }),
  deflate: (body) => deflate(body, { level: 9 }),
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
};

/** The encodings a replay can send besides identity. */
export const REPLAY_ENCODINGS = Object.keys(ENCODERS);

/**
 * A replayable answer from what the server sent (`response`, finished) and
 * what the route offered; null when it must not be replayed (it set a cookie).
 */
export function replayOf(response, offered) {
  const headers = [];
  for (const name of response.getRawHeaderNames()) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return null;
    // A replay is a hit of the answer cache, whatever the first sending was.
    if (lower === 'x-calendar-cache') headers.push([name, 'hit']);
    else if (!PER_SENDING.has(lower)) headers.push([name, response.getHeader(name)]);
  }
  const valueOf = (wanted) =>
    headers.find(([name]) => name.toLowerCase() === wanted)?.[1]?.toString() ?? null;
  const body = Buffer.from(offered.body.buffer, offered.body.byteOffset, offered.body.byteLength);
  const status = response.statusCode;
  // Name, value, name, value…: as the response writes them.
  const rawHeaders = headers.flat();
  return {
    status,
    rawHeaders,
    body,
    // What a replay sends, made once: shared by every sending, never changed.
    sent: {
      identity: { status, rawHeaders, body },
      head: { status, rawHeaders, body: null },
      notModified: { status: 304, rawHeaders, body: null },
    },
    etag: valueOf('etag'),
    lastModified: valueOf('last-modified'),
    // Next.js's compression names Accept-Encoding in Vary exactly when it
    // would compress this answer (its type is compressible, no no-transform).
    compressible: /(^|,)\s*accept-encoding\s*(,|$)/i.test(valueOf('vary') ?? ''),
    stamp: offered.stamp,
    reusableUntil: offered.reusableUntil,
    limited: offered.limited,
    encoded: new Map(),
    size: body.byteLength + ENTRY_OVERHEAD_BYTES,
  };
}

export class ReplayStore {
  #entries;

  constructor(maxBytes) {
    this.#entries = new LRUCache({
      maxSize: Math.max(maxBytes, 1),
      maxEntrySize: Math.max(maxBytes / 8, 1),
      sizeCalculation: (entry, signature) => entry.size + signature.length,
    });
    this.enabled = maxBytes > 0;
  }

  find(signature) {
    return this.#entries.get(signature);
  }

  keep(signature, replay) {
    if (this.enabled && replay) this.#entries.set(signature, replay);
  }

  /** Drops `replay` if it is still the one kept under `signature`. */
  forget(signature, replay) {
    if (this.#entries.peek(signature) === replay) this.#entries.delete(signature);
  }

  /**
   * `replay` as sent in `encoding`, made at most once: a promise while its
   * body is compressed, then the answer itself (its headers naming the
   * encoding), sent as it is by every later replay. Its body's size then
   * counts in the budget (its header list, a few hundred bytes, within the
   * entry's ENTRY_OVERHEAD_BYTES).
   */
  encodedAnswer(signature, replay, encoding) {
    let answer = replay.encoded.get(encoding);
    if (!answer) {
      const { status, rawHeaders } = replay;
      answer = ENCODERS[encoding](replay.body).then((body) => ({
        status,
        rawHeaders: [...rawHeaders, 'Content-Encoding', encoding],
        body,
      }));
      replay.encoded.set(encoding, answer);
      answer.then(
        (made) => {
          replay.encoded.set(encoding, made);
          replay.size += made.body.byteLength;
          // Measured again, only while it is still the one kept: the cache
          // keeps the size an entry had when set, and setting the same
          // object again does not measure it anew.
          if (this.#entries.peek(signature) === replay) {
            this.#entries.delete(signature);
            this.#entries.set(signature, replay);
          }
        },
        () => replay.encoded.delete(encoding),
      );
    }
    return answer;
  }
}
