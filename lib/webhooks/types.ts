// The event types a webhook endpoint may subscribe to (docs/webhooks.md):
// every kind of item the change log follows, created, updated or deleted.
// No server module is imported: the admin's form offers these types.
import type { ChangeKind } from '../changes/log';

export const WEBHOOK_KINDS = [
  'event',
  'venue',
  'organizer',
  'category',
  'tag',
] as const satisfies readonly ChangeKind[];

export const WEBHOOK_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

export type WebhookEventType = `${ChangeKind}.${WebhookAction}`;

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_KINDS.flatMap((kind) =>
  WEBHOOK_ACTIONS.map((action) => `${kind}.${action}` as const),
);

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
