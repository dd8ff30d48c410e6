import { readJsonBody } from '@/lib/params/json-body';
import { idAtEndOfPath } from '@/lib/params/path-id';
import { requireAdministrator } from '@/lib/route/administrator';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import {
  deleteWebhook,
  requireWebhook,
  serializeWebhook,
  updateWebhook,
} from '@/lib/webhooks/repository';
import { webhookUpdateSchema } from '@/lib/webhooks/schema';

export const GET = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireAdministrator(request);
  return { body: serializeWebhook(await requireWebhook(id)) };
});

/** Enabling an endpoint the service disabled sends its pending deliveries again. */
export const PATCH = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireAdministrator(request);
  return { body: await updateWebhook(id, await readJsonBody(request, webhookUpdateSchema)) };
});

/** Its deliveries, sent or not, go with it. */
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireAdministrator(request);
  await deleteWebhook(id);
  return { status: 204 };
});
