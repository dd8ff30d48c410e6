// One attempt's bookkeeping (docs/webhooks.md, "Answering, retries and
// disabling"): a node claims a delivery with a lease before sending it, then
// records the answer, schedules the retry or gives up, and disables an
// endpoint that has failed for too long.
import { db } from '../db';
import { estimatedDatabaseNowMs } from '../db-time';
import { webhookConfig, type WebhookConfig } from './config';
import type { Attempt } from './send';

const isSuccess = (attempt: Attempt) =>
  attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

/** The wait before attempt `attempts + 1`: doubling from the base, capped. */
export function retryDelayMs(attempts: number, config: WebhookConfig = webhookConfig): number {
  const doubled = config.CALENDAR_WEBHOOK_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, config.CALENDAR_WEBHOOK_RETRY_MAX_MS);
}

/** A lease outlives an attempt by a margin, so only a node that died lets another take over. */
export const leaseMs = (config: WebhookConfig) => config.CALENDAR_WEBHOOK_TIMEOUT_MS * 2 + 30_000;

export const unleased = (now: Date) => ({
  OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
});

/** Takes the delivery for this node, if no other holds it: the row's update is the lock, on both databases. */
export async function claim(id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const { count } = await db.webhookDelivery.updateMany({
    where: { id, status: 'pending', ...unleased(now) },
    data: { leaseUntil },
  });
  return count === 1;
}

export async function recordAttempt(
  delivery: { id: number; attempts: number; createdAt: Date; webhookId: number },
  leaseUntil: Date,
  attempt: Attempt,
  config: WebhookConfig,
): Promise<void> {
  // The database's clock, as the claim's (lib/db-time.ts): a node whose own
  // runs fast would otherwise retry early and give up early.
  const now = new Date(estimatedDatabaseNowMs());
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
