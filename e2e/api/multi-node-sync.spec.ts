// The change feed (docs/sync.md) and webhooks (docs/webhooks.md) on a site
// served by two app nodes over one database, as a scaled-out deployment runs:
// writes through either node are all on the feed, each change is delivered
// once (not once per node), and a retry waiting when every node stops is made
// by the next node to start.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { startServerProcess } from '../fixtures/server-process';
import { bearer } from '../fixtures/site-events';
import { startReceiver, verify, type Receiver } from '../fixtures/webhook-receiver';

const API = '/calendar/events/v1';
const WEBHOOKS = '/api/webhooks';

// One site for the file; the last test stops and restarts its nodes. Its
// nodes inherit the runner's environment (scripts/test.mjs): a webhook poll of
// 200 ms, a first retry after 300 ms, and receivers on 127.0.0.1 allowed.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let site: IsolatedSite;
let admin: Record<string, string>;
const receivers: Receiver[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startIsolatedSite(2);
  const email = `${unique('sync-admin')}@example.org`;
  site.cli('users:create', '--email', email, '--role', 'administrator');
  admin = bearer(site.cli('tokens:create', '--email', email).lastLine);
});

test.afterAll(async () => {
  await site?.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

const nodeUrl = (index: number, path: string) =>
  `${site.nodes[index % site.nodes.length]!.baseUrl}${path}`;

const eventData = (title: string) => ({
  title,
  status: 'publish',
  start_date: '2031-05-01 10:00:00',
  end_date: '2031-05-01 12:00:00',
});

/** Creates a published event through node `node`; answers its id. */
async function createEvent(request: APIRequestContext, node: number, title: string) {
  const response = await request.post(nodeUrl(node, `${API}/events`), {
    headers: admin,
    data: eventData(title),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function newReceiver() {
  const receiver = await startReceiver();
  receivers.push(receiver);
  return receiver;
}

async function register(request: APIRequestContext, node: number, url: string) {
  const response = await request.post(nodeUrl(node, WEBHOOKS), {
    headers: admin,
    data: { url, events: ['event.created'], description: unique('Two nodes') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; secret: string };
}

interface Delivery {
  id: number;
  message_id: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
}

async function deliveries(request: APIRequestContext, node: number, webhook: number) {
  const response = await request.get(nodeUrl(node, `${WEBHOOKS}/${webhook}/deliveries`), {
    headers: admin,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Delivery[];
}

test('the change feed misses no write made concurrently through two nodes', async ({ request }) => {
  const start = await request.get(nodeUrl(0, `${API}/changes`), { headers: admin });
  expect(start.status()).toBe(200);
  let cursor = ((await start.json()) as { next_cursor: string }).next_cursor;

  // Four writers, two per node, each creating ten events and renaming every other one.
  const writer = async (index: number) => {
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const node = index % 2;
      const id = await createEvent(request, node, unique(`Feed ${index}-${n}`));
      ids.push(id);
      if (n % 2 === 1) {
        const renamed = await request.post(nodeUrl(node + 1, `${API}/events/${id}`), {
          headers: admin,
          data: { title: unique(`Renamed ${index}-${n}`) },
        });
        expect(renamed.status(), await renamed.text()).toBe(200);
      }
    }
    return ids;
  };
  const created = (await Promise.all([0, 1, 2, 3].map(writer))).flat();
  expect(new Set(created).size).toBe(40);

  // Follow the feed in small pages, alternately from each node, until it stops moving.
  const seen = new Map<number, string>();
  for (let page = 0; ; page += 1) {
    const response = await request.get(
      nodeUrl(page, `${API}/changes?since=${encodeURIComponent(cursor)}&per_page=7`),
      { headers: admin },
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      changes: { kind: string; id: number; change: string }[];
      next_cursor: string;
    };
    // Within one answer an item is told once, at its last change.
    const ofPage = body.changes.map((change) => `${change.kind} ${change.id}`);
    expect(new Set(ofPage).size, ofPage.join(', ')).toBe(ofPage.length);
    for (const change of body.changes) {
      expect(change.kind).toBe('event');
      seen.set(change.id, change.change);
    }
    if (body.next_cursor === cursor) break;
    cursor = body.next_cursor;
    expect(page, 'the feed keeps moving').toBeLessThan(100);
  }
  // The site is this file's own: the feed holds exactly these events, each as it is now.
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
  expect([...seen.values()].every((change) => change === 'upsert')).toBe(true);
});

test('with two nodes, each change is delivered once, signed', async ({ request }) => {
  const receiver = await newReceiver();
  const endpoint = await register(request, 0, receiver.url);
  const ids = await Promise.all(
    Array.from({ length: 20 }, (_, n) => createEvent(request, n, unique(`Hooked ${n}`))),
  );

  const ofOurs = () => receiver.received.filter(({ json }) => ids.includes(json.data.id));
  await expect.poll(() => ofOurs().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
  // A moment more, for a second node's duplicate to show if there were one.
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const messages = receiver.received;
  expect(messages.map(({ json }) => json.type)).toEqual(Array(20).fill('event.created'));
  expect(messages.map(({ json }) => json.data.id).sort((a, b) => a - b)).toEqual(
    [...ids].sort((a, b) => a - b),
  );
  expect(new Set(messages.map(({ headers }) => headers['webhook-id'])).size).toBe(20);
  for (const message of messages) expect(() => verify(endpoint.secret, message)).not.toThrow();

  const listed = await deliveries(request, 1, endpoint.id);
  expect(listed).toHaveLength(20);
  expect(listed.every(({ status, attempts }) => status === 'delivered' && attempts === 1)).toBe(
    true,
  );
  // Not told of the next test's events.
  const removed = await request.delete(nodeUrl(1, `${WEBHOOKS}/${endpoint.id}`), {
    headers: admin,
  });
  expect(removed.status()).toBe(204);
});

test('a retry waiting while every node stops is made by the next node to start', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await newReceiver();
  receiver.fallback = 500;
  const endpoint = await register(request, 1, receiver.url);
  const id = await createEvent(request, 0, unique('Retried'));

  await expect
    .poll(async () => (await deliveries(request, 0, endpoint.id))[0] ?? null, { timeout: 20_000 })
    .toMatchObject({ status: 'pending', last_status_code: 500 });
  await Promise.all(site.nodes.map((node) => node.stop()));
  receiver.fallback = 204;
  const failures = receiver.received.length;
  expect(failures).toBeGreaterThanOrEqual(1);
  expect(receiver.received.every(({ status }) => status === 500)).toBe(true);

  site.nodes[0] = await startServerProcess(site.databaseUrl);
  site.nodes.length = 1;
  await expect
    .poll(() => receiver.received.filter(({ status }) => status === 204).length, {
      timeout: 30_000,
    })
    .toBe(1);

  // Every attempt was the same message, about the same event, and each is signed.
  const ids = new Set(receiver.received.map(({ headers }) => headers['webhook-id']));
  expect(ids.size).toBe(1);
  for (const message of receiver.received) {
    expect(message.json).toMatchObject({ type: 'event.created', data: { id } });
    expect(() => verify(endpoint.secret, message)).not.toThrow();
  }
  const [delivered] = await deliveries(request, 0, endpoint.id);
  expect(delivered).toMatchObject({
    message_id: [...ids][0],
    status: 'delivered',
    last_status_code: 204,
  });
  expect(delivered!.attempts).toBeGreaterThanOrEqual(2);
  expect(delivered!.attempts).toBe(receiver.received.length);
});
