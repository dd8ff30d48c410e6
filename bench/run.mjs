// `npm run bench [-- --events 100000 --seconds 5]`: seeds a large calendar on
// a fresh database (SQLite, or PostgreSQL when DATABASE_URL says so), serves it
// with the production server and reports, per route, latency percentiles and
// throughput at concurrency 1 and 8, errors, and the server's peak memory.
// Results also go to bench/results/*.json (not committed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, ensureBuild } from '../scripts/lib/build.mjs';
import { providerOf, root } from '../scripts/lib/schemas.mjs';
import { dropDatabase, freePort, freshDatabaseUrl, startServer } from '../scripts/lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
  },
});
const eventCount = Number(options.events);
const seconds = Number(options.seconds);
const requested = process.env.DATABASE_URL ?? 'file:./data/calendar.db';
const provider = providerOf(requested);

const routes = [
  { name: 'index', path: '/calendar/events/v1' },
  { name: 'events list (50 per page)', path: '/calendar/events/v1/events' },
  { name: 'events list, page 20', path: '/calendar/events/v1/events?page=20' },
  { name: 'events list in French', path: '/calendar/events/v1/events?translation_language=fr' },
];

function request(agent, url) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: res.statusCode < 400 }),
      );
    });
    req.on('error', () =>
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: false }),
    );
  });
}

async function measure(url, concurrency, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + durationMs;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const result = await request(agent, url);
        latencies.push(result.ms);
        if (!result.ok) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    p50: +at(0.5).toFixed(2),
    p99: +at(0.99).toFixed(2),
    rps: +(latencies.length / ((Date.now() - started) / 1000)).toFixed(1),
  };
}

/** Resident memory of a process and its descendants, in MiB (Linux /proc). */
function treeRssMiB(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), (Number(fields[21]) * 4096) / 2 ** 20);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

ensureBuild();
const databaseUrl = freshDatabaseUrl(requested, 'bench');
const port = await freePort();
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  CALENDAR_DEMO: 'off',
  CALENDAR_TIMEZONE: 'America/New_York',
  CALENDAR_ADMIN_PASSWORD: 'bench-admin-password',
};
const tsx = (args) => {
  const result = spawnSync(bin('tsx'), ['--conditions=react-server', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  return result.stdout.trim().split('\n').pop();
};

let server;
try {
  tsx(['cli/index.ts', 'db:prepare']);
  const seedStarted = Date.now();
  const seeded = JSON.parse(tsx(['bench/seed.ts', String(eventCount)]));
  console.log(
    `Seeded ${JSON.stringify(seeded)} on ${provider} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  server = await startServer({ env, logFile: path.join(root, 'bench/results/server.log') });

  let peakMiB = 0;
  const sampler = setInterval(
    () => (peakMiB = Math.max(peakMiB, treeRssMiB(server.child.pid))),
    100,
  );
  const rows = [];
  for (const route of routes) {
    const url = `${server.baseUrl}${route.path}`;
    await measure(url, 1, 1000); // warm-up: JIT, caches, connection pool
    for (const concurrency of [1, 8]) {
      rows.push({
        route: route.name,
        concurrency,
        ...(await measure(url, concurrency, seconds * 1000)),
      });
    }
  }
  clearInterval(sampler);

  console.log(`\n${provider}, ${eventCount} events, ${seconds} s per row`);
  console.table(rows);
  console.log(`server peak memory (process tree RSS): ${peakMiB.toFixed(0)} MiB`);
  const file = path.join(
    root,
    'bench/results',
    `${provider}-${eventCount}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify(
      { provider, events: eventCount, seconds, rows, peakMiB: Math.round(peakMiB) },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(root, file)}`);
} finally {
  server?.stop();
  await dropDatabase(databaseUrl);
}
