// The webhook dispatcher of one node (docs/webhooks.md, "How it works"):
// on a timer, it fans new changes out into deliveries (fan-out.ts) and hands
// those that are due to the sender (sender.ts), which sends them in the
// background. Everything it knows is in the database, so a restart resumes
// where it stopped, and several nodes share the work: a node sends a delivery
// only after claiming it with a lease that no other node holds.
import { onShutdown } from '../background/on-shutdown';
import { db } from '../db';
import { DueClock } from '../due-clock';
import { estimatedDatabaseNowMs } from '../db-time';
import { webhookConfig } from './config';
import { fanOutChanges } from './fan-out';
import { deliverySender, type DeliverySender } from './sender';

export { retryDelayMs } from './attempts';
export { deliverDue } from './sender';

/** With no endpoint turned on, a round every this long at most: nothing waits to be sent. */
const IDLE_POLL_MS = 10_000;

/** Sent and abandoned deliveries are shown this long, then deleted. */
const KEEP_FINISHED_MS = 30 * 86_400_000;
const deliveryPurgeClock = new DueClock(3_600_000);

/** At most once an hour per node: the table would otherwise grow with every change. */
async function purgeFinishedDeliveriesWhenDue(): Promise<void> {
  if (!deliveryPurgeClock.claim()) return;
  await db.webhookDelivery.deleteMany({
    where: {
      status: { in: ['delivered', 'failed'] },
      // createdAt is the database's clock (fan-out.ts).
      createdAt: { lt: new Date(estimatedDatabaseNowMs() - KEEP_FINISHED_MS) },
    },
  });
}

/**
 * One round: new changes become deliveries, and the sender's free slots take
 * what is due. Answers whether any endpoint is on: without one, nothing can
 * be sent, and the next round may wait longer.
 */
async function dispatchRound(sender: DeliverySender, stopping: () => boolean): Promise<boolean> {
  // Items are tracked even with no endpoint on, so the first one is told the truth.
  await fanOutChanges({ stopping });
  const anyEnabled =
    (await db.webhook.findFirst({ where: { enabled: true }, select: { id: true } })) !== null;
  if (anyEnabled) await sender.fill();
  await purgeFinishedDeliveriesWhenDue();
  return anyEnabled;
}

const state = globalThis as unknown as {
  calendarWebhookDispatcher?: { wake: () => void };
};

/**
 * Starts this process's dispatcher once (instrumentation.ts): a round every
 * CALENDAR_WEBHOOK_POLL_MS, or every IDLE_POLL_MS while no endpoint is on,
 * never two at a time. A failing round (a busy database) is logged and the
 * next one tries again. When the process stops, it starts nothing more and
 * waits for its attempts in flight to be recorded (a node that exited
 * mid-send would hold the delivery under its lease for a minute).
 */
export function startWebhookDispatcher(): void {
  if (state.calendarWebhookDispatcher) return;
  const sender = deliverySender();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  let woken = false;
  let stopped = false;
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(runRound, delayMs);
    timer.unref();
  };
  const runRound = () => {
    woken = false;
    round = dispatchRound(sender, () => stopped)
      .catch((error: unknown) => {
        console.error('webhook dispatch failed; retried next round', error);
        return true;
      })
      .then((anyEnabled) => {
        round = null;
        const poll = webhookConfig.CALENDAR_WEBHOOK_POLL_MS;
        schedule(anyEnabled || woken || sender.busy ? poll : Math.max(poll, IDLE_POLL_MS));
      });
  };
  state.calendarWebhookDispatcher = {
    wake: () => {
      woken = true;
      if (!round) schedule(0);
    },
  };
  onShutdown('webhook dispatcher', async () => {
    stopped = true;
    clearTimeout(timer);
    // The sender stops claiming first, so a round in progress starts nothing more.
    await Promise.all([sender.stop(), round]);
  });
  schedule(webhookConfig.CALENDAR_WEBHOOK_POLL_MS);
}

/** An endpoint was turned on here: this node's dispatcher stops idling now rather than at its next idle round. */
export function wakeWebhookDispatcher(): void {
  state.calendarWebhookDispatcher?.wake();
}
