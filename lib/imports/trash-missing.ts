// An event gone from its feed leaves the calendar (docs/import.md
// "Subscriptions"): once a subscription's import has written the feed's
// items, every event this subscription imported before whose UID the feed
// no longer has is trashed, as the REST DELETE without force does.
import type { Caller } from '../auth/caller';
import { db } from '../db';
import { findEvent } from '../events/read-lookup';
import { trashEvent } from '../events/write-delete';
import type { ImportJob } from '../generated/sqlite/client';
import type { Params } from '../params/request-params';
import { subscriptionOfSource } from './subscription-source';

/** An item whose event is still being created (write-event.ts): nothing to trash yet. */
const PENDING = 0;

/** Items between two checks that the job is still its subscription's latest. */
const CHECK_EVERY = 25;

/**
 * Trashes the events of `job`'s subscription missing from `present`: the
 * count trashed, and whether it got through them all, which it does not
 * when `keepLease` says to stop (another node has the job and trashes, or
 * this one is stopping and hands the rest over). Only the subscription's latest
 * import does it, checked again every few items, so a job overtaken by a
 * newer fetch stops before trashing what that fetch brought. An upload, a
 * deleted subscription's job, or a feed without a single UID, trashes nothing.
 */
export async function trashMissingItems(
  job: Pick<ImportJob, 'id' | 'source'>,
  present: ReadonlySet<string>,
  caller: Caller,
  keepLease: () => Promise<boolean>,
): Promise<{ trashed: number; finished: boolean }> {
  const subscriptionId = subscriptionOfSource(job.source);
  if (subscriptionId === null) return { trashed: 0, finished: true };
  // A feed with no event left is far likelier a broken server's answer than a
  // calendar emptied on purpose: it trashes nothing.
  if (present.size === 0) return { trashed: 0, finished: true };
  const isLatest = async () => {
    const subscription = await db.subscription.findUnique({
      where: { id: subscriptionId },
      select: { lastImportId: true },
    });
    return subscription?.lastImportId === job.id;
  };
  const missing = (
    await db.importedItem.findMany({
      where: { source: job.source, eventId: { not: PENDING } },
      orderBy: { uid: 'asc' },
    })
  ).filter((item) => !present.has(item.uid));
  let trashed = 0;
  for (const [index, item] of missing.entries()) {
    if (!(await keepLease())) return { trashed, finished: false };
    if (index % CHECK_EVERY === 0 && !(await isLatest())) break;
    const event = await findEvent(item.eventId);
    if (!event || event.status === 'trash') continue;
    const params: Params = event.seriesId === null ? {} : { series_scope: 'all' };
    try {
      await trashEvent(event, { baseUrl: '', language: 'en', caller, params });
      trashed++;
    } catch (error) {
      // One event the caller may no longer trash does not stop the others.
      console.error(`subscription ${subscriptionId}: could not trash event ${event.id}`, error);
    }
  }
  return { trashed, finished: true };
}
