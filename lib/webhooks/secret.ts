// Secrets and signatures the Standard Webhooks way (standardwebhooks.com):
// `whsec_` + base64 key; the signature is the base64 HMAC-SHA256 of
// "{webhook-id}.{webhook-timestamp}.{body}" keyed with the decoded key.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: above the 24 the standard asks for. */
const KEY_BYTES = 32;

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(KEY_BYTES).toString('base64')}`;
}

/** The `webhook-signature` header's value for one attempt. */
export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${signature}`;
}
