// `npm run load [-- --seconds 60 --concurrency 32 --events 10000]`: mixed
// reads and writes against the production server on a seeded calendar (the
// benchmark's, bench/site.mjs), over loopback. Each client runs the same cycle
// of requests, starting at a different point of it: anonymous reads of lists
// and events, creates, updates of its own events with If-Match, trashing them,
// and reading its own writes back. Afterwards every acknowledged write is read
// back. It prints latency percentiles per kind of request, throughput, errors
// (any unexpected status, a stale read-back, a failed connection) and lost
// writes, and exits non-zero on any error or loss. Results go to
// bench/results/load-<provider>.json.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/lib/schemas.mjs';
import { processTree, quantile, request } from './load.mjs';
import { provider, startBenchSite } from './site.mjs';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '32' },
  },
});
const seconds = Number(options.seconds);
const concurrency = Number(options.concurrency);
const API = '/calendar/events/v1';
const loadavgAtStart = os.loadavg();

/**
 * One client's cycle of 20 requests: 14 reads (2 of them reading its own
 * writes back), 3 creates, 2 updates and 1 trash, so 30% writes, far more
 * than a calendar's readers make. An update or a read-back with no event of
 * its own yet, or a trash that would leave it none, reads a list instead.
 */
// prettier-ignore
const CYCLE = [
  'list', 'create', 'single', 'filtered', 'update', 'list-fr', 'read-own', 'by-slug',
  'venues', 'create', 'list', 'list-page-2', 'trash', 'single', 'read-own', 'filtered',
  'create', 'list', 'update', 'by-slug',
];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function readPaths(sample) {
  return {
    list: `${API}/events?per_page=50`,
    'list-fr': `${API}/events?per_page=50&translation_language=fr`,
    'list-page-2': `${API}/events?per_page=50&page=2`,
    filtered: `${API}/events?per_page=50&categories=${sample.categorySlug}&search=a&start_date=${day(-30)}&end_date=${day(700)}`,
    single: `${API}/events/${sample.eventId}`,
    'by-slug': `${API}/events/by-slug/${sample.eventSlug}`,
    venues: `${API}/venues?per_page=50`,
  };
}

/** A client's events: id → the title and ETag of its last acknowledged write. */
class Client {
  constructor(index, site, agent) {
    this.index = index;
    this.site = site;
    this.agent = agent;
    this.events = new Map();
    this.trashed = new Set();
    this.writes = 0;
    this.json = { 'Content-Type': 'application/json', Authorization: `Bearer ${site.token}` };
  }

  url(path) {
    return `${this.site.server.baseUrl}${path}`;
  }

  /** The event this client wrote longest ago, or undefined: spreads updates over its events. */
  oldest() {
    const [first] = this.events;
    return first;
  }

  async send(kind, target) {
    const result = await request(this.agent, {
      keepBody: true,
      ...target,
      url: this.url(target.path),
    });
    return { kind, ...result };
  }

  async create() {
    const title = `Load ${this.index}-${++this.writes}`;
    const result = await this.send('create', {
      path: `${API}/events`,
      method: 'POST',
      status: 201,
      headers: this.json,
      body: () =>
        JSON.stringify({
          title,
          description: `<p>Written under load by client ${this.index}.</p>`,
          start_date: `${day(20 + (this.writes % 300))} 19:00:00`,
          end_date: `${day(20 + (this.writes % 300))} 21:00:00`,
          venue: this.site.seeded.sample.venueId,
          status: 'publish',
        }),
    });
    if (result.ok) {
      const { id } = JSON.parse(result.text);
      this.events.set(id, { title, etag: result.headers.etag });
    }
    return result;
  }

  async update() {
    const [id, known] = this.oldest();
    const title = `Load ${this.index}-${++this.writes} (updated)`;
    const result = await this.send('update', {
      path: `${API}/events/${id}`,
      method: 'PATCH',
      headers: { ...this.json, ...(known.etag ? { 'If-Match': known.etag } : {}) },
      body: () => JSON.stringify({ title }),
    });
    if (result.ok) {
      // Moves it to the end: the next update takes another event.
      this.events.delete(id);
      this.events.set(id, { title, etag: result.headers.etag });
    }
    return result;
  }

  async trash() {
    const [id] = this.oldest();
    const result = await this.send('trash', {
      path: `${API}/events/${id}`,
      method: 'DELETE',
      headers: this.json,
    });
    if (result.ok) {
      this.events.delete(id);
      this.trashed.add(id);
    }
    return result;
  }

  /** Reads back the event it wrote last: the title must be the one it wrote. */
  async readOwn() {
    const [id, known] = [...this.events].at(-1);
    const result = await this.send('read-own', {
      path: `${API}/events/${id}`,
      headers: { Authorization: this.json.Authorization },
    });
    if (result.ok && JSON.parse(result.text).title !== known.title)
      return { ...result, ok: false, text: `stale read of ${id}: ${result.text.slice(0, 200)}` };
    return result;
  }

  step(kind, paths) {
    const hasEvents = this.events.size > 0;
    if (kind === 'create') return this.create();
    if (kind === 'update' && hasEvents) return this.update();
    if (kind === 'trash' && this.events.size > 1) return this.trash();
    if (kind === 'read-own' && hasEvents) return this.readOwn();
    const path = paths[kind] ?? paths.list;
    return this.send(paths[kind] ? kind : 'list', { path });
  }
}

/** Every acknowledged write, read back: live events with their last title, trashed ones refused as trashed (403). */
async function lostWrites(clients) {
  const lost = [];
  for (const client of clients) {
    for (const [id, { title }] of client.events) {
      const result = await client.send('check', {
        path: `${API}/events/${id}`,
        headers: { Authorization: client.json.Authorization },
      });
      if (!result.ok || JSON.parse(result.text).title !== title)
        lost.push(`${id}: ${result.status} ${result.text.slice(0, 200)}`);
    }
    for (const id of client.trashed) {
      const result = await client.send('check', {
        path: `${API}/events/${id}`,
        headers: { Authorization: client.json.Authorization },
        status: 403,
      });
      if (!result.ok) lost.push(`trashed ${id}: ${result.status} ${result.text.slice(0, 200)}`);
    }
  }
  return lost;
}

function summarise(results, elapsedSeconds) {
  const byKind = new Map();
  for (const result of results) {
    const entry = byKind.get(result.kind) ?? { latencies: [], errors: 0 };
    entry.latencies.push(result.ms);
    if (!result.ok) entry.errors += 1;
    byKind.set(result.kind, entry);
  }
  const row = (latencies, errors) => {
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      errors,
      'p50 ms': quantile(latencies, 0.5),
      'p99 ms': quantile(latencies, 0.99),
      'max ms': quantile(latencies, 1),
      'req/s': +(latencies.length / elapsedSeconds).toFixed(1),
    };
  };
  const kinds = Object.fromEntries(
    [...byKind].sort().map(([kind, { latencies, errors }]) => [kind, row(latencies, errors)]),
  );
  const all = row(
    results.map((result) => result.ms),
    results.filter((result) => !result.ok).length,
  );
  return { kinds, all };
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const site = await startBenchSite({
  events: Number(options.events),
  // One address and one token make all the load: lift both limits (the
  // limiter's bookkeeping still runs on every request).
  limits: ['rate_limit_reads_per_minute', 'rate_limit_writes_per_minute'],
  logName: 'load-server.log',
});
try {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const paths = readPaths(site.seeded.sample);
  const clients = Array.from({ length: concurrency }, (_, index) => new Client(index, site, agent));
  const results = [];
  let peakMiB = 0;
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, processTree(site.server.child.pid).rssMiB);
  }, 250);
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      for (let step = client.index; Date.now() < deadline; step += 1)
        results.push(await client.step(CYCLE[step % CYCLE.length], paths));
    }),
  );
  const elapsedSeconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const lost = await lostWrites(clients);
  agent.destroy();
  const { kinds, all } = summarise(results, elapsedSeconds);
  const acknowledged = results.filter(
    (result) => result.ok && ['create', 'update', 'trash'].includes(result.kind),
  ).length;
  console.log(
    `\n${provider}, ${site.seeded.events} events, concurrency ${concurrency}, ${elapsedSeconds.toFixed(0)} s`,
  );
  console.table({ ...kinds, all });
  for (const failed of results.filter((result) => !result.ok).slice(0, 10))
    console.log(`error: ${failed.kind} ${failed.status} ${failed.text.slice(0, 300)}`);
  for (const missing of lost.slice(0, 10)) console.log(`lost: ${missing}`);
  console.log(
    `${all.requests} requests, ${all.errors} errors, ${acknowledged} acknowledged writes, ${lost.length} lost; p50 ${all['p50 ms']} ms, p99 ${all['p99 ms']} ms, ${all['req/s']} req/s`,
  );
  console.log(
    `server peak RSS ${peakMiB.toFixed(0)} MiB; load average ${loadavgAtStart.join(' ')} at start, ${os.loadavg().join(' ')} at the end`,
  );
  const file = path.join(root, 'bench/results', `load-${provider}.json`);
  const summary = {
    provider,
    date: new Date().toISOString(),
    concurrency,
    seconds,
    kinds,
    all,
    acknowledged,
    lost,
    peakMiB,
    loadavgAtStart,
    loadavg: os.loadavg(),
  };
  fs.writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');
  console.log(`results: ${path.relative(root, file)}`);
  process.exitCode = all.errors || lost.length ? 1 : 0;
} finally {
  await site.close();
}
