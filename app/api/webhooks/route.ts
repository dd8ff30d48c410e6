import { baseUrlOf } from '@/lib/http/headers';
import { readJsonBody } from '@/lib/params/json-body';
import { requireAdministrator } from '@/lib/route/administrator';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { createWebhook, listWebhooks } from '@/lib/webhooks/repository';
import { webhookCreateSchema } from '@/lib/webhooks/schema';

// Webhook endpoints (docs/webhooks.md): administrators only. The signing
// secret is in the creation's answer alone.
export const GET = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  return { body: await listWebhooks() };
});

export const POST = jsonEndpoint(async (request) => {
  await requireAdministrator(request);
  const input = await readJsonBody(request, webhookCreateSchema);
  return { status: 201, body: await createWebhook(input, baseUrlOf(request)) };
});
