// The webhook dispatcher of one node (docs/webhooks.md, "How it works"):
// on a timer, it fans new changes out into deliveries (fan-out.ts) and sends
// those that are due. Everything it knows is in the database, so a restart
// resumes where it stopped, and several nodes share the work: a node sends a
// delivery only after claiming it with a lease that no other node holds.
import { db } from '../db';
import { webhookConfig, type WebhookConfig } from './config';
import { fanOutChanges } from './fan-out';
import { sendMessage, type Attempt, type Message } from './send';

/** Deliveries one node claims per round; they are sent concurrently. */
const CLAIM_BATCH = 20;

export interface DispatcherOptions {
  config?: WebhookConfig;
  send?: (message: Message, timeoutMs: number) => Promise<Attempt>;
}

const isSuccess = (attempt: Attempt) =>
  attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

/** The wait before attempt `attempts + 1`: doubling from the base, capped. */
export function retryDelayMs(attempts: number, config: WebhookConfig = webhookConfig): number {
  const doubled = config.CALENDAR_WEBHOOK_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, config.CALENDAR_WEBHOOK_RETRY_MAX_MS);
}

/** A lease outlives an attempt by a margin, so only a node that died lets another take over. */
const leaseMs = (config: WebhookConfig) => config.CALENDAR_WEBHOOK_TIMEOUT_MS * 2 + 30_000;

const unleased = (now: Date) => ({ OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] });

/** Takes the delivery for this node, if no other holds it: the row's update is the lock, on both databases. */
async function claim(id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const { count } = await db.webhookDelivery.updateMany({
    where: { id, status: 'pending', ...unleased(now) },
    data: { leaseUntil },
  });
  return count === 1;
}

async function recordAttempt(
  delivery: { id: number; attempts: number; createdAt: Date; webhookId: number },
  leaseUntil: Date,
  attempt: Attempt,
  config: WebhookConfig,
): Promise<void> {
  const now = new Date();
  const attempts = delivery.attempts + 1;
  const succeeded = isSuccess(attempt);
  const givesUp =
    !succeeded &&
    now.getTime() - delivery.createdAt.getTime() >= config.CALENDAR_WEBHOOK_RETRY_FOR_MS;
  // Only the holder of the lease records: a node that overran it lets the new holder's attempt count.
  const { count } = await db.webhookDelivery.updateMany({
    where: { id: delivery.id, leaseUntil },
    data: {
      status: succeeded ? 'delivered' : givesUp ? 'failed' : 'pending',
      attempts,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error,
      leaseUntil: null,
      ...(succeeded || givesUp
        ? {}
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, config)) }),
    },
  });
  if (count === 0) return;
  if (succeeded) {
    await db.webhook.updateMany({
      where: { id: delivery.webhookId, NOT: { failingSince: null } },
      data: { failingSince: null },
    });
    return;
  }
  await noteFailure(delivery.webhookId, now, config);
}

/** An endpoint whose every attempt has failed for CALENDAR_WEBHOOK_DISABLE_AFTER_MS is disabled. */
async function noteFailure(webhookId: number, now: Date, config: WebhookConfig): Promise<void> {
  await db.webhook.updateMany({
    where: { id: webhookId, failingSince: null },
    data: { failingSince: now },
  });
  const since = new Date(now.getTime() - config.CALENDAR_WEBHOOK_DISABLE_AFTER_MS);
  const webhook = await db.webhook.findUnique({
    where: { id: webhookId },
    select: { failingSince: true },
  });
  if (!webhook?.failingSince || webhook.failingSince > since) return;
  await db.webhook.updateMany({
    where: { id: webhookId, enabled: true },
    data: {
      enabled: false,
      disabledReason: `Every delivery attempt failed from ${webhook.failingSince.toISOString()} to ${now.toISOString()}.`,
    },
  });
}

/** Sends the deliveries that are due and that this node can claim; returns how many it attempted. */
export async function deliverDue(options: DispatcherOptions = {}): Promise<number> {
  const config = options.config ?? webhookConfig;
  const send = options.send ?? sendMessage;
  const now = new Date();
  const due = await db.webhookDelivery.findMany({
    where: {
      status: 'pending',
      nextAttemptAt: { lte: now },
      webhook: { enabled: true },
      ...unleased(now),
    },
    orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
    take: CLAIM_BATCH,
    include: { webhook: { select: { url: true, secret: true } } },
  });
  const leaseUntil = new Date(now.getTime() + leaseMs(config));
  const attempted = await Promise.all(
    due.map(async (delivery) => {
      if (!(await claim(delivery.id, now, leaseUntil))) return false;
      const attempt = await send(
        {
          url: delivery.webhook.url,
          secret: delivery.webhook.secret,
          messageId: delivery.messageId,
          body: delivery.body,
        },
        config.CALENDAR_WEBHOOK_TIMEOUT_MS,
      );
      await recordAttempt(delivery, leaseUntil, attempt, config);
      return true;
    }),
  );
  return attempted.filter(Boolean).length;
}

/** Sent and abandoned deliveries are shown this long, then deleted. */
const KEEP_FINISHED_MS = 30 * 86_400_000;
const PURGE_INTERVAL_MS = 3_600_000;
let nextPurgeAt = 0;

/** At most once an hour per node: the table would otherwise grow with every change. */
async function purgeFinishedDeliveriesWhenDue(): Promise<void> {
  if (Date.now() < nextPurgeAt) return;
  nextPurgeAt = Date.now() + PURGE_INTERVAL_MS;
  await db.webhookDelivery.deleteMany({
    where: {
      status: { in: ['delivered', 'failed'] },
      createdAt: { lt: new Date(Date.now() - KEEP_FINISHED_MS) },
    },
  });
}

/** One round: new changes become deliveries, then what is due is sent. */
export async function dispatchOnce(options: DispatcherOptions = {}): Promise<void> {
  await fanOutChanges();
  await deliverDue(options);
  await purgeFinishedDeliveriesWhenDue();
}

const state = globalThis as unknown as { calendarWebhookDispatcher?: NodeJS.Timeout };

/**
 * Starts this process's dispatcher once (instrumentation.ts): a round every
 * CALENDAR_WEBHOOK_POLL_MS, never two at a time. A failing round (a busy
 * database) is logged and the next one tries again.
 */
export function startWebhookDispatcher(): void {
  if (state.calendarWebhookDispatcher) return;
  let running = false;
  state.calendarWebhookDispatcher = setInterval(() => {
    if (running) return;
    running = true;
    dispatchOnce()
      .catch((error: unknown) =>
        console.error('webhook dispatch failed; retried next round', error),
      )
      .finally(() => (running = false));
  }, webhookConfig.CALENDAR_WEBHOOK_POLL_MS);
  state.calendarWebhookDispatcher.unref();
}
