// `npm run bench [-- --events 10000 --seconds 4]`: seeds a large calendar on a
// fresh database (a temporary SQLite file, or a throwaway schema when
// DATABASE_URL names PostgreSQL), serves it with the production server as
// `npm test` does, and reports per route the p50/p99 latency and requests per
// second at concurrency 1 and 8, the server's CPU time per request (steadier
// than latency on a shared machine) and its peak memory. The table is
// printed and written to bench/results/<provider>.json (not committed: the
// figures belong to the machine; README records reference runs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bin, ensureBuild } from '../scripts/lib/build.mjs';
import { postgresConnection, providerOf, root } from '../scripts/lib/schemas.mjs';
import { dropDatabase, freePort, freshDatabaseUrl, startServer } from '../scripts/lib/server.mjs';
import { measure, processTree } from './load.mjs';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '4' },
  },
});
const eventCount = Number(options.events);
const seconds = Number(options.seconds);
const requested = process.env.DATABASE_URL ?? 'file:./data/calendar.db';
const provider = providerOf(requested);
const CONCURRENCY = [1, 8];

function routesFor({ sample }) {
  const api = '/calendar/events/v1';
  const startDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'index', path: api },
    { name: 'events list', path: `${api}/events?per_page=50` },
    // The same page in French: translated text where it exists, English elsewhere (§9).
    { name: 'events list, fr', path: `${api}/events?per_page=50&translation_language=fr` },
    {
      name: 'events, categories + start_date',
      path: `${api}/events?per_page=50&categories=${sample.categorySlug}&start_date=${startDate}`,
    },
    { name: 'single event', path: `${api}/events/${sample.eventId}` },
    { name: 'venues list', path: `${api}/venues?per_page=50` },
    { name: 'organizers list', path: `${api}/organizers?per_page=50` },
    { name: 'categories list', path: `${api}/categories?per_page=50` },
  ];
}

/**
 * A bulk load leaves PostgreSQL without planner statistics until autovacuum
 * runs; production tables have them, so the benchmark gathers them at once.
 */
async function gatherStatistics(url) {
  if (providerOf(url) !== 'postgresql') return;
  const { connectionString, schema } = postgresConnection(url);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT tablename FROM pg_tables WHERE schemaname = $1', [
      schema,
    ]);
    for (const { tablename } of rows)
      await client.query(`VACUUM ANALYZE "${schema}"."${tablename}"`);
  } finally {
    await client.end();
  }
}

async function run(server, routes) {
  let peak = { total: 0, largest: 0 };
  const sampler = setInterval(() => {
    const now = processTree(server.child.pid);
    peak = {
      total: Math.max(peak.total, now.rssMiB),
      largest: Math.max(peak.largest, now.largestRssMiB),
    };
  }, 100);
  const rows = [];
  for (const route of routes) {
    const url = `${server.baseUrl}${route.path}`;
    await measure(url, 1, 1000); // warm-up: JIT, caches, connection pool
    const row = { route: route.name, path: route.path };
    for (const concurrency of CONCURRENCY) {
      row[`c${concurrency}`] = await measure(url, concurrency, seconds * 1000, server.child.pid);
    }
    rows.push(row);
  }
  clearInterval(sampler);
  return { rows, peak };
}

function report({ rows, peak }, seeded) {
  console.log(`\n${provider}, ${JSON.stringify(seeded)}, ${seconds} s per measurement`);
  console.table(
    rows.map(({ route, ...byConcurrency }) =>
      Object.fromEntries([
        ['route', route],
        ...CONCURRENCY.flatMap((c) => {
          const m = byConcurrency[`c${c}`];
          return [
            [`c${c} p50 ms`, m.p50],
            [`c${c} p99 ms`, m.p99],
            [`c${c} req/s`, m.rps],
            [`c${c} cpu ms/req`, m.cpuMsPerRequest],
            ...(m.errors ? [[`c${c} errors`, m.errors]] : []),
          ];
        }),
      ]),
    ),
  );
  const p50 = (name) => rows.find((row) => row.route === name)?.c1.p50;
  const frenchRatio = p50('events list, fr') / p50('events list');
  console.log(`events list p50 fr/en: ${frenchRatio.toFixed(2)} (target ≤ 1.3)`);
  console.log(
    `server peak RSS: ${peak.largest.toFixed(0)} MiB (next-server), ${peak.total.toFixed(0)} MiB (process tree)`,
  );
  const file = path.join(root, 'bench/results', `${provider}.json`);
  const machine = { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() };
  const peakMiB = { server: Math.round(peak.largest), tree: Math.round(peak.total) };
  const result = {
    provider,
    date: new Date().toISOString(),
    machine,
    seeded,
    seconds,
    peakMiB,
    frenchRatio,
    rows,
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  console.log(`results: ${path.relative(root, file)}`);
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
  // The load comes from one address, far above a real reader's rate: lift the
  // anonymous read limit so that every request is served, while still paying
  // for its bookkeeping (lib/rate-limit/shared-limiter.ts).
  tsx([
    'cli/index.ts',
    'settings:set',
    '--key',
    'rate_limit_reads_per_minute',
    '--value',
    '1000000000',
  ]);
  const seedStarted = Date.now();
  const seeded = JSON.parse(tsx(['bench/seed.ts', String(eventCount)]));
  await gatherStatistics(databaseUrl);
  console.log(`seeded ${provider} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  server = await startServer({ env, logFile: path.join(root, 'bench/results/server.log') });
  report(await run(server, routesFor(seeded)), seeded);
} finally {
  server?.stop();
  await dropDatabase(databaseUrl);
}
