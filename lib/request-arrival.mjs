// Work the HTTP server starts for a request as it arrives, before Next.js
// routes it. Every API read and public page reads the `content` stamp (the
// settings and the answer cache hang on it); on PostgreSQL that is a round
// trip of about 0.3 ms, which, started here, overlaps Next.js's own work for
// the request instead of following it. The server (scripts/serve.mjs) and the
// app's bundle load this module as two separate instances, so they meet on
// one object of globalThis.
import { AsyncLocalStorage } from 'node:async_hooks';

const shared = (globalThis[Symbol.for('calendar.requestArrival')] ??= {
  scope: new AsyncLocalStorage(),
  readContentStamp: undefined,
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

/** `handle()`, with the stamp's read started first when the request's route reads it. */
export function arrive(request, handle) {
  const read = shared.readContentStamp;
  if (!read || request.method === 'OPTIONS' || !READS_THE_STAMP.test(request.url ?? ''))
    return handle();
  const contentStamp = read();
  // Its failure is reported by the request that asks for the stamp; nobody may ask.
  contentStamp.catch(() => {});
  return shared.scope.run({ contentStamp }, handle);
}

/** The stamp's read started as the current request arrived, if it was. */
export function stampReadOnArrival() {
  return shared.scope.getStore()?.contentStamp;
}
