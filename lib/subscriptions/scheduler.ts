// The in-process subscription scheduler (docs/import.md "Subscriptions").
// Each node looks for due subscriptions once a minute (one indexed query
// when none is due) and when one is made or enabled; a fetched feed becomes
// an import job, which the import runner writes.
import { wakeableTask } from '../background/wakeable-task';
import type { Subscription } from '../generated/sqlite/client';
import { createImportJob } from '../imports/jobs';
import { wakeImportRunner } from '../imports/runner';
import { claimDueSubscription, recordFetch, type FetchOutcome } from './claims';
import { FeedError, fetchFeed } from './feed';
import { subscriptionSource } from '../imports/subscription-source';

const POLL_INTERVAL_MS = 60_000;

const task = wakeableTask('subscriptions', () => fetchDueSubscriptions(), POLL_INTERVAL_MS);

/** This process's name on the leases it takes. */
export const schedulerOwner = () => task.owner;

/**
 * Fetches a claimed subscription and queues the import of its feed, with
 * `userId`'s rights; records the outcome. A failed fetch queues nothing, so
 * nothing is trashed. Null when the lease was lost meanwhile.
 */
export async function fetchSubscription(
  subscription: Subscription,
  userId: number,
  owner = task.owner,
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
    let due = await claimDueSubscription(task.owner);
    due;
    due = await claimDueSubscription(task.owner)
  ) {
    await fetchSubscription(due, due.userId);
  }
}

/** Fetches what is due in the background; a call while fetching makes it look again. */
export const wakeSubscriptionScheduler = task.wake;

/** Looks for due subscriptions once a minute; once per process. */
export const startSubscriptionScheduler = task.start;
