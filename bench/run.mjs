// `npm run bench [-- --events 10000 --seconds 4]`: seeds a large calendar on a
// fresh database (a temporary SQLite file, or a throwaway schema when
// DATABASE_URL names PostgreSQL), serves it with the production server as
// `npm test` does, and reports per route the p50/p99 latency and requests per
// second at concurrency 1 and 8, the server's CPU time per request (steadier
// than latency on a shared machine) and its peak memory. Beside each read it
// measures two floors serving the same bytes, each from a server of its own:
// a constant Next.js route handler (bench/floor-route.ts, in the benchmark's
// own build only, served by `next start`: startFrameworkFloor, whose peak
// memory is reported beside the app's) and a bare node:http server, with the
// route's p50 as a multiple of each. The
// read and its floors take turns of a quarter second, so that each ratio
// compares figures taken under the same load of the machine.
// `--events 100000` is the large run. The table is
// printed and written to bench/results/<provider>.json (not committed: the
// figures belong to the machine; README records reference runs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin } from '../scripts/lib/build.mjs';
import { root } from '../scripts/lib/schemas.mjs';
import { freePort, startServer } from '../scripts/lib/server.mjs';
import { serverNodeArgs, withMallocEnv } from '../scripts/memory-env.mjs';
import { RARE_TITLE } from './calendar-version.mjs';
import { measureImport } from './import.mjs';
import { measure, measureInTurns, processTree, processTrees } from './load.mjs';
import { measureSeriesWrite } from './series-write.mjs';
import { provider, startBenchSite } from './site.mjs';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '4' },
    // The events of the iCalendar file imported at the end (0: none).
    'import-events': { type: 'string', default: '10000' },
    // Every read asks for an answer built afresh (`Cache-Control: no-cache`):
    // what the routes cost without the answer cache, in the same conditions.
    uncached: { type: 'boolean', default: false },
    // Keeps the seeded database for the next run of the same size, and reuses a kept one.
    keep: { type: 'boolean', default: false },
  },
});
const eventCount = Number(options.events);
const seconds = Number(options.seconds);
const importEvents = Number(options['import-events']);
// Concurrency 1 is always measured, in turns with the floors.
const CONCURRENCY = [1, 8];
// Other work on a shared machine moves latency: the run records how loaded it was.
const loadavgAtStart = os.loadavg();
const variant = [
  provider,
  ...(eventCount === 10_000 ? [] : [String(eventCount)]),
  ...(options.uncached ? ['uncached'] : []),
].join('-');

/** The public list view: every upcoming event, paged (docs/public-pages.md "Views"). */
const LIST_PAGE = '/events/list/';
/** The busy month's events (bench/calendar.ts): "a month view with 2,000 events" (docs/performance.md). */
const BUSY_MONTH_EVENTS = 2000;

/**
 * The public views, each warm (from the answer cache) and cold: the cold row
 * asks for an answer built afresh (`Cache-Control: no-cache`), as `--uncached`
 * asks of every read. Both have floors serving the same bytes.
 */
function publicPages(sample, day) {
  const cold = { 'Cache-Control': 'no-cache' };
  const pages = [
    { name: 'list page', path: LIST_PAGE },
    // This month of the seeded calendar: about 1/24 of its events.
    { name: 'month view', path: `/events/month/${day(0).slice(0, 7)}/` },
    { name: `month view, ${BUSY_MONTH_EVENTS} events`, path: `/events/month/${sample.busyMonth}/` },
  ];
  return pages.flatMap((page) => [
    { ...page, floor: true },
    { ...page, name: `${page.name}, cold`, headers: cold, floor: true },
  ]);
}

/**
 * The measured routes. `floor: true` marks a read whose bytes the two floors
 * also serve; writes come last, since they change what the reads answer.
 */
function routesFor({ sample }, token) {
  const api = '/calendar/events/v1';
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const json = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  let writes = 0;
  return [
    ...publicPages(sample, day),
    { name: 'index', path: api },
    { name: 'events list', path: `${api}/events`, floor: true },
    { name: 'events list, 50', path: `${api}/events?per_page=50`, floor: true },
    // The same page in French: translated text where it exists, English elsewhere (docs/api.md §9),
    // taking turns with the English page, so that their ratio compares the same minutes.
    {
      name: 'events list, 50, fr',
      path: `${api}/events?per_page=50&translation_language=fr`,
      inTurnsWith: `${api}/events?per_page=50`,
    },
    {
      name: 'events, filtered',
      path:
        `${api}/events?per_page=50&categories=${sample.categorySlug}&venue=${sample.venueId}` +
        `&search=a&start_date=${day(-30)}&end_date=${day(700)}`,
      floor: true,
    },
    // A visitor's search for one event by its name (three events at any benchmark size), for
    // a phrase of the generated titles (one title in 3,375: 4 events at 10,000, 312 at a
    // million), and for a word a fifth of the calendar shares, whose exact total
    // (X-WP-Total) grows with the calendar.
    {
      name: "search, an event's name",
      path: `${api}/events?per_page=50&search=${encodeURIComponent(`"${RARE_TITLE}"`)}`,
      floor: true,
    },
    {
      name: 'search, a phrase',
      path: `${api}/events?per_page=50&search=%22Jazz%20Night%20Market%22`,
      floor: true,
    },
    { name: 'search, a common word', path: `${api}/events?per_page=50&search=jazz`, floor: true },
    { name: 'single event', path: `${api}/events/${sample.eventId}`, floor: true },
    { name: 'event by slug', path: `${api}/events/by-slug/${sample.eventSlug}`, floor: true },
    // An occurrence of a recurring series (a fifth of the calendar, docs/recurrence.md).
    { name: 'single occurrence', path: `${api}/events/${sample.occurrenceId}`, floor: true },
    // The public event page and the calendar feed (docs/public-pages.md).
    { name: 'event page', path: `/event/${sample.eventSlug}/`, floor: true },
    { name: 'iCalendar feed', path: '/events/ical/', floor: true },
    { name: 'venues list', path: `${api}/venues?per_page=50`, floor: true },
    { name: 'organizers list', path: `${api}/organizers?per_page=50`, floor: true },
    { name: 'categories list', path: `${api}/categories?per_page=50`, floor: true },
    { name: '304 revalidation', path: `${api}/events?per_page=50`, revalidate: true, floor: true },
    // The same list from a second server with the front door off: what the
    // door saves (docs/performance.md "Front door").
    {
      name: 'events list, 50, front door off',
      path: `${api}/events?per_page=50`,
      doorOff: true,
      floor: true,
    },
    {
      name: 'create event',
      path: `${api}/events`,
      method: 'POST',
      status: 201,
      headers: json,
      body: () =>
        JSON.stringify({
          title: `Bench write ${++writes}`,
          start_date: `${day(10)} 10:00:00`,
          end_date: `${day(10)} 12:00:00`,
          status: 'publish',
        }),
    },
    {
      name: 'update event',
      path: `${api}/events/${sample.eventId}`,
      method: 'PATCH',
      headers: json,
      body: () => JSON.stringify({ title: `Bench update ${++writes}` }),
    },
  ];
}

/**
 * Each cached read with a floor, again as browsers and Node's fetch ask for
 * it (`Accept-Encoding: gzip`): the app's answer compressed, the framework
 * floor compressing per request as Next.js does, the bare floor sending bytes
 * compressed once. Cold reads are left out: they measure the build.
 */
function withGzipTwins(routes) {
  return routes.flatMap((route) =>
    route.floor && !route.method && !route.headers?.['Cache-Control']
      ? [
          route,
          {
            ...route,
            name: `${route.name}, gzip`,
            headers: { ...route.headers, 'Accept-Encoding': 'gzip' },
          },
        ]
      : [route],
  );
}

const PER_SENDING = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/**
 * Prepares each floor route: the bytes the server answers now (its body, and
 * its headers in a `.headers` file beside it) go to a file
 * that the framework floor (bench/floor-route.ts) and the bare node:http floor
 * (bench/floor-server.mjs) serve; a revalidation's floor is an empty answer.
 * A 304 measurement gets the ETag to send.
 */
async function prepareFloors(server, routes, floorDir) {
  for (const [index, route] of routes.entries()) {
    if (!route.floor) continue;
    const response = await fetch(`${server.baseUrl}${route.path}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${route.path}: ${response.status}`);
    route.floorName = `route-${index}`;
    fs.writeFileSync(path.join(floorDir, route.floorName), route.revalidate ? '' : bytes);
    // The floors send the route's headers too: its answer's bytes, apart from
    // the date and the framing (and the encoding, which each floor applies).
    const headers = [...response.headers].filter(([name]) => !PER_SENDING.has(name));
    fs.writeFileSync(path.join(floorDir, `${route.floorName}.headers`), JSON.stringify(headers));
    if (route.revalidate) {
      route.headers = { ...route.headers, 'If-None-Match': response.headers.get('etag') };
      route.status = 304;
    }
  }
}

/**
 * The largest resident memory each of `pids`' process trees reaches while
 * sampled, in MiB (`{ total, largest }`: the tree, its largest process), from
 * one reading of /proc per sample. `sinceMark()` gives each one's largest
 * process's peak since the previous call (a row's own peak), `stop()` ends
 * the sampling and gives the peaks over the whole run.
 */
function samplePeaks(pids) {
  const peaks = pids.map(() => ({ total: 0, largest: 0 }));
  let sinceMark = pids.map(() => 0);
  const sampler = setInterval(() => {
    processTrees(pids).forEach((now, index) => {
      const peak = peaks[index];
      peak.total = Math.max(peak.total, now.rssMiB);
      peak.largest = Math.max(peak.largest, now.largestRssMiB);
      sinceMark[index] = Math.max(sinceMark[index], now.largestRssMiB);
    });
  }, 100);
  return {
    sinceMark() {
      const marked = sinceMark.map(Math.round);
      sinceMark = pids.map(() => 0);
      return marked;
    },
    stop() {
      clearInterval(sampler);
      return peaks;
    },
  };
}

const DOOR_OFF_SETTLE_MS = 6000;

/**
 * The server with the front door off, up only while its rows are measured,
 * so that the other rows' turns do not share the machine with its background
 * rounds and collections. It answered only its start-up check before its rows
 * either way; it settles for as long as its background rounds take to start
 * (lib/imports/runner.ts polls every 5 s), as it did idling before.
 * `peaks` samples its memory.
 */
function serverWhileNeeded(start) {
  let started;
  return {
    async get() {
      if (!started) {
        const server = await start();
        started = { server, peaks: samplePeaks([server.child.pid]) };
        await new Promise((resolve) => setTimeout(resolve, DOOR_OFF_SETTLE_MS));
      }
      return started;
    },
    async stop() {
      if (!started) return;
      started.peaks.stop();
      await started.server.stop();
      started = undefined;
    },
  };
}

async function run(server, doorOffServer, frameworkFloor, bareUrl, routes) {
  // The framework floor's memory at rest: started, idle since the floors were prepared.
  const floorAtRest = Math.round(processTree(frameworkFloor.child.pid).largestRssMiB);
  const peaks = samplePeaks([server.child.pid, frameworkFloor.child.pid]);
  const rows = [];
  for (const [index, route] of routes.entries()) {
    const doorOff = route.doorOff ? await doorOffServer.get() : undefined;
    const answering = doorOff?.server ?? server;
    const target = { ...route, url: `${answering.baseUrl}${route.path}` };
    if (options.uncached && !route.method)
      target.headers = { ...route.headers, 'Cache-Control': 'no-cache' };
    const row = { route: route.name, path: route.path };
    const pid = answering.child.pid;
    const rowPeaks = doorOff?.peaks ?? peaks;
    rowPeaks.sinceMark();
    const startMiB = Math.round(processTree(pid).largestRssMiB);
    // At concurrency 1 the route and its floors take turns (measureInTurns):
    // their ratios compare figures taken under the same load of the machine.
    // Each turn's figures go to the row's field named beside it.
    const turns = [['c1', { target, serverPid: pid }]];
    if (route.inTurnsWith)
      turns.push([
        'inTurnsWith',
        {
          target: { url: `${answering.baseUrl}${route.inTurnsWith}`, headers: target.headers },
          serverPid: pid,
        },
      ]);
    const floor = route.floorName && {
      status: route.status,
      headers: route.headers?.['Accept-Encoding'] ? { 'Accept-Encoding': 'gzip' } : undefined,
      url: `${frameworkFloor.baseUrl}/bench-floor/${route.floorName}`,
    };
    if (floor)
      turns.push(
        ['frameworkFloor', { target: floor, serverPid: frameworkFloor.child.pid }],
        ['bareFloor', { target: { ...floor, url: `${bareUrl}/bench-floor/${route.floorName}` } }],
      );
    const entries = turns.map(([, turn]) => turn);
    await measureInTurns(entries, 1, 1000); // warm-up: JIT, caches, connection pool
    const measuredInTurns = await measureInTurns(entries, 1, seconds * 1000);
    turns.forEach(([field], index) => (row[field] = measuredInTurns[index]));
    for (const concurrency of CONCURRENCY.filter((c) => c > 1)) {
      row[`c${concurrency}`] = await measure(target, concurrency, seconds * 1000, pid);
      // The framework floor gets the route's load at every concurrency too,
      // so that its peak memory answers the same load as the app's server's.
      if (floor)
        row[`frameworkFloorC${concurrency}`] = await measure(
          floor,
          concurrency,
          seconds * 1000,
          frameworkFloor.child.pid,
        );
    }
    // The answering server's RSS as the row began, and its largest while measured.
    row.serverMiB = { start: startMiB, peak: rowPeaks.sinceMark()[0] };
    rows.push(row);
    if (doorOff && !routes.slice(index + 1).some((next) => next.doorOff))
      await doorOffServer.stop();
  }
  const [peak, floorPeak] = peaks.stop();
  return {
    rows,
    peak,
    floorRss: {
      atRest: floorAtRest,
      server: Math.round(floorPeak.largest),
      tree: Math.round(floorPeak.total),
    },
  };
}

/**
 * The framework floor: a second server of the benchmark's build (`next
 * start`: Next.js as shipped, without the app's own server in front) that
 * serves only the floor's requests, so that neither server's figures carry
 * the other's garbage collections, and its memory is the framework's own
 * beside the app's (docs/performance.md "Memory"). `stop()` resolves once it
 * has exited.
 */
async function startFrameworkFloor(env) {
  const port = await freePort();
  // As scripts/start.mjs starts the app's server: the same Node arguments and malloc settings.
  const args = [
    ...serverNodeArgs(env),
    bin('next'),
    'start',
    '--port',
    String(port),
    '--hostname',
    '127.0.0.1',
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: withMallocEnv({ ...env, PORT: String(port), NODE_ENV: 'production' }),
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (hasExited()) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; !(await fetch(`${baseUrl}/bench-floor/none`).catch(() => null)); tries++) {
    if (tries > 240 || hasExited()) {
      await stop();
      throw new Error('the framework floor server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, child, stop };
}

/** How many times the floor a figure is; blank where the route has no floor. */
const ratio = (value, floor) => (floor ? +(value / floor).toFixed(2) : undefined);
const tailOf = (measured) => measured && ratio(measured.p99, measured.p50);

function report({ rows, peak, floorRss }, seeded, seriesWrite, imported) {
  console.log(`\n${variant}, ${JSON.stringify(seeded)}, ${seconds} s per measurement`);
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
            [`c${c} errors`, m.errors],
          ];
        }),
        // The tail beside the framework's own: a constant route handler has
        // one too (README "Where the tail comes from").
        ['c1 p99/p50', tailOf(byConcurrency.c1)],
        ['framework floor p50', byConcurrency.frameworkFloor?.p50],
        ['framework floor p99/p50', tailOf(byConcurrency.frameworkFloor)],
        ['framework floor cpu ms/req', byConcurrency.frameworkFloor?.cpuMsPerRequest],
        ['framework floor c8 req/s', byConcurrency.frameworkFloorC8?.rps],
        ['x framework', ratio(byConcurrency.c1.p50, byConcurrency.frameworkFloor?.p50)],
        ['node:http floor p50', byConcurrency.bareFloor?.p50],
        ['node:http floor p99/p50', tailOf(byConcurrency.bareFloor)],
        ['x node:http', ratio(byConcurrency.c1.p50, byConcurrency.bareFloor?.p50)],
      ]),
    ),
  );
  const french = rows.find((row) => row.route === 'events list, 50, fr');
  const frenchRatio = french.c1.p50 / french.inTurnsWith.p50;
  console.log(`events list p50 fr/en: ${frenchRatio.toFixed(2)} (target ≤ 1.3)`);
  const c8 = (name) => rows.find((row) => row.route === name)?.c8.rps;
  const doorGain = c8('events list, 50') / c8('events list, 50, front door off');
  const doorGainGzip = c8('events list, 50, gzip') / c8('events list, 50, front door off, gzip');
  console.log(
    `events list, 50, c8 req/s front door on/off: ${doorGain.toFixed(2)}, with gzip ${doorGainGzip.toFixed(2)} (target ≥ 3)`,
  );
  // The cached anonymous reads: every row with a bare floor but the cold ones and the door's off switch.
  const cachedRows = rows.filter((row) => row.bareFloor && !/cold|front door off/.test(row.route));
  const cachedRatios = cachedRows.map((row) => row.c1.p50 / row.bareFloor.p50);
  const stampCheck = process.env.CALENDAR_STAMP_CHECK || 'query';
  console.log(
    `cached reads p50 x node:http floor: ${Math.min(...cachedRatios).toFixed(2)}-${Math.max(...cachedRatios).toFixed(2)} (target ≤ 2), CALENDAR_STAMP_CHECK=${stampCheck}`,
  );
  const tailHeld = cachedRows.filter((row) => tailOf(row.c1) <= tailOf(row.bareFloor)).length;
  console.log(
    `cached reads p99/p50 no worse than the node:http floor's: ${tailHeld} of ${cachedRows.length} rows`,
  );
  console.log(
    `server peak RSS: ${peak.largest.toFixed(0)} MiB (next-server), ${peak.total.toFixed(0)} MiB (process tree)`,
  );
  // Where the peak came from: the rows during which the server's memory rose
  // most (it stays up after a row until a full collection).
  const rise = ({ serverMiB }) => serverMiB.peak - serverMiB.start;
  const rising = rows
    .filter((row) => !/front door off/.test(row.route))
    .toSorted((a, b) => rise(b) - rise(a))
    .slice(0, 3);
  console.log(
    `server RSS rose most while measuring: ${rising.map((row) => `${row.route} +${rise(row)} MiB (to ${row.serverMiB.peak})`).join(', ')}`,
  );
  console.log(
    `framework floor RSS: ${floorRss.server} MiB peak (${floorRss.atRest} MiB at rest, ${floorRss.tree} MiB process tree)`,
  );
  const { readsDuring, readsAlone } = seriesWrite;
  console.log(
    `daily series of ${seriesWrite.occurrences}: created in ${seriesWrite.writeMs} ms${seriesWrite.ok ? '' : ' (FAILED)'}; ` +
      `a single-event read meanwhile p50 ${readsDuring.p50} ms, max ${readsDuring.max} ms ` +
      `(${readsDuring.requests} reads; alone p50 ${readsAlone.p50} ms, max ${readsAlone.max} ms)`,
  );
  if (imported) {
    const { readsDuring: during, readsAlone: alone } = imported;
    console.log(
      `import of ${imported.events} events (${imported.fileMiB} MiB .ics): ${imported.status}, ` +
        `${imported.created} created in ${imported.seconds} s, ${imported.eventsPerSecond} events/s; ` +
        `a single-event read meanwhile p50 ${during.p50} ms, p99 ${during.p99} ms, max ${during.max} ms ` +
        `(${during.requests} reads; alone p50 ${alone.p50} ms, p99 ${alone.p99} ms)`,
    );
  }
  const file = path.join(root, 'bench/results', `${variant}.json`);
  const machine = {
    cpus: os.cpus().length,
    node: process.version,
    loadavgAtStart,
    loadavg: os.loadavg(),
  };
  console.log(
    `load average (1, 5, 15 min): ${loadavgAtStart.join(' ')} at start, ${os.loadavg().join(' ')} at the end`,
  );
  const peakMiB = {
    server: Math.round(peak.largest),
    tree: Math.round(peak.total),
    frameworkFloor: floorRss,
  };
  const result = {
    provider,
    uncached: options.uncached,
    date: new Date().toISOString(),
    machine,
    seeded,
    seconds,
    peakMiB,
    frenchRatio,
    doorGain,
    doorGainGzip,
    stampCheck,
    tailHeld: { rows: tailHeld, of: cachedRows.length },
    seriesWrite,
    imported,
    rows,
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  console.log(`results: ${path.relative(root, file)}`);
}

const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
// Also chooses the build with the floor route (scripts/lib/dist-dir.mjs), here and in the server.
process.env.CALENDAR_BENCH_FLOOR_DIR = floorDir;
/** The bare node:http floor, in a process of its own as the server is. */
function startBareFloor(folder, port) {
  const child = spawn(process.execPath, ['bench/floor-server.mjs', folder, String(port)], {
    cwd: root,
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const site = await startBenchSite({
  events: eventCount,
  busyMonth: BUSY_MONTH_EVENTS,
  // The writes measured come from one token, hundreds a second.
  limits: ['rate_limit_reads_per_minute', 'rate_limit_writes_per_minute'],
  logName: 'server.log',
  keep: options.keep,
});
let bareFloor;
let doorOffServer;
let frameworkFloor;
try {
  const barePort = await freePort();
  bareFloor = await startBareFloor(floorDir, barePort);
  doorOffServer = serverWhileNeeded(async () =>
    startServer({
      env: { ...site.env, PORT: String(await freePort()), CALENDAR_FRONT_DOOR: 'off' },
      logFile: path.join(root, 'bench/results/server-door-off.log'),
      // The app's server checked the build and the database as the run began.
      prepared: true,
    }),
  );
  frameworkFloor = await startFrameworkFloor(site.env);
  const routes = withGzipTwins(routesFor(site.seeded, site.token));
  await prepareFloors(site.server, routes, floorDir);
  const measured = await run(
    site.server,
    doorOffServer,
    frameworkFloor,
    `http://127.0.0.1:${barePort}`,
    routes,
  );
  // Before the writes below: a full app, it would also take up queued imports.
  await frameworkFloor.stop();
  const seriesWrite = await measureSeriesWrite(
    site.server.baseUrl,
    site.token,
    site.seeded.sample.eventId,
  );
  // Last: the import adds thousands of events, which would change what the reads above answer.
  const imported =
    importEvents > 0
      ? await measureImport(
          site.server.baseUrl,
          site.token,
          site.seeded.sample.eventId,
          importEvents,
        )
      : undefined;
  report(measured, site.seeded, seriesWrite, imported);
} finally {
  bareFloor?.kill();
  await frameworkFloor?.stop();
  await doorOffServer?.stop();
  fs.rmSync(floorDir, { recursive: true, force: true });
  await site.close();
}
