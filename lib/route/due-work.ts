// Work that falls due with time rather than with a request, done by whichever
// request comes first after it is due: each step checks an in-process clock
// and usually returns at once. Every API request and public page runs it
// before answering, and so does an answer replayed by the front door.
import { purgeOldChangesWhenDue } from '../changes/log';
import { extendDueSeries } from '../events/write-series-horizon';
import { purgeExpiredIdempotencyKeysWhenDue } from '../idempotency/store';
import { publishDueItems } from '../posts/scheduler';

export async function runDueWork(): Promise<void> {
  await publishDueItems();
  await extendDueSeries();
  await purgeOldChangesWhenDue();
  await purgeExpiredIdempotencyKeysWhenDue();
}
