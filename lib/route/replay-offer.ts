// The app's side of the front door (lib/front-door/front-door.mjs): a route
// offers its kept answer to the server, and the server borrows the work a
// replayed answer still needs (due work, the read limit) from the app's
// bundle, so that a replay does exactly what the route would have.
import { arrivalStore, offerAppWork } from '../request-arrival.mjs';
import { ADMITTED, type Admission } from '../rate-limit/shared-limiter';
import type { CachedRead } from './answer-cache';
import { isDueWorkWaiting, runDueWork } from './due-work';
import { admitAnonymousRead, admitAnonymousReadNow } from './request-limits';
import { withRequestScope } from '../request-scope';

offerAppWork({
  beforeReplay: (forwardedFor, stamp) =>
    admissionNow(forwardedFor, stamp) ??
    withRequestScope(async () => {
      await runDueWork();
      return forwardedFor === null ? ADMITTED : admitAnonymousRead(forwardedFor);
    }),
});

/**
 * The admission without waiting, as on nearly every replay: nothing is due,
 * and the read limit can be counted on what the node holds. A replay is a
 * few tenths of a millisecond, and each promise costs it (docs/performance.md
 * "A replay's tail").
 */
function admissionNow(forwardedFor: string | null, stamp: bigint): Admission | undefined {
  if (isDueWorkWaiting()) return undefined;
  return forwardedFor === null ? ADMITTED : admitAnonymousReadNow(forwardedFor, stamp);
}

/**
 * Tells the front door that this request's answer is the kept one, so it can
 * replay the answer as sent while the stamp holds. `limited`: the route counts
 * anonymous reads against the read limit (the API does, pages do not).
 */
export function offerReplay(cached: CachedRead, limited: boolean): void {
  const store = arrivalStore();
  if (!store?.replayWanted || !cached.kept) return;
  store.replay = { body: cached.reply.body, ...cached.kept, limited };
}
