// Closed-loop HTTP load for the benchmark: `concurrency` clients, each sending
// its next request as soon as the previous answer has been read.
import fs from 'node:fs';
import http from 'node:http';

/**
 * Sends one request of a measurement: `target.body` is a function so that each
 * write can differ (a create makes a new event each time), `target.status`
 * what a correct answer has. With `target.keepBody` the answer carries the
 * response's text and headers, for a client that needs what it wrote.
 */
export function request(agent, target) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const body = target.body?.();
    const req = http.request(
      target.url,
      { agent, method: target.method ?? 'GET', headers: target.headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          if (target.keepBody) text += chunk;
        });
        res.on('end', () =>
          resolve({
            ms: elapsed(),
            ok: res.statusCode === (target.status ?? 200),
            status: res.statusCode,
            headers: res.headers,
            text,
          }),
        );
      },
    );
    req.on('error', (error) =>
      resolve({ ms: elapsed(), ok: false, status: 0, text: String(error) }),
    );
    req.end(body);
  });
}

/**
 * One client sending `target` again and again while `isRunning()`: the
 * latencies seen by a reader during a write (or alone, for comparison), ascending.
 */
export async function readWhile(isRunning, target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  while (isRunning()) latencies.push((await request(agent, target)).ms);
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

/** The `q` quantile of ascending `sorted` latencies, in ms to two decimals. */
export const quantile = (sorted, q) =>
  +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);

/**
 * Latency percentiles (ms) and throughput of `target` (a URL, or `{ url,
 * method, headers, body, status }` as `request` takes it) under `concurrency`
 * clients for `durationMs`, and the CPU time the server process tree spent
 * per request: on a shared machine, latency depends on the neighbours, CPU
 * time much less.
 */
export async function measure(target, concurrency, durationMs, serverPid) {
  const [measured] = await measureInTurns([{ target, serverPid }], concurrency, durationMs);
  return measured;
}

// Long enough for a few hundred requests, short next to the seconds a
// neighbour's burst of work lasts.
const TURN_MS = 250;

/**
 * `measure` for several targets at once, taking turns of TURN_MS until each
 * has had `durationMs`: every target meets the same neighbours, so the ratio
 * of a route to its floor does not carry what the machine did between two
 * measurements a minute apart.
 */
export async function measureInTurns(entries, concurrency, durationMs) {
  const runs = entries.map(({ target, serverPid }) => ({
    target: typeof target === 'string' ? { url: target } : target,
    serverPid,
    agent: new http.Agent({ keepAlive: true, maxSockets: concurrency }),
    latencies: [],
    errors: 0,
    cpuMs: 0,
    ms: 0,
  }));
  // The order reverses each round: a turn right after a Next.js server's
  // turn meets the collections that server finishes in the background, so
  // the first and the last target (the route and the bare floor) each come
  // after the middle one (the framework floor) every other round.
  for (let spent = 0, round = 0; spent < durationMs; spent += TURN_MS, round++)
    for (const run of round % 2 ? runs.toReversed() : runs) {
      const cpuBefore = run.serverPid && processTree(run.serverPid).cpuMs;
      const started = Date.now();
      const deadline = started + Math.min(TURN_MS, durationMs - spent);
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < deadline) {
            const result = await request(run.agent, run.target);
            run.latencies.push(result.ms);
            if (!result.ok) run.errors++;
          }
        }),
      );
      run.ms += Date.now() - started;
      if (run.serverPid) run.cpuMs += processTree(run.serverPid).cpuMs - cpuBefore;
    }
  return runs.map((run) => {
    run.agent.destroy();
    const sorted = run.latencies.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      errors: run.errors,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      rps: +(sorted.length / (run.ms / 1000)).toFixed(1),
      cpuMsPerRequest: +(run.cpuMs / Math.max(1, sorted.length)).toFixed(2),
    };
  });
}

const CLOCK_TICK_MS = 10; // Linux USER_HZ is 100 on every platform Node supports

/** Resident memory (MiB: the whole tree, its largest process) and CPU time (ms) of `rootPid` and its descendants, from Linux /proc. */
export const processTree = (rootPid) => processTrees([rootPid])[0];

/** `processTree` of each of `rootPids`, from one reading of /proc. */
export function processTrees(rootPids) {
  const children = new Map();
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      stats.set(Number(entry), {
        cpuMs: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS,
        rssMiB: (Number(fields[21]) * 4096) / 2 ** 20,
      });
    } catch {
      // the process ended while we looked
    }
  }
  return rootPids.map((rootPid) => {
    const tree = { rssMiB: 0, largestRssMiB: 0, cpuMs: 0 };
    const stack = [rootPid];
    while (stack.length) {
      const pid = stack.pop();
      const stat = stats.get(pid) ?? { cpuMs: 0, rssMiB: 0 };
      tree.rssMiB += stat.rssMiB;
      tree.largestRssMiB = Math.max(tree.largestRssMiB, stat.rssMiB);
      tree.cpuMs += stat.cpuMs;
      stack.push(...(children.get(pid) ?? []));
    }
    return tree;
  });
}
