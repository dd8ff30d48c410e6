// The production HTTP server: Next.js's request handler behind a plain Node
// server, so that a request path that does not percent-decode reaches the app
// as a literal one. Next.js answers such paths with a bare 500 before any
// route or proxy runs ("failed to decode param"); made literal (`%zz` →
// `%25zz`) the segment is an ordinary unknown id or slug and gets the API's
// JSON error, or the site's 404 page. API paths are normalised here too
// (lib/api-target.mjs), so that Next.js never redirects one.
import http from 'node:http';
import next from 'next';
import { apiTarget } from './lib/api-target.mjs';
import { decodableTarget } from './lib/decodable-target.mjs';
import { isForwardedProto, isHost, firstValue } from '../lib/http/forwarded.mjs';
import { createFrontDoor } from '../lib/front-door/front-door.mjs';
import { forgetStampsWhenAnswered } from '../lib/request-arrival.mjs';
import { ANSWER_CACHE_VARIABLE, parseAnswerCacheMegabytes } from '../lib/answer-cache-budget.mjs';
import { root } from './lib/schemas.mjs';

// The front door's budget is the answer cache's, read as the app reads it
// (lib/env.ts): a value the app would refuse stops the server before it starts.
const answerCacheBudget = parseAnswerCacheMegabytes(process.env[ANSWER_CACHE_VARIABLE]);
if (answerCacheBudget.error !== undefined) {
  console.error(`Invalid environment:\n  ${ANSWER_CACHE_VARIABLE}: ${answerCacheBudget.error}`);
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

// On SIGTERM (a deploy, a scale-in) the node stops accepting connections and
// finishes the requests it has: a write already received is answered and
// stored, never cut off. A request still running after the grace period is
// abandoned, so a stuck one cannot hold a deploy forever.
const SHUTDOWN_GRACE_MS = 25_000;
let draining = false;
const unanswered = new Set();

/**
 * A keep-alive client would otherwise send its next request to a node that is
 * about to exit: answer this one, then close the connection.
 */
const closeAfterAnswer = (response) => {
  if (!response.headersSent) response.shouldKeepAlive = false;
};

/**
 * Forwarded headers that hold no host or scheme are dropped before Next.js
 * builds the request's URL from them (docs/security.md, "Forwarded headers").
 */
function dropInvalidForwarding(headers) {
  if (headers['x-forwarded-host'] !== undefined && !isHost(firstValue(headers['x-forwarded-host'])))
    delete headers['x-forwarded-host'];
  if (
    headers['x-forwarded-proto'] !== undefined &&
    !isForwardedProto(firstValue(headers['x-forwarded-proto']))
  )
    delete headers['x-forwarded-proto'];
}

// Anonymous reads answered again from what the routes sent, before Next.js
// (lib/front-door/front-door.mjs).
const frontDoor = createFrontDoor({
  mode: process.env.CALENDAR_FRONT_DOOR || 'on',
  maxBytes: answerCacheBudget.megabytes * 2 ** 20,
  onMismatch: (request, found) =>
    console.error(`front door mismatch: ${request.method} ${request.url}\n${found.join('\n')}`),
});

const server = http.createServer((request, response) => {
  if (request.url) request.url = apiTarget(decodableTarget(request.url));
  dropInvalidForwarding(request.headers);
  if (draining) closeAfterAnswer(response);
  unanswered.add(response);
  response.on('close', () => unanswered.delete(response));
  forgetStampsWhenAnswered(request, response);
  const fail = (error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end();
  };
  // The door answers at once or through a promise: a failure either way gets the 500.
  try {
    Promise.resolve(frontDoor(request, response, () => handle(request, response))).catch(fail);
  } catch (error) {
    fail(error);
  }
});
// Node closes an idle keep-alive connection after 5 s, and a client that sends
// on it in that instant gets a reset, not an answer (seen in CI after a pause
// between two requests). Proxies and load balancers keep idle connections for
// 60 s: the server waits longer than they do, so it is never the one that races.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => {
  console.log(`▲ ready on http://localhost:${port}`);
  // Next.js runs instrumentation.ts (each node's webhook dispatcher,
  // docs/webhooks.md) on the first request: make one now, so that retries
  // resume after a restart without waiting for traffic.
  fetch(`http://127.0.0.1:${port}/healthz`).catch((error) => console.error(error));
});

/**
 * The rate-limit hits this node held back from the shared counters (at most a
 * batch per key, README "Rate limits") go to them before it exits. The
 * limiters live on globalThis (lib/route/request-limits.ts), in this
 * process as Next.js runs the routes in it; absent if no request came.
 */
async function handOverRateLimitHits() {
  const limiters = globalThis.calendarRequestLimiters;
  if (limiters) await Promise.all([limiters.reads.syncAll(), limiters.writes.syncAll()]);
}

/**
 * Background work hands back what it holds (lib/background/on-shutdown.ts):
 * webhook attempts in flight are recorded, an import stops after its item.
 */
async function stopBackgroundWork() {
  const shutdown = (globalThis.calendarShutdown ??= { stopping: false, steps: new Map() });
  shutdown.stopping = true;
  const steps = [...shutdown.steps.entries()];
  const results = await Promise.allSettled(steps.map(([, step]) => step()));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      console.error(`${steps[index][0]} did not stop cleanly`, result.reason);
  });
}

function shutDown() {
  if (draining) return;
  draining = true;
  const backgroundStopped = stopBackgroundWork();
  unanswered.forEach(closeAfterAnswer);
  server.close();
  // Done once every request has its answer, not on close()'s callback: after
  // a 413 to a streamed upload that callback never came, and the process
  // ended with an empty event loop before these last steps.
  const finishing = setInterval(async () => {
    // close() drops the idle keep-alive connections it finds now; those whose
    // request finishes later become idle afterwards.
    server.closeIdleConnections();
    if (unanswered.size > 0) return;
    clearInterval(finishing);
    await backgroundStopped;
    await handOverRateLimitHits();
    const { replayed, verified, differed } = frontDoor.counts;
    console.log(`front door: ${replayed} replayed, ${verified} verified, ${differed} differed`);
    process.exit(0);
  }, 100);
  setTimeout(() => {
    console.error(
      `requests or background work still running ${SHUTDOWN_GRACE_MS / 1000} s after SIGTERM: exiting`,
    );
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutDown);
