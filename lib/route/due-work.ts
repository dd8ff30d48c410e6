// Work that falls due with time rather than with a request, done by whichever
// request comes first after it is due: each step has a clock in the process
// (lib/due-clock.ts). Every API request and public page runs it before
// answering, and so does an answer replayed by the front door.
import { changePurgeClock, purgeOldChangesWhenDue } from '../changes/log';
import { extendDueSeries, seriesHorizonClock } from '../events/write-series-horizon';
import { idempotencyPurgeClock, purgeExpiredIdempotencyKeysWhenDue } from '../idempotency/store';
import { publishDueItems, publishingClock } from '../posts/scheduler';

const CLOCKS = [publishingClock, seriesHorizonClock, changePurgeClock, idempotencyPurgeClock];

/**
 * Whether a step is due. False for nearly every request, which then skips
 * `runDueWork` and the promises its steps would make only to return at once.
 */
export const isDueWorkWaiting = (): boolean => CLOCKS.some((clock) => clock.isDue());

export async function runDueWork(): Promise<void> {
  await publishDueItems();
  await extendDueSeries();
  await purgeOldChangesWhenDue();
  await purgeExpiredIdempotencyKeysWhenDue();
}
