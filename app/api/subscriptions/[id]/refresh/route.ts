import { ApiError } from '@/lib/http/errors';
import { idInPath } from '@/lib/params/path-id';
import { requireEditor } from '@/lib/route/editor';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { requireSubscription, serializeSubscription } from '@/lib/subscriptions/repository';
import { refreshSubscription } from '@/lib/subscriptions/refresh';

// Fetch the feed now (docs/import.md "Subscriptions"): 202 with the
// subscription, whose last_import_id is the queued import; a feed that could
// not be fetched is 502, recorded on the subscription, and trashes nothing.
export const POST = jsonEndpoint(async (request) => {
  const id = idInPath(request, 1);
  const caller = await requireEditor(request);
  await requireSubscription(id);
  const subscription = await refreshSubscription(id, caller.id);
  if (subscription.lastStatus !== 'ok') {
    throw new ApiError(502, 'subscription-fetch-failed', subscription.lastError ?? '', {
      subscription: serializeSubscription(subscription),
    });
  }
  return { status: 202, body: serializeSubscription(subscription) };
});
