// Closed-loop HTTP load for the benchmark: `concurrency` clients, each sending
// its next request as soon as the previous answer has been read.
import fs from 'node:fs';
import http from 'node:http';

function request(agent, url) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = http.get(url, { agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ ms: elapsed(), ok: res.statusCode === 200 }));
    });
    req.on('error', () => resolve({ ms: elapsed(), ok: false }));
  });
}

/** Latency percentiles (ms) and throughput of `url` under `concurrency` clients for `durationMs`. */
export async function measure(url, concurrency, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const started = Date.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const result = await request(agent, url);
        latencies.push(result.ms);
        if (!result.ok) errors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
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
  };
}

/** Resident memory (MiB) of `rootPid` and of its descendants, from Linux /proc. */
export function processTreeRss(rootPid) {
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
  let largest = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    largest = Math.max(largest, rss.get(pid) ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, largest };
}
