// A fetch asked for by hand (POST /api/subscriptions/{id}/refresh): the
// subscription is claimed as the scheduler claims it, so it never runs
// beside a scheduled fetch, and the import runs with the asker's rights.
import type { Subscription } from '../generated/sqlite/client';
import { ApiError } from '../http/errors';
import { claimSubscription } from './claims';
import { subscriptionNotFound } from './repository';
import { fetchSubscription, schedulerOwner } from './scheduler';

export async function refreshSubscription(id: number, userId: number): Promise<Subscription> {
  const claimed = await claimSubscription(id, schedulerOwner());
  if (!claimed) {
    throw new ApiError(409, 'subscription-busy', 'The feed is being fetched; try again shortly.');
  }
  const fetched = await fetchSubscription(claimed, userId);
  if (!fetched) throw subscriptionNotFound();
  return fetched;
}
