// The benchmark's site: a fresh database (a temporary SQLite file, or a
// throwaway schema when DATABASE_URL names PostgreSQL) seeded with a large
// calendar through the data layer, served by the production server as
// `npm start` serves it. Shared by `npm run bench` and `npm run load`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { bin, ensureBuild } from '../scripts/lib/build.mjs';
import { root } from '../scripts/lib/schemas.mjs';
import { postgresConnection, providerOf } from '../lib/database-url.mjs';
import { dropDatabase, freePort, freshDatabaseUrl, startServer } from '../scripts/lib/server.mjs';
import {
  copyOfKeptDatabase,
  dropWholeDatabase,
  keptDatabaseExists,
  newKeptDatabaseUrl,
} from './kept-database.mjs';
import { CALENDAR_CONTENT_VERSION } from './calendar-version.mjs';

export const requestedDatabase = process.env.DATABASE_URL ?? 'file:./data/calendar.db';
export const provider = providerOf(requestedDatabase);

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

/**
 * Seeds `events` events (and `busyMonth` more in one month) and starts the server. `limits` lifts the rate limits
 * named (settings keys): the load comes from one address and one token, far
 * above a real client's rate, and every request should be served while still
 * paying for its bookkeeping (lib/rate-limit/shared-limiter.ts). Answers the
 * server, an administrator's token, what was seeded, its environment (for
 * a second server over the same database) and `close`. With `keep`, the
 * seeded database outlives the run and the next run of the same size and
 * database reuses it (a million events take most of an hour to seed): its
 * address and what it holds are kept in bench/results/. Each run works on a
 * copy of it (bench/kept-database.mjs), so its writes do not carry over.
 */
export async function startBenchSite({
  events,
  busyMonth = 0,
  env: extraEnv = {},
  limits,
  logName,
  keep = false,
}) {
  ensureBuild();
  const keptFile = path.join(
    root,
    'bench/results',
    `${provider}-${events}-${busyMonth}.seeded.json`,
  );
  let kept = keep && fs.existsSync(keptFile) ? JSON.parse(fs.readFileSync(keptFile, 'utf8')) : null;
  // Kept for another database, gone since (SQLite's file is in the temporary folder),
  // or seeded by another version of the calendar: seeded again.
  if (
    kept &&
    (kept.requested !== requestedDatabase ||
      !(await keptDatabaseExists(requestedDatabase, kept.keptUrl)))
  ) {
    console.log(`the ${provider} calendar kept before is gone: seeding it again`);
    kept = null;
  }
  if (kept && kept.contentVersion !== CALENDAR_CONTENT_VERSION) {
    console.log(`the ${provider} calendar kept before is another version: seeding it again`);
    // Only a database the benchmark made for keeping (newKeptDatabaseUrl) is dropped.
    if (kept.keptUrl !== requestedDatabase && /(-|_)bench(-|_)kept(-|_)/.test(kept.keptUrl))
      await dropWholeDatabase(requestedDatabase, kept.keptUrl);
    kept = null;
  }
  const keptUrl = keep
    ? (kept?.keptUrl ?? (await newKeptDatabaseUrl(requestedDatabase, 'bench')))
    : undefined;
  let databaseUrl = kept
    ? await copyOfKeptDatabase(requestedDatabase, keptUrl)
    : (keptUrl ?? freshDatabaseUrl(requestedDatabase, 'bench'));
  const env = {
    ...process.env,
    ...extraEnv,
    PORT: String(await freePort()),
    CALENDAR_DEMO: 'off',
    CALENDAR_TIMEZONE: 'America/New_York',
    CALENDAR_ADMIN_PASSWORD: 'bench-admin-password',
  };
  const tsx = (args) => {
    const result = spawnSync(bin('tsx'), ['--conditions=react-server', ...args], {
      cwd: root,
      env: { ...env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr || result.stdout);
    return result.stdout.trim().split('\n').pop();
  };
  let server;
  let seeded = kept?.seeded;
  const close = async () => {
    await server?.stop();
    if (!keep) return dropDatabase(databaseUrl);
    if (databaseUrl !== keptUrl) await dropWholeDatabase(requestedDatabase, databaseUrl);
    // A seeding that did not finish is not kept.
    if (!seeded) await dropWholeDatabase(requestedDatabase, keptUrl);
  };
  try {
    tsx(['cli/index.ts', 'db:prepare']);
    for (const key of limits)
      tsx(['cli/index.ts', 'settings:set', '--key', key, '--value', '1000000000']);
    if (seeded) console.log(`reusing the ${provider} calendar seeded before (${keptUrl})`);
    else {
      const seedStarted = Date.now();
      const made = JSON.parse(tsx(['bench/seed.ts', String(events), String(busyMonth)]));
      made.seedSeconds = (Date.now() - seedStarted) / 1000;
      await gatherStatistics(databaseUrl);
      console.log(`seeded ${provider} in ${made.seedSeconds.toFixed(1)} s`);
      if (keep) {
        const record = {
          requested: requestedDatabase,
          keptUrl,
          contentVersion: CALENDAR_CONTENT_VERSION,
          seeded: made,
        };
        fs.writeFileSync(keptFile, JSON.stringify(record));
        databaseUrl = await copyOfKeptDatabase(requestedDatabase, keptUrl);
      }
      seeded = made;
    }
    env.DATABASE_URL = databaseUrl;
    const token = tsx(['cli/index.ts', 'tokens:create', '--email', 'admin@example.com']);
    server = await startServer({ env, logFile: path.join(root, 'bench/results', logName) });
    return { server, token, seeded, env, close };
  } catch (error) {
    await close();
    throw error;
  }
}
