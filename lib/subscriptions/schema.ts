// The JSON bodies of POST and PATCH /api/subscriptions (docs/import.md
// "Subscriptions"). A refused field names its reason in data.details.
import { z } from 'zod';
import { outboundUrlSchema } from '../params/outbound-url';

/** Fetching more often than every quarter hour only loads the feed's server. */
export const MIN_INTERVAL_MINUTES = 15;
/** A week: a feed fetched less often than that is hardly a subscription. */
export const MAX_INTERVAL_MINUTES = 10_080;

/** webcal:// is how calendar sites link a feed: it is fetched as https. */
const url = outboundUrlSchema('subscription-url-invalid', (value) =>
  value.replace(/^webcals?:\/\//i, 'https://'),
);

const intervalMinutes = z
  .number()
  .int()
  .refine(
    (value) => value >= MIN_INTERVAL_MINUTES && value <= MAX_INTERVAL_MINUTES,
    'subscription-interval-out-of-range',
  );

export const subscriptionCreateSchema = z.object({
  url,
  interval_minutes: intervalMinutes.default(60),
});
export type SubscriptionCreate = z.output<typeof subscriptionCreateSchema>;

export const subscriptionUpdateSchema = z.object({
  url: url.optional(),
  interval_minutes: intervalMinutes.optional(),
  enabled: z.boolean().optional(),
});
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;

/** The admin's form (docs/admin.md "Subscriptions"): the interval is typed as text, read as the API reads it. */
export const subscriptionFormSchema = subscriptionCreateSchema.extend({
  interval_minutes: z.coerce.number<string>().pipe(intervalMinutes),
});
