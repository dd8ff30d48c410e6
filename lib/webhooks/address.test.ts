// Where webhooks may be sent, and how they are signed (docs/webhooks.md).
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { env } from '../env';
import { EndpointAddressError, endpointAddress, oneLookupPerHost } from './address';
import { newWebhookSecret, signPayload } from './secret';
import { sendMessage } from './send';

const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('oneLookupPerHost', () => {
  it("shares a host's lookup in progress, and looks up afresh once it settles", async () => {
    const started: string[] = [];
    const answers: Array<() => void> = [];
    const resolve = oneLookupPerHost((hostname) => {
      started.push(hostname);
      return new Promise((done) =>
        answers.push(() => done([{ address: '93.184.215.14', family: 4 }])),
      );
    });
    // A hung host's attempts wait on one lookup, not one stuck lookup each.
    const first = resolve('slow.example.com');
    const second = resolve('slow.example.com');
    const other = resolve('fast.example.com');
    expect(started).toEqual(['slow.example.com', 'fast.example.com']);
    for (const answer of answers) answer();
    expect(await first).toEqual(await second);
    await other;
    const again = resolve('slow.example.com');
    answers.at(-1)!();
    await again;
    expect(started).toEqual(['slow.example.com', 'fast.example.com', 'slow.example.com']);
  });
});

describe('endpointAddress', () => {
  const url = new URL('https://hooks.example.com/in');

  it('connects to a host whose every address is public', async () => {
    const rules = { resolveHost: resolvingTo('93.184.215.14') };
    const setting = env.CALENDAR_ALLOW_PRIVATE_FETCH;
    env.CALENDAR_ALLOW_PRIVATE_FETCH = 'off';
    try {
      expect(await endpointAddress(url, rules)).toEqual({ address: '93.184.215.14', family: 4 });
      for (const address of ['127.0.0.1', '10.0.0.8', '169.254.169.254', '::1', 'fd00::1']) {
        await expect(endpointAddress(url, { resolveHost: resolvingTo(address) })).rejects.toThrow(
          EndpointAddressError,
        );
      }
      // One private answer among public ones is enough to refuse.
      await expect(
        endpointAddress(url, { resolveHost: resolvingTo('93.184.215.14', '192.168.1.2') }),
      ).rejects.toThrow(EndpointAddressError);
      await expect(
        endpointAddress(new URL('http://[::1]:8080/'), { resolveHost: resolvingTo('::1') }),
      ).rejects.toThrow(/non-public/);
      await expect(
        endpointAddress(url, { resolveHost: () => Promise.reject(new Error('ENOTFOUND')) }),
      ).rejects.toThrow(/does not resolve/);
    } finally {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = setting;
    }
  });

  it('allows private addresses with CALENDAR_ALLOW_PRIVATE_FETCH=on', async () => {
    const setting = env.CALENDAR_ALLOW_PRIVATE_FETCH;
    env.CALENDAR_ALLOW_PRIVATE_FETCH = 'on';
    try {
      expect(await endpointAddress(url, { resolveHost: resolvingTo('127.0.0.1') })).toEqual({
        address: '127.0.0.1',
        family: 4,
      });
    } finally {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = setting;
    }
  });
});

describe('signPayload', () => {
  it('signs as the Standard Webhooks library verifies, with a key of 24 bytes or more', () => {
    const secret = newWebhookSecret();
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    const timestamp = Math.floor(Date.now() / 1000);
    const body = '{"type":"tag.created","timestamp":"2026-11-26T10:00:00.000Z","data":{"id":3}}';
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signPayload(secret, 'msg_1', timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});

describe('sendMessage', () => {
  it('gives up within the timeout when the host never resolves', async () => {
    const started = Date.now();
    const attempt = await sendMessage(
      {
        url: 'https://hooks.example.com/in',
        secret: newWebhookSecret(),
        messageId: 'msg_1',
        body: '{}',
      },
      200,
      { resolveHost: () => new Promise(() => {}), allowAddress: () => true },
    );
    expect(attempt).toEqual({ statusCode: null, error: 'timed out' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
