// The JSON bodies of POST and PATCH /api/webhooks (docs/webhooks.md). A
// refused field names its reason in data.details (lib/params/parse-input.ts).
import { z } from 'zod';
import { outboundUrlSchema } from '../params/outbound-url';
import { isWebhookEventType } from './types';

const url = outboundUrlSchema('webhook_url_invalid');

const events = z
  .array(z.string().refine(isWebhookEventType, 'webhook_event_unknown'))
  .min(1, 'webhook_events_empty')
  .transform((types) => [...new Set(types)]);

const description = z.string().trim().max(500);

export const webhookCreateSchema = z.object({ url, events, description: description.default('') });
export type WebhookCreate = z.output<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;
