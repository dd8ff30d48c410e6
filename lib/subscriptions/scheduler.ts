// The in-process subscription scheduler (docs/import.md "Subscriptions").
// Each node looks for due subscriptions once a minute (one indexed query
// when none is due) and when one is made or enabled; a fetched feed becomes
// an import job, which the import runner writes.
import { randomUUID } from 'node:crypto';
import type { Subscription } from '../generated/sqlite/client';
import { createImportJob } from '../imports/jobs';
import { wakeImportRunner } from '../imports/runner';
import { claimDueSubscription, recordFetch, type FetchOutcome } from './claims';
import { FeedError, fetchFeed } from './feed';
import { subscriptionSource } from './source';

const POLL_INTERVAL_MS = 60_000;

const globalForScheduler = globalThis as unknown as {
  calendarSubscriptionScheduler?: {
    owner: string;
    busy: boolean;
    again: boolean;
    timer?: NodeJS.Timeout;
  };
};
const state = (globalForScheduler.calendarSubscriptionScheduler ??= {
  owner: randomUUID(),
  busy: false,
  again: false,
});

/** This process's name on the leases it takes. */
export const schedulerOwner = () => state.owner;

/**
 * Fetches a claimed subscription and queues the import of its feed, with
 * `userId`'s rights; records the outcome. A failed fetch queues nothing, so
 * nothing is trashed. Null when the lease was lost meanwhile.
 */
export async function fetchSubscription(
  subscription: Subscription,
  userId: number,
  owner = state.owner,
): Promise<Subscription | null> {
  let outcome: FetchOutcome;
  try {
    const feed = await fetchFeed(subscription.url);
    const job = await createImportJob({
      format: 'ical',
      source: subscriptionSource(subscription.id),
      userId,
      payload: feed.text,
      total: feed.total,
    });
    outcome = { status: 'ok', error: null, importId: job.id };
  } catch (error) {
    if (!(error instanceof FeedError)) console.error(`subscription ${subscription.id}`, error);
    const message = error instanceof FeedError ? error.message : 'The feed could not be fetched.';
    outcome = { status: 'failed', error: message, importId: null };
  }
  const recorded = await recordFetch(subscription, owner, outcome);
  if (outcome.importId !== null) wakeImportRunner();
  return recorded;
}

/** Fetches every due subscription this node can claim, one after another. */
export async function fetchDueSubscriptions(): Promise<void> {
  for (
    let due = await claimDueSubscription(state.owner);
    due;
    due = await claimDueSubscription(state.owner)
  ) {
    await fetchSubscription(due, due.userId);
  }
}

/** Fetches what is due in the background; a call while fetching makes it look again. */
export function wakeSubscriptionScheduler(): void {
  if (state.busy) {
    state.again = true;
    return;
  }
  state.busy = true;
  void (async () => {
    do {
      state.again = false;
      await fetchDueSubscriptions().catch((error) => console.error('subscriptions', error));
    } while (state.again);
    state.busy = false;
  })();
}

/** Looks for due subscriptions once a minute; once per process. */
export function startSubscriptionScheduler(): void {
  if (state.timer) return;
  state.timer = setInterval(wakeSubscriptionScheduler, POLL_INTERVAL_MS);
  state.timer.unref();
  wakeSubscriptionScheduler();
}
