import { once } from 'node:events';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { startServerProcess } from '../fixtures/server-process';
import { IMPORTS, type ImportJob } from '../fixtures/import-jobs';
import { bearer, editorToken, readEvent } from '../fixtures/site-events';
import { startReceiver } from '../fixtures/webhook-receiver';

// A node told to stop (SIGTERM: a deploy, a scale-in) answers the requests it
// has already received, stores what they write, accepts nothing new, hands
// back the background work it holds, and exits cleanly. Its own site, as the
// test stops its server.
let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(1);
});
test.afterAll(async () => {
  await site?.close();
});
// A test that stopped the node leaves it stopped: the next one starts it again.
test.beforeEach(async () => {
  const node = site.nodes[0]!;
  if (node.child.exitCode !== null || node.child.signalCode !== null)
    site.nodes[0] = await startServerProcess(site.databaseUrl);
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: { id?: number; title?: string };
}

/**
 * Starts a POST whose body arrives in two halves: the server has the request
 * in hand but cannot answer until `finish` sends the rest.
 */
function slowPost(url: string, token: string, data: object) {
  const body = Buffer.from(JSON.stringify(data));
  const half = Math.floor(body.length / 2);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      ...bearer(token),
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(text),
        }),
      );
    });
  });
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

/** Whether the server still accepts new connections. */
async function accepting(baseUrl: string) {
  try {
    await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

test('SIGTERM finishes the write in flight, refuses new connections and exits 0', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const token = editorToken(site.cli, `${unique('drain')}@example.org`);
  const server = site.nodes[0]!;
  const title = unique('in-flight at SIGTERM');
  const post = slowPost(`${server.baseUrl}/calendar/events/v1/events`, token, {
    title,
    status: 'publish',
    start_date: '2031-04-01 10:00:00',
    end_date: '2031-04-01 12:00:00',
  });
  // Let the request line, headers and half the body reach the server.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await expect.poll(() => accepting(server.baseUrl), { timeout: 10_000 }).toBe(false);
  expect(server.child.exitCode).toBeNull(); // still running: it has a request to answer

  post.finish();
  const answer = await post.answer;
  expect(answer.status).toBe(201);
  expect(answer.body.title).toBe(title);
  expect(answer.connection).toBe('close');
  const [code, signal] = await exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });

  site.nodes[0] = await startServerProcess(site.databaseUrl);
  const stored = await readEvent(request, site.nodes[0].baseUrl, token, answer.body.id!);
  expect(stored?.title).toBe(title);
});

test('SIGTERM after a 413 to a streamed upload exits 0 at once, having said what it did', async () => {
  test.setTimeout(60_000);
  const server = site.nodes[0]!;
  const bytes = new TextEncoder().encode(`{"name":"x","description":"${'x'.repeat(2 ** 21)}"}`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
        controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
      controller.close();
    },
  });
  const refused = await fetch(`${server.baseUrl}/calendar/events/v1/tags`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(refused.status).toBe(413);

  const stopped = Date.now();
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const [code, signal] = await exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(Date.now() - stopped).toBeLessThan(10_000);
  // Its last words (scripts/serve.mjs), after the rate-limit hits are handed over.
  expect(server.output()).toMatch(/front door: \d+ replayed, \d+ verified, \d+ differed/);
});

/** Stops node 0 with SIGTERM, expects a clean exit, and starts it again. */
async function restartNode() {
  const server = site.nodes[0]!;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const [code, signal] = await exited;
  expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  site.nodes[0] = await startServerProcess(site.databaseUrl);
  return site.nodes[0];
}

test('SIGTERM during a webhook attempt records its answer, so the next node retries at once', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const email = `${unique('hook-admin')}@example.org`;
  site.cli('users:create', '--email', email, '--role', 'administrator');
  const admin = bearer(site.cli('tokens:create', '--email', email).lastLine);
  const receiver = await startReceiver();
  try {
    receiver.fallback = 503;
    receiver.delayMs = 1_500;
    const baseUrl = site.nodes[0]!.baseUrl;
    const registered = await request.post(`${baseUrl}/api/webhooks`, {
      headers: admin,
      data: { url: receiver.url, events: ['event.created'], description: unique('Shutdown') },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const webhook = (await registered.json()) as { id: number };
    const created = await request.post(`${baseUrl}/calendar/events/v1/events`, {
      headers: admin,
      data: {
        title: unique('Sent at SIGTERM'),
        status: 'publish',
        start_date: '2031-06-01 10:00:00',
        end_date: '2031-06-01 12:00:00',
      },
    });
    expect(created.status()).toBe(201);

    // The first attempt has reached the receiver, which answers 1.5 s later.
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const node = await restartNode();
    receiver.fallback = 204;
    receiver.delayMs = 0;

    // Recorded before the exit: no lease to wait out (it would be 50 s), and both attempts counted.
    await expect
      .poll(
        async () => {
          const listed = await request.get(
            `${node.baseUrl}/api/webhooks/${webhook.id}/deliveries`,
            {
              headers: admin,
            },
          );
          return ((await listed.json()) as { status: string }[])[0]?.status;
        },
        { timeout: 15_000 },
      )
      .toBe('delivered');
    const listed = await request.get(`${node.baseUrl}/api/webhooks/${webhook.id}/deliveries`, {
      headers: admin,
    });
    const [delivery] = (await listed.json()) as { attempts: number; last_status_code: number }[];
    expect(receiver.received.map(({ status }) => status)).toEqual([503, 204]);
    expect(delivery).toMatchObject({ attempts: 2, last_status_code: 204 });
  } finally {
    await receiver.close();
  }
});

test('SIGTERM during an import records what it wrote, and the next node finishes it at once', async ({
  request,
}) => {
  // 1,500 events take about 20 s alone, and three times that beside the other
  // worker's tests on a two-core machine: the test is about what is finished, not how fast.
  test.setTimeout(240_000);
  const headers = bearer(editorToken(site.cli, `${unique('importer')}@example.org`));
  const tag = unique('shutdown').replace(/\W/g, '');
  const events = Array.from({ length: 1_500 }, (_, index) => {
    const day = String((index % 28) + 1).padStart(2, '0');
    return [
      'BEGIN:VEVENT',
      `UID:${tag}-${index}@example.org`,
      `DTSTART:203207${day}T100000Z`,
      `DTEND:203207${day}T110000Z`,
      `SUMMARY:Imported ${index}`,
      'END:VEVENT',
    ].join('\r\n');
  });
  const file = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'];
  const uploaded = await request.post(`${site.nodes[0]!.baseUrl}${IMPORTS}`, {
    headers,
    multipart: {
      file: {
        name: 'calendar.ics',
        mimeType: 'text/calendar',
        buffer: Buffer.from(file.join('\r\n')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const { id } = (await uploaded.json()) as ImportJob;
  const read = async (baseUrl: string) =>
    (await (await request.get(`${baseUrl}${IMPORTS}/${id}`, { headers })).json()) as ImportJob;

  await expect.poll(async () => (await read(site.nodes[0]!.baseUrl)).processed).toBeGreaterThan(0);
  const node = await restartNode();
  const stopped = await read(node.baseUrl);
  expect(stopped.processed).toBeLessThan(stopped.total);

  // Taken up at once (the runner looks every five seconds), not after its one-minute lease.
  await expect
    .poll(async () => (await read(node.baseUrl)).processed, { timeout: 15_000 })
    .toBeGreaterThan(stopped.processed);
  await expect
    .poll(async () => (await read(node.baseUrl)).status, { timeout: 180_000 })
    .toBe('done');
  const done = await read(node.baseUrl);
  // Every event written once and counted once: the items written before the stop were recorded.
  expect(done).toMatchObject({ total: 1_500, processed: 1_500, created: 1_500, unchanged: 0 });
});
