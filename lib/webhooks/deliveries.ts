// An endpoint's deliveries as the administration endpoints show them
// (docs/webhooks.md, "Deliveries"), and sending one again.
import { db } from '../db';
import { databaseNowMs } from '../db-time';
import { ApiError } from '../http/errors';
import { newMessageId } from './fan-out';
import { requireWebhook } from './repository';

/** How many of the newest deliveries GET /api/webhooks/{id}/deliveries shows. */
const RECENT = 100;

interface DeliveryRow {
  id: number;
  messageId: string;
  type: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

export function serializeDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    message_id: row.messageId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_utc: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created: row.createdAt.toISOString(),
  };
}
export type DeliveryJson = ReturnType<typeof serializeDelivery>;

export async function listDeliveries(webhookId: number): Promise<DeliveryJson[]> {
  await requireWebhook(webhookId);
  const rows = await db.webhookDelivery.findMany({
    where: { webhookId },
    orderBy: { id: 'desc' },
    take: RECENT,
  });
  return rows.map(serializeDelivery);
}

const deliveryNotFound = (id: number) =>
  new ApiError(404, 'webhook_delivery_not_found', `Delivery with ID ${id} does not exist.`);

/**
 * A new delivery of the same payload, due now, with a webhook-id of its own:
 * a receiver that drops repeated ids still takes it.
 */
export async function resendDelivery(webhookId: number, deliveryId: number): Promise<DeliveryJson> {
  await requireWebhook(webhookId);
  const original = await db.webhookDelivery.findFirst({ where: { id: deliveryId, webhookId } });
  if (!original) throw deliveryNotFound(deliveryId);
  // Due and made by the database's clock, which the sender compares with (attempts.ts).
  const now = new Date(await databaseNowMs());
  const copy = await db.webhookDelivery.create({
    data: {
      createdAt: now,
      webhookId,
      messageId: newMessageId(),
      type: original.type,
      body: original.body,
      nextAttemptAt: now,
    },
  });
  return serializeDelivery(copy);
}
