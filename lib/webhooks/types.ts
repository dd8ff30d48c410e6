// The event types a webhook endpoint may subscribe to (docs/webhooks.md):
// every kind of item the change log follows, created, updated or deleted.
import { CHANGE_KINDS, type ChangeKind } from '../changes/log';

export const WEBHOOK_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

export const WEBHOOK_EVENT_TYPES = CHANGE_KINDS.flatMap((kind) =>
  WEBHOOK_ACTIONS.map((action) => `${kind}.${action}` as const),
);
export type WebhookEventType = `${ChangeKind}.${WebhookAction}`;

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
