import { idInPath } from '@/lib/params/path-id';
import { requireAdministrator } from '@/lib/route/administrator';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { listDeliveries } from '@/lib/webhooks/deliveries';

/** The endpoint's newest deliveries first, with where each stands. */
export const GET = jsonEndpoint(async (request) => {
  const id = idInPath(request, 1);
  await requireAdministrator(request);
  return { body: await listDeliveries(id) };
});
