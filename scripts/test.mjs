// `npm test`: every test. Schema drift check, unit tests, then the production
// server on a fresh database (a temporary SQLite file, or a throwaway schema
// inside the PostgreSQL database DATABASE_URL names) driven over HTTP and in
// Chromium by Playwright. Extra arguments go to Playwright (`npm test -- e2e/api`).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bin, ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { postgresConnection, providerOf, root } from './lib/schemas.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

if (run(process.execPath, ['scripts/check-schema.mjs']) !== 0) process.exit(1);
if (!ensureChromium()) process.exit(1);
const vitestJson = path.join(results, 'vitest.json');
run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
ensureBuild();

const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
const requested = process.env.DATABASE_URL ?? 'file:./data/calendar.db';
const provider = providerOf(requested);
let databaseUrl;
if (provider === 'postgresql') {
  const url = new URL(requested);
  url.searchParams.set('schema', `calendar_test_${suffix}`);
  databaseUrl = url.toString();
} else {
  databaseUrl = `file:${path.join(os.tmpdir(), `calendar-test-${suffix}.db`)}`;
}

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
const testEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  CALENDAR_DEMO: 'on',
  CALENDAR_ADMIN_EMAIL: 'admin@example.com',
  CALENDAR_ADMIN_PASSWORD: `admin-${suffix}`,
  CALENDAR_TIMEZONE: 'America/New_York',
  CALENDAR_TEST_BASE_URL: baseUrl,
};

const serverLog = path.join(results, 'server.log');
const logStream = fs.createWriteStream(serverLog);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: testEnv,
  detached: true,
});
server.stdout.pipe(logStream);
server.stderr.pipe(logStream);

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/calendar/events/v1`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

let e2eStatus = 1;
try {
  if (!(await waitForServer())) {
    console.error(`The test server did not start; its log:\n${fs.readFileSync(serverLog, 'utf8')}`);
  } else {
    console.log(
      `Test server: ${baseUrl} on ${provider} (${provider === 'sqlite' ? databaseUrl : 'schema calendar_test_' + suffix})`,
    );
    e2eStatus = run(bin('playwright'), ['test', ...process.argv.slice(2)], testEnv);
  }
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  if (provider === 'postgresql') {
    const { connectionString, schema } = postgresConnection(databaseUrl);
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  } else {
    const file = databaseUrl.replace(/^file:/, '');
    for (const extra of ['', '-wal', '-shm']) fs.rmSync(file + extra, { force: true });
  }
}

function summary(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
// A test file that fails to load fails no test but fails its suite.
const unit = summary(vitestJson, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests || (r.success ? 0 : Math.max(r.numFailedTestSuites, 1)),
}));
const e2e = summary(path.join(results, 'playwright.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
const unitCounts = unit ?? { passed: 0, failed: 1 };
const e2eCounts = e2e ?? { passed: 0, failed: 1, skipped: 0 };
console.log(`\nunit: ${unitCounts.passed} passed, ${unitCounts.failed} failed`);
console.log(
  `e2e: ${e2eCounts.passed} passed, ${e2eCounts.failed} failed, ${e2eCounts.skipped} skipped`,
);
const failed =
  unitCounts.failed + e2eCounts.failed + (e2eStatus === 0 ? 0 : e2eCounts.failed ? 0 : 1);
console.log(`${provider}: ${unitCounts.passed + e2eCounts.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
