// Closed-loop HTTP load for the benchmark: `concurrency` clients, each sending
// its next request as soon as the previous answer has been read.
import fs from 'node:fs';
import http from 'node:http';

/**
 * What one request of a measurement sends: `body` is a function so that each
 * write can differ (a create makes a new event each time), `status` what a
 * correct answer has.
 */
function request(agent, target) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const body = target.body?.();
    const req = http.request(
      target.url,
      { agent, method: target.method ?? 'GET', headers: target.headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({ ms: elapsed(), ok: res.statusCode === (target.status ?? 200) }),
        );
      },
    );
    req.on('error', () => resolve({ ms: elapsed(), ok: false }));
    req.end(body);
  });
}

/**
 * Latency percentiles (ms) and throughput of `target` (a URL, or `{ url,
 * method, headers, body, status }` as `request` takes it) under `concurrency`
 * clients for `durationMs`, and the CPU time the server process tree spent
 * per request: on a shared machine, latency depends on the neighbours, CPU
 * time much less.
 */
export async function measure(target, concurrency, durationMs, serverPid) {
  if (typeof target === 'string') target = { url: target };
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const cpuBefore = serverPid && processTree(serverPid).cpuMs;
  const started = Date.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const result = await request(agent, target);
        latencies.push(result.ms);
        if (!result.ok) errors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const cpuMs = serverPid ? processTree(serverPid).cpuMs - cpuBefore : 0;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    p50: +at(0.5).toFixed(2),
    p99: +at(0.99).toFixed(2),
    rps: +(latencies.length / seconds).toFixed(1),
    cpuMsPerRequest: +(cpuMs / Math.max(1, latencies.length)).toFixed(2),
  };
}

const CLOCK_TICK_MS = 10; // Linux USER_HZ is 100 on every platform Node supports

/** Resident memory (MiB: the whole tree, its largest process) and CPU time (ms) of `rootPid` and its descendants, from Linux /proc. */
export function processTree(rootPid) {
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
}
