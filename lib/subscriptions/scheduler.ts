// The in-process subscription scheduler (docs/import.md "Subscriptions").
// Each node looks for due subscriptions once a minute (the database's time
// and one indexed query when none is due) and when one is made or enabled;
// a fetched feed becomes an import job, which the import runner writes.
import { wakeableTask } from '../background/wakeable-task';
import type { Subscription } from '../generated/sqlite/client';
import { importerOf } from '../auth/importer';
import { writeTransaction } from '../db';
import { createImportJob } from '../imports/jobs';
import { wakeImportRunner } from '../imports/runner';
import { claimDueSubscription, recordFetch, type FetchOutcome } from './claims';
import { FeedError, fetchFeed, type Feed } from './feed';
import { subscriptionSource } from '../imports/subscription-source';

const POLL_INTERVAL_MS = 60_000;

const task = wakeableTask('subscriptions', () => fetchDueSubscriptions(), POLL_INTERVAL_MS);

/** This process's name on the leases it takes. */
export const schedulerOwner = () => task.owner;

/** The owner's rights are gone (disabled, or no longer an editor): the feed is not fetched. */
const OWNER_NOT_ALLOWED: FetchOutcome = {
  status: 'failed',
  error: 'The user importing this feed may no longer import events.',
  errorCode: 'subscription-owner-not-allowed',
};

/** The lease was lost while the feed was fetched: another node has the subscription. */
class LeaseLost extends Error {}

/**
 * The feed as an import job, and the job as the subscription's latest, in
 * one transaction: the job's trash phase asks whether it is still the
 * latest, so no moment may exist where a newer job is not yet recorded.
 */
function queueFeedImport(subscription: Subscription, owner: string, userId: number, feed: Feed) {
  return writeTransaction(async (tx) => {
    const job = await createImportJob(
      {
        format: 'ical',
        source: subscriptionSource(subscription.id),
        userId,
        payload: feed.text,
        total: feed.total,
      },
      tx,
    );
    const { count } = await tx.subscription.updateMany({
      where: { id: subscription.id, leaseOwner: owner },
      data: { lastImportId: job.id },
    });
    if (count === 0) throw new LeaseLost();
    return job;
  });
}

/**
 * Fetches a claimed subscription and queues the import of its feed, with
 * `userId`'s rights as they are now (a disabled or demoted user's feed is not
 * fetched); records the outcome. A failed fetch queues nothing, so nothing is
 * trashed. Null when the lease was lost meanwhile.
 */
export async function fetchSubscription(
  subscription: Subscription,
  userId: number,
  owner = task.owner,
): Promise<Subscription | null> {
  let outcome: FetchOutcome;
  let queued = false;
  try {
    if (!(await importerOf(userId))) {
      outcome = OWNER_NOT_ALLOWED;
    } else {
      await queueFeedImport(subscription, owner, userId, await fetchFeed(subscription.url));
      queued = true;
      outcome = { status: 'ok', error: null, errorCode: null };
    }
  } catch (error) {
    if (error instanceof LeaseLost) return null;
    if (!(error instanceof FeedError)) console.error(`subscription ${subscription.id}`, error);
    const message = error instanceof FeedError ? error.message : 'The feed could not be fetched.';
    outcome = { status: 'failed', error: message, errorCode: 'subscription-fetch-failed' };
  }
  const recorded = await recordFetch(subscription, owner, outcome);
  if (queued) wakeImportRunner();
  // A URL edited during this fetch is due at once (recordFetch): fetched now, not at the next poll.
  if (recorded && recorded.url !== subscription.url) task.wake();
  return recorded;
}

/** Fetches every due subscription this node can claim, one after another, until the process stops. */
export async function fetchDueSubscriptions(): Promise<void> {
  for (
    let due = await claimDueSubscription(task.owner);
    due;
    due = task.stopping ? null : await claimDueSubscription(task.owner)
  ) {
    await fetchSubscription(due, due.userId);
  }
}

/** Fetches what is due in the background; a call while fetching makes it look again. */
export const wakeSubscriptionScheduler = task.wake;

/** Looks for due subscriptions once a minute; once per process. */
export const startSubscriptionScheduler = task.start;
