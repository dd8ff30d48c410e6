// The webhook dispatcher's timings (docs/webhooks.md, "Configuration"). The
// defaults are for production; tests shorten them.
import { z } from 'zod';

const HOUR_MS = 3_600_000;

const configSchema = z.object({
  /** How often each node looks for new changes and due deliveries. */
  CALENDAR_WEBHOOK_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** The first retry's delay; each next one doubles it, up to CALENDAR_WEBHOOK_RETRY_MAX_MS. */
  CALENDAR_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
  CALENDAR_WEBHOOK_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(4 * HOUR_MS),
  /** A delivery is retried until an attempt fails this long after it was made. */
  CALENDAR_WEBHOOK_RETRY_FOR_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * HOUR_MS),
  /** An endpoint whose every attempt has failed for this long is disabled. */
  CALENDAR_WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(72 * HOUR_MS),
  /**
   * One attempt's limit: connecting, sending and the answer's status. At most
   * 20 s: a node told to stop waits for its attempts within a 25 s grace.
   */
  CALENDAR_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(10).max(20_000).default(10_000),
  /** Attempts one node has in flight at most. */
  CALENDAR_WEBHOOK_SENDING_SLOTS: z.coerce.number().int().min(1).default(16),
  /** Attempts in flight to one endpoint at most, per node: N nodes may send N times this. */
  CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: z.coerce.number().int().min(1).default(4),
});

export type WebhookConfig = z.output<typeof configSchema>;

/** The settings `env` gives; throws naming the variable for a value that is not one. */
export const readWebhookConfig = (env: Record<string, string | undefined>): WebhookConfig =>
  configSchema.parse(env);

export const webhookConfig: WebhookConfig = readWebhookConfig(process.env);
