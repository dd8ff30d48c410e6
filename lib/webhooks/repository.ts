// Webhook endpoints as the administration endpoints see them
// (docs/webhooks.md): the secret only in the creation's answer.
import { changeLogHead } from '../changes/log';
import { db, writeTransaction } from '../db';
import { ApiError, invalidParams } from '../http/errors';
import { EndpointAddressError, endpointAddress } from './address';
import { webhookConfig } from './config';
import { wakeWebhookDispatcher } from './dispatcher';
import type { WebhookCreate, WebhookUpdate } from './schema';
import { newWebhookSecret } from './secret';

interface WebhookRow {
  id: number;
  url: string;
  events: string;
  description: string;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
}

export function serializeWebhook(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(','),
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created: row.createdAt.toISOString(),
  };
}
export type WebhookJson = ReturnType<typeof serializeWebhook>;

export const webhookNotFound = (id: number) =>
  new ApiError(404, 'webhook_not_found', `Webhook with ID ${id} does not exist.`);

/** 400 unless the URL's host resolves to addresses a webhook may be sent to. */
async function requireSendableUrl(url: string): Promise<void> {
  // A resolver that hangs must not hold the request: no answer in time is no address.
  const signal = AbortSignal.timeout(webhookConfig.CALENDAR_WEBHOOK_TIMEOUT_MS);
  try {
    await endpointAddress(new URL(url), {}, signal);
  } catch (error) {
    if (!(error instanceof EndpointAddressError) && !signal.aborted) throw error;
    const message =
      error instanceof EndpointAddressError
        ? error.message
        : `${new URL(url).hostname} did not resolve in time.`;
    throw invalidParams(
      { url: 'Invalid parameter.' },
      { url: { code: 'webhook_url_not_public', message, data: null } },
    );
  }
}

export async function listWebhooks(): Promise<WebhookJson[]> {
  const rows = await db.webhook.findMany({ orderBy: { id: 'asc' } });
  return rows.map(serializeWebhook);
}

export async function requireWebhook(id: number) {
  const row = await db.webhook.findUnique({ where: { id } });
  if (!row) throw webhookNotFound(id);
  return row;
}

/** The new endpoint with its secret, shown this once; it is told of changes from now on. */
export async function createWebhook(
  input: WebhookCreate,
  baseUrl: string,
): Promise<WebhookJson & { secret: string }> {
  await requireSendableUrl(input.url);
  // Its starting point and its row commit together, while no change can: a
  // change committed before the answer is never told, one after always is.
  const row = await writeTransaction(async (tx) =>
    tx.webhook.create({
      data: {
        url: input.url,
        events: input.events.join(','),
        description: input.description,
        secret: newWebhookSecret(),
        baseUrl,
        fromChangeId: await changeLogHead(tx),
      },
    }),
  );
  wakeWebhookDispatcher();
  return { ...serializeWebhook(row), secret: row.secret };
}

/** Enabling or disabling by hand clears the service's reason, and its count of days failing starts again. */
export async function updateWebhook(id: number, input: WebhookUpdate): Promise<WebhookJson> {
  await requireWebhook(id);
  if (input.url !== undefined) await requireSendableUrl(input.url);
  const row = await db.webhook.update({
    where: { id },
    data: {
      url: input.url,
      events: input.events?.join(','),
      description: input.description,
      enabled: input.enabled,
      ...(input.enabled === undefined ? {} : { disabledReason: null, failingSince: null }),
    },
  });
  if (row.enabled) wakeWebhookDispatcher();
  return serializeWebhook(row);
}

/** Its deliveries go with it. */
export async function deleteWebhook(id: number): Promise<void> {
  const { count } = await db.webhook.deleteMany({ where: { id } });
  if (count === 0) throw webhookNotFound(id);
}
