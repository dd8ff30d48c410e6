import { once } from 'node:events';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { startServerProcess } from '../fixtures/server-process';
import { bearer, editorToken, readEvent } from '../fixtures/site-events';

// A node told to stop (SIGTERM: a deploy, a scale-in) answers the requests it
// has already received, stores what they write, accepts nothing new, and
// exits cleanly. Its own site, as the test stops its server.
let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(1);
});
test.afterAll(async () => {
  await site?.close();
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
