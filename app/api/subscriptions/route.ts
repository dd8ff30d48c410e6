import { readJsonBody } from '@/lib/params/json-body';
import { requireEditor } from '@/lib/route/editor';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import {
  createSubscription,
  listSubscriptions,
  serializeSubscription,
} from '@/lib/subscriptions/repository';
import { wakeSubscriptionScheduler } from '@/lib/subscriptions/scheduler';
import { subscriptionCreateSchema } from '@/lib/subscriptions/schema';

// Subscriptions to remote iCalendar feeds (docs/import.md "Subscriptions"):
// a new one is due at once, and this node's scheduler fetches it in the
// background, so the answer does not wait for the feed.
export const GET = jsonEndpoint(async (request) => {
  await requireEditor(request);
  return { body: await listSubscriptions() };
});

export const POST = jsonEndpoint(async (request) => {
  const caller = await requireEditor(request);
  const input = await readJsonBody(request, subscriptionCreateSchema);
  const subscription = await createSubscription(input, caller.id);
  wakeSubscriptionScheduler();
  return { status: 201, body: serializeSubscription(subscription) };
});
