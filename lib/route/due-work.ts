// Work that falls due with time rather than with a request, done by whichever
// request comes first after it is due: each step has a clock in the process
// (lib/due-clock.ts). Every API request and public page runs it before
// answering, and so does an answer replayed by the front door.
import { changePurgeClock, purgeOldChangesWhenDue } from '../changes/log';
import type { DueClock } from '../due-clock';
import { extendDueSeries, seriesHorizonClock } from '../events/write-series-horizon';
import { idempotencyPurgeClock, purgeExpiredIdempotencyKeysWhenDue } from '../idempotency/store';
import { publishDueItems, publishingClock } from '../posts/scheduler';

/** Each step beside its clock, in the order they run: a step takes its clock's turn itself. */
const STEPS: ReadonlyArray<readonly [DueClock, () => Promise<void>]> = [
  [publishingClock, publishDueItems],
  [seriesHorizonClock, extendDueSeries],
  [changePurgeClock, purgeOldChangesWhenDue],
  [idempotencyPurgeClock, purgeExpiredIdempotencyKeysWhenDue],
];

/**
 * Whether a step is due. False for nearly every request, which then skips
 * `runDueWork` and the promises its steps would make only to return at once.
 */
export const isDueWorkWaiting = (): boolean => STEPS.some(([clock]) => clock.isDue());

export async function runDueWork(): Promise<void> {
  for (const [, step] of STEPS) await step();
}
