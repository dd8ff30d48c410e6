// The app's side of the front door (lib/front-door/front-door.mjs): a route
// offers its kept answer to the server, and the server borrows the work a
// replayed answer still needs (due work, the read limit) from the app's
// bundle, so that a replay does exactly what the route would have.
import { arrivalStore, offerAppWork } from '../request-arrival.mjs';
import type { CachedRead } from './answer-cache';
import { runDueWork } from './due-work';
import { admitAnonymousRead } from './request-limits';
import { withRequestScope } from '../request-scope';

offerAppWork({
  beforeReplay: (forwardedFor) =>
    withRequestScope(async () => {
      await runDueWork();
      return forwardedFor === null ? { admitted: true } : admitAnonymousRead(forwardedFor);
    }),
});

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
