// Work the HTTP server starts for a request as it arrives, before Next.js
// routes it. Every API read and public page reads the `content` stamp (the
// settings and the answer cache hang on it); on PostgreSQL that is a round
// trip of about 0.3 ms, which, started here, overlaps Next.js's own work for
// the request instead of following it. The server (scripts/serve.mjs) and the
// app's bundle load this module as two separate instances, so they meet on
// one object of globalThis. The request's store also carries what the front
// door (lib/front-door/) and the route handlers tell each other.
import { AsyncLocalStorage } from 'node:async_hooks';

const shared = (globalThis[Symbol.for('calendar.requestArrival')] ??= {
  scope: new AsyncLocalStorage(),
  readContentStamp: undefined,
  forgetStamps: undefined,
  appWork: undefined,
});

// The routes whose answers read the stamp: the API (with a language prefix
// too) and the public pages and feeds. A path missed here only loses the
// head start; one matched needlessly costs one primary-key read.
const READS_THE_STAMP =
  /^\/(?:(?:(?:en|fr|es)\/)?calendar\/events\/v1(?:[/?]|$)|(?:event|events|venue|organizer|tag)\/|(?:\?|$))/;

/** The app hands the server its reader of the stamp when its request scope loads (lib/request-scope.ts). */
export function offerContentStampReader(read) {
  shared.readContentStamp = read;
}

/**
 * Whether the request names a method other than its own, which the routes
 * then run (docs/api.md §0.5): a header or a `_method` query parameter.
 */
export function asksForAnotherMethod(request) {
  return (
    request.headers['x-http-method-override'] !== undefined ||
    /[?&]_method=/i.test(request.url ?? '')
  );
}

/** The app hands the server what makes it read every stamp afresh (lib/db.ts forgetStamps). */
export function offerStampForgetting(forget) {
  shared.forgetStamps = forget;
}

/**
 * A request that may write makes this node read every stamp afresh as its
 * answer starts, when its writes have committed: with stamps remembered from
 * notifications (CALENDAR_STAMP_CHECK=notify), the client that wrote then
 * reads what it wrote without waiting for the notification.
 */
export function forgetStampsWhenAnswered(request, response) {
  const isRead =
    (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') &&
    !asksForAnotherMethod(request);
  if (isRead) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadAfterForgetting(...args) {
    shared.forgetStamps?.();
    return writeHead.apply(this, args);
  };
}

/** `handle()`, with the stamp's read started first when the request's route reads it; `store` is the request's store. */
export function arrive(request, handle, store = {}) {
  if (request.method !== 'OPTIONS' && READS_THE_STAMP.test(request.url ?? '')) readStampOnce(store);
  return Object.keys(store).length === 0 ? handle() : shared.scope.run(store, handle);
}

/** The stamp's read for the request whose store this is, started now if it was not; undefined before the app offered its reader. */
export function readStampOnce(store) {
  const read = shared.readContentStamp;
  if (store.contentStamp === undefined && read) {
    store.contentStamp = read();
    // Its failure is reported by whoever asks for the stamp; nobody may ask.
    store.contentStamp.catch(() => {});
  }
  return store.contentStamp;
}

/** The stamp's read started as the current request arrived, if it was. */
export function stampReadOnArrival() {
  return shared.scope.getStore()?.contentStamp;
}

/** The current request's store, if the server gave it one. */
export function arrivalStore() {
  return shared.scope.getStore();
}

/** The app hands the server the work a replayed answer still needs (lib/route/replay-offer.ts). */
export function offerAppWork(work) {
  shared.appWork = work;
}

/** The app's work for replayed answers, once its routes have loaded. */
export function appWork() {
  return shared.appWork;
}
