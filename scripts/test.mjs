// `npm test`: every test. Schema drift check, unit tests, then the production
// server on a fresh database (a temporary SQLite file, or a throwaway schema
// inside the PostgreSQL database DATABASE_URL names) driven over HTTP and in
// Chromium by Playwright. Extra arguments go to Playwright (`npm test -- e2e/api`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bin, ensureBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { root } from './lib/schemas.mjs';
import { providerOf } from '../lib/database-url.mjs';
import { dropDatabase, freePort, freshDatabaseUrl, startServer } from './lib/server.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

if (run(process.execPath, ['scripts/check-schema.mjs']) !== 0) process.exit(1);
if (!ensureChromium()) process.exit(1);
const vitestJson = path.join(results, 'vitest.json');
run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
ensureBuild();

const requested = process.env.DATABASE_URL ?? 'file:./data/calendar.db';
const provider = providerOf(requested);
const databaseUrl = freshDatabaseUrl(requested, 'test');
const port = await freePort();
const testEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  CALENDAR_DEMO: 'on',
  CALENDAR_ADMIN_EMAIL: 'admin@example.com',
  CALENDAR_ADMIN_PASSWORD: `admin-${port}-secret`,
  CALENDAR_TIMEZONE: 'America/New_York',
  // The tests serve the images they give by URL from 127.0.0.1
  // (docs/operations.md, "Fetching images by URL").
  CALENDAR_ALLOW_PRIVATE_FETCH: 'on',
  // Webhook retries in a fraction of a second, not minutes (docs/webhooks.md).
  CALENDAR_WEBHOOK_POLL_MS: '200',
  CALENDAR_WEBHOOK_RETRY_BASE_MS: '300',
  CALENDAR_TEST_BASE_URL: `http://127.0.0.1:${port}`,
  // Every answer the front door would replay is compared with the one the
  // routes send (docs/performance.md "Front door"); CI runs one database with
  // it on instead.
  CALENDAR_FRONT_DOOR: process.env.CALENDAR_FRONT_DOOR || 'verify',
};

let e2eStatus = 1;
let server;
try {
  server = await startServer({ env: testEnv, logFile: path.join(results, 'server.log') });
  console.log(`Test server: ${server.baseUrl} on ${provider}`);
  e2eStatus = run(bin('playwright'), ['test', ...process.argv.slice(2)], testEnv);
} catch (error) {
  console.error(error.message);
} finally {
  await server?.stop();
  await dropDatabase(databaseUrl);
}
const frontDoor = frontDoorReport(path.join(results, 'server.log'), testEnv.CALENDAR_FRONT_DOOR);

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
})) ?? { passed: 0, failed: 1 };
const e2e = summary(path.join(results, 'playwright.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected + (e2eStatus !== 0 && r.stats.unexpected === 0 ? 1 : 0),
  skipped: r.stats.skipped,
})) ?? { passed: 0, failed: 1, skipped: 0 };
/**
 * The server's own account of its front door: in verify mode, a replay that
 * would have differed from the route's answer fails the run, and so does a
 * run that compared nothing (the check would prove nothing).
 */
function frontDoorReport(logFile, mode) {
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  const mismatches = log.split('\n').filter((line) => line.startsWith('front door mismatch:'));
  const counts = /front door: (\d+) replayed, (\d+) verified, (\d+) differed/.exec(log);
  console.log(counts ? `\n${counts[0]} (mode ${mode})` : '\nfront door: no report');
  if (mismatches.length > 0)
    console.log(`replays that differ (server.log):\n${mismatches.join('\n')}`);
  const proved = mode !== 'verify' || (counts !== null && Number(counts[2]) > 0);
  return { failed: mismatches.length + (proved ? 0 : 1) };
}

/**
 * The failed unit tests by file and name, with the first line of why, printed
 * beside the totals: CI keeps only the end of a long run's output.
 */
const unitFailures =
  summary(vitestJson, (r) =>
    r.testResults.flatMap((file) => {
      const where = path.relative(process.cwd(), file.name);
      const failedTests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) => `${where} › ${test.fullName}: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`,
        );
      return failedTests.length > 0 || file.status !== 'failed'
        ? failedTests
        : [`${where}: ${file.message?.split('\n')[0] ?? 'failed'}`];
    }),
  ) ?? [];
if (unitFailures.length > 0) console.log(`\nfailed unit tests:\n${unitFailures.join('\n')}`);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
const failed = unit.failed + e2e.failed + frontDoor.failed;
console.log(`${provider}: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
