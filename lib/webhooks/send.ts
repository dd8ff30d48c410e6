// One attempt of one delivery (docs/webhooks.md, "What a receiver gets"): a
// signed POST to the endpoint, to the address just checked, within the
// timeout. The answer's body is not read beyond its status.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { endpointAddress, type AddressRules, type ResolvedAddress } from './address';
import { signPayload } from './secret';

export interface Attempt {
  /** The answer's status, or null when none came (refused, timed out, not allowed). */
  statusCode: number | null;
  error: string | null;
}

export interface Message {
  url: string;
  secret: string;
  messageId: string;
  body: string;
}

function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export async function sendMessage(
  message: Message,
  timeoutMs: number,
  rules: AddressRules = {},
): Promise<Attempt> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const url = new URL(message.url);
    // The lookup counts against the attempt's time, as the request does.
    const pinned = await endpointAddress(url, rules, signal);
    const timestamp = Math.floor(Date.now() / 1000);
    const client = url.protocol === 'https:' ? https : http;
    const statusCode = await new Promise<number>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          // No pooled sockets: each connection goes to the address just checked.
          agent: false,
          lookup: pinnedLookup(pinned),
          signal,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(message.body),
            'User-Agent': 'events-calendar webhooks',
            'webhook-id': message.messageId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signPayload(
              message.secret,
              message.messageId,
              timestamp,
              message.body,
            ),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(message.body);
    });
    return {
      statusCode,
      error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}`,
    };
  } catch (error) {
    if (signal.aborted) return { statusCode: null, error: 'timed out' };
    return { statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
}
