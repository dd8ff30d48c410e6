// The front door (docs/performance.md "Front door"): the production server
// answers an anonymous GET or HEAD from the answer the route sent before, at
// the same content stamp, without entering Next.js. It is a replay, never a
// second implementation: the route handlers build every answer; the server
// keeps what they sent (status, headers as written, the body the route kept)
// under the request's signature, and sends it again while the stamp holds,
// with the route's 304, HEAD, encodings and read limit. Anything else (a
// miss, a credential, a write, a stale stamp) goes to Next.js.
//
// Modes (CALENDAR_FRONT_DOOR): `on`; `off` (every request to Next.js); and
// `verify`, which the test suite runs: every request goes to Next.js, and an
// answer the door would have replayed is compared with what Next.js sent.
import Negotiator from 'negotiator';
import zlib from 'node:zlib';
import { isNotModified, asksForFreshAnswer } from '../http/cache-requests.mjs';
import { SESSION_COOKIE } from '../auth/session-cookie-name.mjs';
import { BoundedMemo } from '../bounded-memo.mjs';
import { appWork, arrive, asksForAnotherMethod, readStampOnce } from '../request-arrival.mjs';
import { REPLAY_ENCODINGS, ReplayStore, replayOf } from './replays.mjs';

export const FRONT_DOOR_MODES = ['on', 'off', 'verify'];

/**
 * What an anonymous read's answer depends on besides the stamp and the clock:
 * the target, and the headers the routes read to build it (the host and
 * forwarded scheme for links, Origin for CORS). Null for a request the door
 * leaves to Next.js: not a read, credentials, a method override, or a client
 * asking for an answer built afresh.
 */
export function replaySignature(request) {
  const { method, headers, url = '' } = request;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (
    headers.authorization !== undefined ||
    asksForAnotherMethod(request) ||
    headers['x-wp-nonce'] !== undefined ||
    headers.cookie?.includes(SESSION_COOKIE) ||
    // A body: the route reads it first, and refuses one over 1 MiB whatever
    // the method (lib/params/request-params.ts readRequestBody).
    (headers['content-length'] !== undefined && headers['content-length'] !== '0') ||
    headers['transfer-encoding'] !== undefined ||
    asksForFreshAnswer((name) => headers[name] ?? null)
  )
    return null;
  const varying = [
    headers.host,
    headers['x-forwarded-host'],
    headers['x-forwarded-proto'],
    headers.origin,
  ];
  return `${url}\n${varying.map((value) => value ?? '').join('\n')}`;
}

// Clients send a handful of Accept-Encoding values, and negotiating one
// allocates more than the rest of a replay: the answer is kept per value
// (up to 128 characters with the brotli mark).
const chosenEncodings = new BoundedMemo(256, 128);

/**
 * The encoding of a replay's body: Next.js's choice among gzip and deflate
 * (its compression takes the client's order among equal qualities, and
 * deflate only where gzip is not acceptable), or, when `withBrotli`, brotli
 * where the client takes it at least as gladly. Null: nothing acceptable.
 */
export function replayEncoding(request, withBrotli) {
  const acceptEncoding = request.headers['accept-encoding'];
  return chosenEncodings.get(`${withBrotli ? 'br' : ''}|${acceptEncoding ?? ''}`, () =>
    negotiatedEncoding(acceptEncoding, withBrotli),
  );
}

function negotiatedEncoding(acceptEncoding, withBrotli) {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  let encoding = negotiator.encoding(['gzip', 'deflate', 'identity']);
  if (encoding === 'deflate' && negotiator.encoding(['gzip']))
    encoding = negotiator.encoding(['gzip', 'identity']);
  if (!withBrotli) return encoding ?? null;
  const candidates = encoding ? ['br', encoding] : ['br'];
  return negotiator.encoding(candidates, { preferred: candidates }) ?? null;
}

/**
 * `then(value)`, at once when `value` is in hand rather than a promise
 * (`failed` hears of a promise's failure): on nearly every replay only the
 * stamp's read is waited for, and each promise costs a replay
 * (docs/performance.md "A replay's tail").
 */
const whenReady = (value, then, failed) =>
  typeof value?.then === 'function' ? value.then(then, failed) : then(value);

/**
 * `then(answer)` as whenReady does, with `then(null)` when the answer is an
 * encoding that could not be made: the route answers instead, as it would
 * have. The failure's handler is made only for a promise.
 */
const whenMade = (answer, then) =>
  typeof answer?.then === 'function' ? answer.then(then, () => then(null)) : then(answer);

/** On a failure the door steps aside: the route meets it too, and answers it. */
const stepAside = () => undefined;

/**
 * `replay` as the answer to `request`: 304 when its validators match, no body
 * for HEAD, the body in the negotiated encoding (a promise while that encoding
 * is first made). Each is made once and kept with the replay (replays.mjs).
 * Null when the client accepts no encoding the door has.
 */
function answerFrom(replays, signature, replay, request, withBrotli) {
  const { sent } = replay;
  const header = (name) => request.headers[name] ?? null;
  if (isNotModified(header, replay.etag, replay.lastModified)) return sent.notModified;
  if (request.method === 'HEAD') return sent.head;
  if (!replay.compressible) return sent.identity;
  const encoding = replayEncoding(request, withBrotli);
  if (encoding === null) return null;
  if (encoding === 'identity') return sent.identity;
  if (!REPLAY_ENCODINGS.includes(encoding)) return null;
  return replays.encodedAnswer(signature, replay, encoding);
}

/** Sends an answer the way Next.js sends a route's: headers in order, the body as one chunk, in one write. */
function send(response, { status, rawHeaders, body }) {
  response.cork();
  response.writeHead(status, rawHeaders);
  if (body) response.write(body);
  response.end();
}

/** The client address Next.js gives the routes: X-Forwarded-For as sent, else the socket's. */
const forwardedFor = (request) =>
  request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? '';

/** The bytes `response` writes, kept to compare (verify mode). */
function recordBody(response) {
  const chunks = [];
  const { write, end } = response;
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk, encoding));
  };
  response.write = function (chunk, encoding, ...rest) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    return write.call(this, chunk, encoding, ...rest);
  };
  response.end = function (chunk, encoding, ...rest) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    return end.call(this, chunk, encoding, ...rest);
  };
  return () => Buffer.concat(chunks);
}

function decoded(body, encoding) {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

const pairs = (raw) => raw.flatMap((item, index) => (index % 2 ? [] : [[item, raw[index + 1]]]));

/** The differences between two answers, apart from the cache's hit/miss label (empty: the same). */
export function differences(expected, actual) {
  const found = [];
  if (expected.status !== actual.status) found.push(`status ${expected.status} ≠ ${actual.status}`);
  const label = ([name, value]) =>
    name.toLowerCase() === 'x-calendar-cache' ? `${name}: hit|miss` : `${name}: ${value}`;
  const [want, got] = [pairs(expected.rawHeaders).map(label), actual.headers.map(label)];
  if (want.join('\n') !== got.join('\n'))
    found.push(`headers\n  replay: ${want.join(' | ')}\n  Next.js: ${got.join(' | ')}`);
  const [wantBody, gotBody] = [expected.body ?? Buffer.alloc(0), actual.body ?? Buffer.alloc(0)];
  if (!wantBody.equals(gotBody))
    found.push(`body: ${wantBody.byteLength} bytes ≠ ${gotBody.byteLength} bytes`);
  return found;
}

/**
 * The server's request handler in front of `handOn` (Next.js's). `maxBytes`
 * bounds the kept replays; `onMismatch(request, differences)` hears of a
 * replay that would have differed (verify mode).
 */
export function createFrontDoor({ mode, maxBytes, onMismatch = () => {} }) {
  if (!FRONT_DOOR_MODES.includes(mode))
    throw new Error(`CALENDAR_FRONT_DOOR must be one of ${FRONT_DOOR_MODES.join(', ')}: ${mode}`);
  const replays = new ReplayStore(mode === 'off' ? 0 : maxBytes);
  const counts = { replayed: 0, verified: 0, differed: 0 };

  /**
   * The replay kept for `signature` if it is still exact, after what the
   * route would have done first: the due work and, for the API, counting the
   * read (kept in `store`, so that a route answering instead counts it once).
   * A promise, unless there is nothing to check.
   */
  function exactReplay(signature, store, request) {
    const replay = replays.find(signature);
    const work = appWork();
    const stampRead = replay && work ? readStampOnce(store) : undefined;
    if (!stampRead) return undefined;
    const counted = mode === 'on' && replay.limited;
    const exactAt = (stamp, admission) => {
      if (counted) store.admission = admission;
      if (stamp === replay.stamp && Date.now() < replay.reusableUntil) return replay;
      replays.forget(signature, replay);
      return undefined;
    };
    return stampRead.then((stamp) => {
      let admission;
      try {
        admission = work.beforeReplay(counted ? forwardedFor(request) : null, stamp);
      } catch {
        return stepAside();
      }
      return whenReady(admission, (admitted) => exactAt(stamp, admitted), stepAside);
    }, stepAside);
  }

  /** Keeps what Next.js sends to a GET the route offered; in verify mode, compares it with `expected`. */
  function watch(request, response, signature, store, check) {
    const sentBody = check ? recordBody(response) : undefined;
    response.once('finish', () => {
      const offered = store.replay;
      if (offered && request.method === 'GET' && response.statusCode === 200)
        replays.keep(signature, replayOf(response, offered));
      if (!check || offered?.stamp !== check.stamp) return;
      const encoding = response.getHeader('content-encoding')?.toString();
      const headers = response
        .getRawHeaderNames()
        .filter((name) => !['content-length', 'transfer-encoding'].includes(name.toLowerCase()))
        .map((name) => [name, response.getHeader(name)]);
      const body = sentBody();
      const actual = {
        status: response.statusCode,
        headers,
        body: body.byteLength ? decoded(body, encoding) : null,
      };
      const expectedBody = check.expected.body && decoded(check.expected.body, encoding);
      const found = differences({ ...check.expected, body: expectedBody }, actual);
      counts.verified += 1;
      if (found.length === 0) return;
      counts.differed += 1;
      onMismatch(request, found);
    });
  }

  /** The answer the door sends for `replay`, if it replays (mode `on`, and the read admitted). */
  function replayAnswer(replay, store, signature, request) {
    // A refusal, or an answer the door cannot send, goes on to the route
    // with the count already made (lib/route/request-limits.ts).
    if (!replay || mode !== 'on' || store.admission?.admitted === false) return null;
    return answerFrom(replays, signature, replay, request, true);
  }

  /** The route answers, watched so that its answer is kept (and, in verify mode, compared with the replay's). */
  function goOn(request, response, handOn, signature, store, replay) {
    const expected =
      replay && mode === 'verify'
        ? answerFrom(replays, signature, replay, request, false)
        : undefined;
    // `check` is the replay's answer to compare with the route's (verify mode), if any.
    const watchedHandOn = (check) => {
      watch(request, response, signature, store, check && { expected: check, stamp: replay.stamp });
      return handOn();
    };
    return whenMade(expected, watchedHandOn);
  }

  function enter(request, response, handOn, signature, store) {
    return whenReady(exactReplay(signature, store, request), (replay) =>
      whenMade(replayAnswer(replay, store, signature, request), (answer) => {
        if (!answer) return goOn(request, response, handOn, signature, store, replay);
        counts.replayed += 1;
        return send(response, answer);
      }),
    );
  }

  function frontDoor(request, response, handOn) {
    const signature = mode === 'off' ? null : replaySignature(request);
    if (signature === null) return arrive(request, handOn);
    const store = { replayWanted: true };
    return arrive(request, () => enter(request, response, handOn, signature, store), store);
  }
  /** What the door did so far: answers replayed, compared (verify mode), found different. */
  frontDoor.counts = counts;
  return frontDoor;
}
