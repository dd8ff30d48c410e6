import { idInPath } from '@/lib/params/path-id';
import { requireAdministrator } from '@/lib/route/administrator';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resendDelivery } from '@/lib/webhooks/deliveries';

/** Queues the delivery's payload again, as a new delivery sent at once. */
export const POST = jsonEndpoint(async (request) => {
  const webhookId = idInPath(request, 3);
  const deliveryId = idInPath(request, 1);
  await requireAdministrator(request);
  return { status: 202, body: await resendDelivery(webhookId, deliveryId) };
});
