// `npm run bench:start`: how long `npm start` takes, on an existing build and
// an existing database, from launch to the first answer of the events list,
// and where that time goes: the build check, the database preparation (a
// separate process) and the server's own start. Median of five runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib/schemas.mjs';
import { freePort } from '../scripts/lib/server.mjs';

const RUNS = 5;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-start-'));
const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(folder, 'calendar.db')}`;

/** Milliseconds from launch to each line of `npm start`'s output that marks a phase, and to the first answer. */
async function oneStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), CALENDAR_DEMO: 'on' },
    detached: true,
  });
  const phases = {};
  child.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    if (text.includes('database ready')) phases.databaseReady ??= performance.now() - started;
    if (text.includes('ready on')) phases.listening ??= performance.now() - started;
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/calendar/events/v1/events`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  phases.firstAnswer = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return phases;
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  await oneStart(); // the first start creates the database
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await oneStart());
  const figures = Object.fromEntries(
    ['databaseReady', 'listening', 'firstAnswer'].map((phase) => [
      phase,
      Math.round(median(runs.map((run) => run[phase] ?? NaN))),
    ]),
  );
  console.log(
    `npm start on an existing build and database, median of ${RUNS} (ms from launch): ` +
      `database ready ${figures.databaseReady}, listening ${figures.listening}, ` +
      `first answer ${figures.firstAnswer}; load average ${os.loadavg().join(' ')}`,
  );
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
