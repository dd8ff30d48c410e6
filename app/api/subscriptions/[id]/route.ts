import { readJsonBody } from '@/lib/params/json-body';
import { idAtEndOfPath } from '@/lib/params/path-id';
import { requireEditor } from '@/lib/route/editor';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import {
  deleteSubscription,
  requireSubscription,
  serializeSubscription,
  updateSubscription,
} from '@/lib/subscriptions/repository';
import { wakeSubscriptionScheduler } from '@/lib/subscriptions/scheduler';
import { subscriptionUpdateSchema } from '@/lib/subscriptions/schema';

export const GET = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireEditor(request);
  return { body: serializeSubscription(await requireSubscription(id)) };
});

/** A new URL, or enabling it, fetches the feed at once. */
export const PATCH = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireEditor(request);
  const input = await readJsonBody(request, subscriptionUpdateSchema);
  const subscription = await updateSubscription(id, input);
  wakeSubscriptionScheduler();
  return { body: serializeSubscription(subscription) };
});

/** Its events stay on the site (docs/import.md "Subscriptions"). */
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await requireEditor(request);
  await deleteSubscription(id);
  return { status: 204 };
});
