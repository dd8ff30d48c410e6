// Webhooks against a real database (docs/webhooks.md, "How it works"): the
// change log fans out into deliveries that say created, updated or deleted
// as a receiver would expect; two nodes working at once send each delivery
// once; a node that dies mid-send hands its deliveries over when its lease
// ends; failures are retried, then given up, and an endpoint failing for
// long enough is disabled. Runs on SQLite and on PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthor, createEvent, createTag, createVenue } from '../../scripts/vitest/rows';
import { db, writeTransaction } from '../db';
import { env } from '../env';
import { ApiError } from '../http/errors';
import { allocateTermId } from '../ids';
import { readWebhookConfig, webhookConfig, type WebhookConfig } from './config';
import { deliverDue, retryDelayMs } from './dispatcher';
import { fanOutChanges } from './fan-out';
import { itemRenderer, type ItemRenderer } from './render';
import { createWebhook, deleteWebhook } from './repository';
import { sendMessage, type Attempt, type Message } from './send';
import { deliverySender } from './sender';
import { WEBHOOK_EVENT_TYPES } from './types';

let authorId: number;
beforeAll(async () => {
  authorId = await createAuthor('webhooks@example.org');
});

const BASE_URL = 'http://calendar.test';

async function newWebhook(
  events: readonly string[] = WEBHOOK_EVENT_TYPES,
  url = 'http://receiver.test/hook',
) {
  return db.webhook.create({
    data: {
      url,
      events: events.join(','),
      secret: 'whsec_a2V5',
      baseUrl: BASE_URL,
    },
  });
}

/** What the webhook was told, oldest first, as "type id". */
async function told(webhookId: number) {
  const rows = await db.webhookDelivery.findMany({ where: { webhookId }, orderBy: { id: 'asc' } });
  return rows.map((row) => {
    const body = JSON.parse(row.body) as { type: string; data: { id: number } };
    expect(body.type).toBe(row.type);
    return `${row.type} ${body.data.id}`;
  });
}

/** A stand-in receiver: answers `status` after `delayMs`, counting each webhook-id it gets. */
function receiver(status: number | null = 200, delayMs = 0) {
  const sent = new Map<string, number>();
  const send = async (message: Message): Promise<Attempt> => {
    sent.set(message.messageId, (sent.get(message.messageId) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { statusCode: status, error: status === 200 ? null : 'refused' };
  };
  return { sent, send };
}

const config = (overrides: Partial<WebhookConfig>): WebhookConfig => ({
  ...webhookConfig,
  ...overrides,
});

/** Runs the dispatcher until nothing is due. */
async function deliverAll(options: Parameters<typeof deliverDue>[0]) {
  while ((await deliverDue(options)) > 0);
}

/** A receiver on 127.0.0.1 answering with `handle`; `close` also cuts the connections it holds. */
async function listen(handle: http.RequestListener) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}

/** The real sender, allowed to reach the receivers on 127.0.0.1. */
const sendToLoopback = (message: Message, timeoutMs: number) =>
  sendMessage(message, timeoutMs, { allowAddress: () => true });

/** Resolves true once `check` holds, false if it still does not after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** A renderer that answers `answer(kind, id)` instead of rendering, when it is not undefined. */
const renderingWith =
  (answer: (kind: string, id: number) => object | null | undefined) =>
  async (baseUrl: string): Promise<ItemRenderer> => {
    const real = await itemRenderer(baseUrl);
    return async (kind, id) => {
      const given = answer(kind, id);
      return given === undefined ? real(kind, id) : given;
    };
  };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Turns off earlier tests' endpoints and deliveries, so only this test's are sent. */
async function settleOthers() {
  await db.webhook.updateMany({ data: { enabled: false } });
  await db.webhookDelivery.updateMany({ where: { status: 'pending' }, data: { status: 'failed' } });
}

/** The only endpoint on, with `count` deliveries due now, their message ids `${prefix}_0`… */
async function endpointWithDue(count: number, prefix: string) {
  await settleOthers();
  const webhook = await newWebhook(['tag.created']);
  for (let index = 0; index < count; index++)
    await db.webhookDelivery.create({
      data: {
        type: 'tag.created',
        body: '{}',
        nextAttemptAt: new Date(),
        webhookId: webhook.id,
        messageId: `${prefix}_${index}`,
      },
    });
  return webhook;
}

describe('fan-out', () => {
  it('tells created, updated and deleted; a trash is a delete, a restore a create', async () => {
    await fanOutChanges();
    const webhook = await newWebhook();
    const venue = await createVenue(authorId);
    await fanOutChanges();
    await db.venue.update({ where: { id: venue.id }, data: { name: 'Renamed' } });
    await fanOutChanges();
    await db.venue.update({ where: { id: venue.id }, data: { status: 'trash' } });
    await fanOutChanges();
    // Still in the trash: nothing to tell.
    await db.venue.update({ where: { id: venue.id }, data: { name: 'Renamed in the trash' } });
    await fanOutChanges();
    await db.venue.update({ where: { id: venue.id }, data: { status: 'publish' } });
    await fanOutChanges();
    await db.venue.delete({ where: { id: venue.id } });
    await fanOutChanges();
    expect(await told(webhook.id)).toEqual([
      `venue.created ${venue.id}`,
      `venue.updated ${venue.id}`,
      `venue.deleted ${venue.id}`,
      `venue.created ${venue.id}`,
      `venue.deleted ${venue.id}`,
    ]);
    const [created, updated, deleted] = await db.webhookDelivery.findMany({
      where: { webhookId: webhook.id },
      orderBy: { id: 'asc' },
    });
    expect(JSON.parse(created!.body).data).toMatchObject({
      id: venue.id,
      venue: 'Venue',
      url: `${BASE_URL}/venue/v-${venue.id}/`,
    });
    expect(JSON.parse(updated!.body).data).toMatchObject({ id: venue.id, venue: 'Renamed' });
    expect(JSON.parse(deleted!.body)).toEqual({
      type: 'venue.deleted',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      data: { id: venue.id },
    });
  });

  it('tells a write of several rows once, and nothing of an item made and deleted in between', async () => {
    await fanOutChanges();
    const webhook = await newWebhook([
      'event.created',
      'event.updated',
      'tag.created',
      'tag.deleted',
    ]);
    const tag = await createTag('Linked');
    const event = await writeTransaction(async (tx) => {
      const made = await createEvent(authorId, {}, tx);
      await tx.eventTag.create({ data: { eventId: made.id, tagId: tag.id } });
      return made;
    });
    const gone = await createTag('Gone');
    await db.tag.delete({ where: { id: gone.id } });
    await fanOutChanges();
    expect(await told(webhook.id)).toEqual([`tag.created ${tag.id}`, `event.created ${event.id}`]);
    const [, eventDelivery] = await db.webhookDelivery.findMany({
      where: { webhookId: webhook.id },
      orderBy: { id: 'asc' },
    });
    expect(JSON.parse(eventDelivery!.body).data.tags).toEqual([
      expect.objectContaining({ id: tag.id, name: 'Linked' }),
    ]);
  });

  it('an item that cannot be rendered is left out and logged; the others are told', async () => {
    await fanOutChanges();
    const webhook = await newWebhook(['tag.created', 'tag.updated']);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await createTag('Broken');
    const fine = await createTag('Fine');
    await fanOutChanges({
      renderer: renderingWith((kind, id) => {
        if (id === broken.id) throw new Error('cannot render');
        return undefined;
      }),
    });
    expect(await told(webhook.id)).toEqual([`tag.created ${fine.id}`]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`tag ${broken.id} could not be rendered`),
      expect.any(Error),
    );
    // Never told it exists: its next change is its creation.
    await db.tag.update({ where: { id: broken.id }, data: { name: 'Mended' } });
    await fanOutChanges();
    expect(await told(webhook.id)).toEqual([`tag.created ${fine.id}`, `tag.created ${broken.id}`]);
  });

  it('an item gone by the time it is rendered is told as deleted, once', async () => {
    await fanOutChanges();
    const webhook = await newWebhook(['tag.created', 'tag.updated', 'tag.deleted']);
    const tag = await createTag('Vanishing');
    await fanOutChanges();
    await db.tag.update({ where: { id: tag.id }, data: { name: 'Renamed' } });
    // Deleted between the existence check and the rendering.
    await fanOutChanges({
      renderer: renderingWith((kind, id) => (id === tag.id ? null : undefined)),
    });
    await db.tag.delete({ where: { id: tag.id } });
    await fanOutChanges();
    expect(await told(webhook.id)).toEqual([`tag.created ${tag.id}`, `tag.deleted ${tag.id}`]);
    const [, deleted] = await db.webhookDelivery.findMany({
      where: { webhookId: webhook.id },
      orderBy: { id: 'asc' },
    });
    expect(JSON.parse(deleted!.body).data).toEqual({ id: tag.id });
  });

  it('an endpoint deleted during a round is left out; the round still tells the others', async () => {
    await fanOutChanges();
    const staying = await newWebhook(['tag.created']);
    const leaving = await newWebhook(['tag.created']);
    const tag = await createTag('Told once');
    await fanOutChanges({
      // Deleted after the round read its endpoints, before it writes their deliveries.
      renderer: async (baseUrl) => {
        const real = await itemRenderer(baseUrl);
        return async (kind, id) => {
          await db.webhook.deleteMany({ where: { id: leaving.id } });
          return real(kind, id);
        };
      },
    });
    expect(await db.webhook.count({ where: { id: leaving.id } })).toBe(0);
    expect(await told(staying.id)).toEqual([`tag.created ${tag.id}`]);
  });

  it('renders outside the transaction: a render slower than a transaction may last still fans out', async () => {
    await fanOutChanges();
    const webhook = await newWebhook(['tag.created']);
    const tag = await createTag('Slow');
    const slowly = async (baseUrl: string): Promise<ItemRenderer> => {
      const real = await itemRenderer(baseUrl);
      return async (kind, id) => {
        // Prisma's interactive transactions end after 5 s.
        await new Promise((resolve) => setTimeout(resolve, 5_500));
        return real(kind, id);
      };
    };
    await fanOutChanges({ renderer: slowly });
    expect(await told(webhook.id)).toEqual([`tag.created ${tag.id}`]);
  });

  it('keeps up with the change log while no endpoint is on', async () => {
    await db.webhook.updateMany({ data: { enabled: false } });
    const venue = await createVenue(authorId, { name: 'Unwatched' });
    await fanOutChanges();
    const cursor = await db.dataStamp.findUniqueOrThrow({ where: { name: 'webhooks_cursor' } });
    const head = await db.change.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(Number(cursor.stamp)).toBe(head.id);
    // Still tracked: its next change is an update.
    expect(
      await db.webhookItem.findUnique({
        where: { kind_itemId: { kind: 'venue', itemId: venue.id } },
      }),
    ).not.toBeNull();
  });

  it('catches up a backlog of thousands of changes while letting other work run between batches', async () => {
    await db.webhook.updateMany({ data: { enabled: false } });
    const venues = await Promise.all(
      [1, 2, 3].map((n) => createVenue(authorId, { name: `Backlog ${n}` })),
    );
    // A bulk load's backlog: thousands of changes, most of items since gone.
    const at = '2026-01-01 00:00:00';
    const gone = Array.from({ length: 3000 }, (_, n) => ({ kind: 'event', itemId: 9e8 + n, at }));
    await db.change.createMany({ data: gone });
    await db.change.createMany({
      data: venues.map(({ id }) => ({ kind: 'venue', itemId: id, at })),
    });
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    try {
      await fanOutChanges();
    } finally {
      clearInterval(ticking);
    }
    const cursor = await db.dataStamp.findUniqueOrThrow({ where: { name: 'webhooks_cursor' } });
    const head = await db.change.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(Number(cursor.stamp)).toBe(head.id);
    // The event loop turned between the batches (a timer ran), not once at the end.
    expect(turns).toBeGreaterThan(1);
    const tracked = await db.webhookItem.findMany({
      where: { kind: 'venue', itemId: { in: venues.map(({ id }) => id) } },
    });
    expect(tracked).toHaveLength(3);
    expect(await db.webhookItem.count({ where: { kind: 'event', itemId: { gte: 9e8 } } })).toBe(0);
  });

  it('tells an endpoint only of the changes made after it was registered', async () => {
    await fanOutChanges();
    const before = await createTag('Before');
    // Not fanned out yet (a dispatcher lagging) when the endpoint is registered.
    const { id } = await createWebhook(
      { url: 'http://93.184.215.14/hook', events: ['tag.created'], description: '' },
      BASE_URL,
    );
    const after = await createTag('After');
    await fanOutChanges();
    expect(await told(id)).toEqual([`tag.created ${after.id}`]);
    expect(before.id).not.toBe(after.id);
  });

  it('tells an endpoint of the changes committed after its registration answered, never of those before', async () => {
    await fanOutChanges();
    // A write in progress while the endpoint is registered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    let committedAt = 0;
    const write = writeTransaction(async (tx) => {
      const id = await allocateTermId(tx, 'tag');
      const tag = await tx.tag.create({ data: { id, name: 'During', slug: `t-${id}` } });
      started();
      await held;
      return tag;
    }).then((tag) => {
      committedAt = performance.now();
      return tag;
    });
    await writing;
    let answeredAt = 0;
    const registration = createWebhook(
      { url: 'http://93.184.215.14/hook', events: ['tag.created'], description: '' },
      BASE_URL,
    ).then((webhook) => {
      answeredAt = performance.now();
      return webhook;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const during = await write;
    const { id } = await registration;
    const after = await createTag('After registering');
    await fanOutChanges();
    // The registration waited for the write: committed before the answer, it is not told.
    expect(answeredAt).toBeGreaterThan(committedAt);
    expect(await told(id)).toEqual([`tag.created ${after.id}`]);
    expect(during.id).not.toBe(after.id);
  });

  it('two nodes fanning out at once make one delivery per change', async () => {
    await fanOutChanges();
    const webhook = await newWebhook(['tag.created']);
    const tags = [];
    for (let index = 0; index < 120; index++) tags.push(await createTag(`Concurrent ${index}`));
    await Promise.all([fanOutChanges(), fanOutChanges(), fanOutChanges()]);
    await fanOutChanges();
    expect((await told(webhook.id)).sort()).toEqual(
      tags.map((tag) => `tag.created ${tag.id}`).sort(),
    );
  });
});

describe('delivery', () => {
  it('two nodes sending at once send each delivery once', async () => {
    await fanOutChanges();
    await settleOthers();
    const webhook = await newWebhook(['tag.created']);
    for (let index = 0; index < 30; index++) await createTag(`Sent once ${index}`);
    await fanOutChanges();
    const { sent, send } = receiver(200, 20);
    // Two dispatchers, as two nodes would run them, racing for the same rows.
    await Promise.all([deliverAll({ send }), deliverAll({ send })]);
    const rows = await db.webhookDelivery.findMany({ where: { webhookId: webhook.id } });
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect([...sent.values()]).toEqual(Array(30).fill(1));
    expect(new Set(sent.keys())).toEqual(new Set(rows.map((row) => row.messageId)));
  });

  it('a delivery a stopped node held is sent once its lease ends; one not due waits', async () => {
    await settleOthers();
    const webhook = await newWebhook(['tag.created']);
    const future = new Date(Date.now() + 60_000);
    const base = { webhookId: webhook.id, type: 'tag.created', body: '{}' };
    const held = await db.webhookDelivery.create({
      data: { ...base, messageId: 'msg_held', nextAttemptAt: new Date(), leaseUntil: future },
    });
    await db.webhookDelivery.create({
      data: { ...base, messageId: 'msg_later', nextAttemptAt: future },
    });
    const { sent, send } = receiver();
    await deliverAll({ send });
    expect(sent.size).toBe(0);
    // The node that held it is gone: after its lease, any node takes it over.
    await db.webhookDelivery.update({
      where: { id: held.id },
      data: { leaseUntil: new Date(Date.now() - 1) },
    });
    await deliverAll({ send });
    expect([...sent.keys()]).toEqual(['msg_held']);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({
      status: 'delivered',
      leaseUntil: null,
    });
  });

  it('a node whose clock is ahead does not take a delivery another node holds', async () => {
    await settleOthers();
    const webhook = await newWebhook(['tag.created']);
    await db.webhookDelivery.create({
      data: {
        webhookId: webhook.id,
        type: 'tag.created',
        body: '{}',
        messageId: 'msg_skewed',
        nextAttemptAt: new Date(),
        leaseUntil: new Date(Date.now() + 60_000),
      },
    });
    const { sent, send } = receiver();
    // This node's clock runs an hour ahead: by it the lease ran out long ago.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    try {
      await deliverAll({ send });
    } finally {
      vi.useRealTimers();
    }
    expect(sent.size).toBe(0);
  });

  it('a node whose clock is ahead schedules retries and gives up by the database clock', async () => {
    await settleOthers();
    const webhook = await newWebhook(['tag.created']);
    const base = { webhookId: webhook.id, type: 'tag.created', body: '{}' };
    const retried = await db.webhookDelivery.create({
      data: { ...base, messageId: 'msg_skewed_retry', nextAttemptAt: new Date() },
    });
    const failing = receiver(500);
    // Retries a minute apart, given up half an hour after the delivery was made.
    const skewed = config({
      CALENDAR_WEBHOOK_RETRY_BASE_MS: 60_000,
      CALENDAR_WEBHOOK_RETRY_FOR_MS: 1_800_000,
    });
    const realNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: realNow + 3_600_000 });
    try {
      await deliverAll({ send: failing.send, config: skewed });
      // Not given up after 1 minute of real time, though the node's clock says an hour.
      const row = await db.webhookDelivery.findUniqueOrThrow({ where: { id: retried.id } });
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      // Due a minute from the database's now, not from the node's.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(realNow + 55_000);
      expect(row.nextAttemptAt.getTime()).toBeLessThan(realNow + 600_000);
      // Not due yet by the database: the fast node does not send it early.
      await deliverAll({ send: failing.send, config: skewed });
    } finally {
      vi.useRealTimers();
    }
    expect(failing.sent.get('msg_skewed_retry')).toBe(1);

    // Made 31 minutes ago by the database: the next failure gives up.
    await db.webhookDelivery.update({
      where: { id: retried.id },
      data: { nextAttemptAt: new Date(), createdAt: new Date(Date.now() - 1_860_000) },
    });
    await deliverAll({ send: failing.send, config: skewed });
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: retried.id } })).toMatchObject(
      {
        status: 'failed',
        attempts: 2,
      },
    );
  });

  it('retries a failure later, gives up after the retry period, and disables an endpoint failing for long', async () => {
    await settleOthers();
    const webhook = await newWebhook(['tag.created']);
    const base = {
      webhookId: webhook.id,
      type: 'tag.created',
      body: '{}',
      nextAttemptAt: new Date(),
    };
    const first = await db.webhookDelivery.create({ data: { ...base, messageId: 'msg_retried' } });
    const failing = receiver(500);
    const retrying = config({ CALENDAR_WEBHOOK_RETRY_BASE_MS: 60_000 });
    await deliverAll({ send: failing.send, config: retrying });
    const retried = await db.webhookDelivery.findUniqueOrThrow({ where: { id: first.id } });
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(
      (await db.webhook.findUniqueOrThrow({ where: { id: webhook.id } })).failingSince,
    ).not.toBeNull();

    // Past the retry period and the disabling period: given up, and the endpoint off.
    await db.webhookDelivery.update({
      where: { id: first.id },
      data: { nextAttemptAt: new Date() },
    });
    const expiring = config({
      CALENDAR_WEBHOOK_RETRY_FOR_MS: 0,
      CALENDAR_WEBHOOK_DISABLE_AFTER_MS: 0,
    });
    await deliverAll({ send: failing.send, config: expiring });
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
    const disabled = await db.webhook.findUniqueOrThrow({ where: { id: webhook.id } });
    expect(disabled).toMatchObject({
      enabled: false,
      disabledReason: expect.stringMatching(/^Every delivery attempt failed from /),
    });

    // Disabled: nothing is sent to it.
    await db.webhookDelivery.create({ data: { ...base, messageId: 'msg_while_disabled' } });
    const answering = receiver();
    await deliverAll({ send: answering.send });
    expect(answering.sent.size).toBe(0);
  });

  it('an endpoint that never answers does not hold back the others', async () => {
    await settleOthers();
    const hanging = await listen(() => {});
    const answering = await listen((request, response) => {
      request.resume();
      response.end();
    });
    try {
      const slow = await newWebhook(['tag.created'], hanging.url);
      const fast = await newWebhook(['tag.created'], answering.url);
      const base = { type: 'tag.created', body: '{}', nextAttemptAt: new Date() };
      // The slow endpoint's backlog comes first in the queue.
      for (let index = 0; index < 25; index++)
        await db.webhookDelivery.create({
          data: { ...base, webhookId: slow.id, messageId: `msg_slow_${index}` },
        });
      for (let index = 0; index < 5; index++)
        await db.webhookDelivery.create({
          data: { ...base, webhookId: fast.id, messageId: `msg_fast_${index}` },
        });
      const timeoutMs = 4_000;
      const sending = deliverDue({
        send: sendToLoopback,
        config: config({ CALENDAR_WEBHOOK_TIMEOUT_MS: timeoutMs }),
      });
      const fastDelivered = () =>
        db.webhookDelivery
          .count({ where: { webhookId: fast.id, status: 'delivered' } })
          .then((count) => count === 5);
      expect(await eventually(fastDelivered, timeoutMs / 2)).toBe(true);
      // The slow endpoint holds only its share of the slots meanwhile.
      hanging.close();
      await sending;
      const slowRows = await db.webhookDelivery.findMany({ where: { webhookId: slow.id } });
      expect(slowRows.every((row) => row.status === 'pending' && row.lastStatusCode === null)).toBe(
        true,
      );
    } finally {
      hanging.close();
      answering.close();
    }
  });

  it('keeps in flight no more than the configured slots, per endpoint and in all', async () => {
    await settleOthers();
    const first = await newWebhook(['tag.created']);
    const second = await newWebhook(['tag.created']);
    const base = { type: 'tag.created', body: '{}', nextAttemptAt: new Date() };
    for (const webhook of [first, second])
      for (let index = 0; index < 6; index++)
        await db.webhookDelivery.create({
          data: { ...base, webhookId: webhook.id, messageId: `msg_slots_${webhook.id}_${index}` },
        });
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    const count = (key: string, by: number) => {
      inFlight.set(key, (inFlight.get(key) ?? 0) + by);
      most.set(key, Math.max(most.get(key) ?? 0, inFlight.get(key)!));
    };
    const send = async (message: Message): Promise<Attempt> => {
      const endpoint = message.messageId.split('_')[2]!;
      count(endpoint, 1);
      count('all', 1);
      await new Promise((resolve) => setTimeout(resolve, 30));
      count(endpoint, -1);
      count('all', -1);
      return { statusCode: 200, error: null };
    };
    await deliverAll({
      send,
      config: config({
        CALENDAR_WEBHOOK_SENDING_SLOTS: 3,
        CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: 2,
      }),
    });
    expect(
      await db.webhookDelivery.count({
        where: { webhookId: { in: [first.id, second.id] }, status: 'delivered' },
      }),
    ).toBe(12);
    expect(most.get('all')).toBe(3);
    expect(most.get(String(first.id))).toBe(2);
    expect(most.get(String(second.id))).toBe(2);
  });

  it('a stopping sender starts nothing more and records the attempts in flight before it resolves', async () => {
    const webhook = await endpointWithDue(6, 'msg_stop');
    const { sent, send } = receiver(200, 100);
    const sender = deliverySender({
      send,
      config: config({ CALENDAR_WEBHOOK_SENDING_SLOTS: 2 }),
    });
    await sender.fill();
    await sender.stop();
    // Freed slots took nothing more, and each attempt made is recorded with its lease ended.
    const rows = await db.webhookDelivery.findMany({ where: { webhookId: webhook.id } });
    expect(sent.size).toBe(2);
    expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'pending' && row.attempts === 0)).toHaveLength(4);
    expect(rows.every((row) => row.leaseUntil === null)).toBe(true);
    await sender.fill();
    expect(sender.attempted).toBe(2);
  });

  it('a stop while a fill looks for due deliveries claims none of them', async () => {
    const webhook = await endpointWithDue(4, 'msg_stop_fill');
    const { sent, send } = receiver(200);
    const sender = deliverySender({ send, config: config({ CALENDAR_WEBHOOK_SENDING_SLOTS: 2 }) });
    const filling = sender.fill();
    await sender.stop();
    await filling;
    expect(sent.size).toBe(0);
    const rows = await db.webhookDelivery.findMany({ where: { webhookId: webhook.id } });
    expect(rows.every((row) => row.status === 'pending' && row.leaseUntil === null)).toBe(true);
  });

  it('reads the slot limits and the timeout from the environment', () => {
    expect(readWebhookConfig({})).toMatchObject({
      CALENDAR_WEBHOOK_SENDING_SLOTS: 16,
      CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: 4,
    });
    expect(
      readWebhookConfig({
        CALENDAR_WEBHOOK_SENDING_SLOTS: '32',
        CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: '1',
      }),
    ).toMatchObject({ CALENDAR_WEBHOOK_SENDING_SLOTS: 32, CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: 1 });
    expect(() => readWebhookConfig({ CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT: '0' })).toThrow(
      /CALENDAR_WEBHOOK_SLOTS_PER_ENDPOINT/,
    );
    // A stopping node waits for its attempts within its 25 s grace.
    expect(readWebhookConfig({ CALENDAR_WEBHOOK_TIMEOUT_MS: '20000' })).toMatchObject({
      CALENDAR_WEBHOOK_TIMEOUT_MS: 20_000,
    });
    expect(() => readWebhookConfig({ CALENDAR_WEBHOOK_TIMEOUT_MS: '25000' })).toThrow(
      /CALENDAR_WEBHOOK_TIMEOUT_MS/,
    );
  });

  it('a deleted endpoint takes its pending deliveries with it', async () => {
    await settleOthers();
    const webhook = await newWebhook(['tag.created']);
    await db.webhookDelivery.create({
      data: {
        webhookId: webhook.id,
        messageId: 'msg_of_deleted',
        type: 'tag.created',
        body: '{}',
        nextAttemptAt: new Date(),
      },
    });
    await deleteWebhook(webhook.id);
    expect(await db.webhookDelivery.count({ where: { messageId: 'msg_of_deleted' } })).toBe(0);
  });

  it('waits twice as long after each failure, up to the longest wait', () => {
    const timings = config({
      CALENDAR_WEBHOOK_RETRY_BASE_MS: 1000,
      CALENDAR_WEBHOOK_RETRY_MAX_MS: 5000,
    });
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, timings))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });
});

describe('registering', () => {
  it('refuses an endpoint on a private address unless private fetches are allowed', async () => {
    const setting = env.CALENDAR_ALLOW_PRIVATE_FETCH;
    try {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = 'off';
      const input = {
        url: 'http://127.0.0.1:9/hook',
        events: ['tag.created' as const],
        description: '',
      };
      const refusal = await createWebhook(input, BASE_URL).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({
        status: 400,
        code: 'rest_invalid_param',
        data: { details: { url: { code: 'webhook_url_not_public' } } },
      });
      env.CALENDAR_ALLOW_PRIVATE_FETCH = 'on';
      expect(await createWebhook(input, BASE_URL)).toMatchObject({ url: input.url, enabled: true });
    } finally {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = setting;
    }
  });
});
