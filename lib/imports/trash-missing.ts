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

/**
 * Trashes the events of `job`'s subscription missing from `present`; the
 * count trashed. Only the subscription's latest import does it, so a job
 * left behind by a newer fetch cannot trash what that fetch brought. An
 * upload, a deleted subscription's job, or a feed without a single UID,
 * trashes nothing.
 */
export async function trashMissingItems(
  job: Pick<ImportJob, 'id' | 'source'>,
  present: ReadonlySet<string>,
  caller: Caller,
): Promise<number> {
  const subscriptionId = subscriptionOfSource(job.source);
  if (subscriptionId === null) return 0;
  // A feed with no event left is far likelier a broken server's answer than a
  // calendar emptied on purpose: it trashes nothing.
  if (present.size === 0) return 0;
  const subscription = await db.subscription.findUnique({ where: { id: subscriptionId } });
  if (subscription?.lastImportId !== job.id) return 0;
  const items = await db.importedItem.findMany({
    where: { source: job.source, eventId: { not: PENDING } },
    orderBy: { uid: 'asc' },
  });
  let trashed = 0;
  for (const item of items) {
    if (present.has(item.uid)) continue;
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
  return trashed;
}
