// `npm run bench -- --keep` (docs/performance.md): the seeded calendar is kept
// as a copy no run writes to, and each run works on a copy of that. A run
// writes (events created and updated, an import of thousands): measured on
// the kept database itself, the next run would measure a larger calendar than
// the one it reports. On SQLite a copy is a file copy; on PostgreSQL a
// database made from the kept one as its template (the role needs CREATEDB).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { providerOf } from '../lib/database-url.mjs';

const suffix = () => `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;

/** `url` naming database `name` instead (its `?schema=` kept). */
function renamed(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const sqliteFile = (url) => url.replace(/^file:/, '').replace(/\?.*$/, '');

/**
 * Runs `work` with a client of the database `requested` names: never one of
 * the copies, since a database cannot be copied or dropped while in use.
 */
async function withServer(requested, work) {
  const parsed = new URL(requested);
  parsed.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the one `requested` names, for the kept calendar. */
export async function newKeptDatabaseUrl(requested, label) {
  if (providerOf(requested) === 'sqlite')
    return `file:${path.join(os.tmpdir(), `calendar-${label}-kept-${suffix()}.db`)}`;
  const name = `calendar_${label}_kept_${suffix()}`;
  await withServer(requested, (client) => client.query(`CREATE DATABASE "${name}"`));
  return renamed(requested, name);
}

/** Whether the kept database `url` is still there (a reboot empties the temporary folder). */
export async function keptDatabaseExists(requested, url) {
  if (providerOf(url) === 'sqlite') return fs.existsSync(sqliteFile(url));
  const { rows } = await withServer(requested, (client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName(url)]),
  );
  return rows.length === 1;
}

/** A copy of the kept database `url` for one run; nothing may be connected to the kept one. */
export async function copyOfKeptDatabase(requested, url) {
  if (providerOf(url) === 'sqlite') {
    const copy = sqliteFile(url).replace(/-kept-[^/]*\.db$/, `-run-${suffix()}.db`);
    // Its write-ahead log too, should a connection have left one.
    for (const extra of ['', '-wal'])
      if (fs.existsSync(sqliteFile(url) + extra))
        fs.copyFileSync(sqliteFile(url) + extra, copy + extra);
    return `file:${copy}`;
  }
  const name = `${databaseName(url).replace(/_kept_.*$/, '')}_run_${suffix()}`;
  await withServer(requested, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${databaseName(url)}"`),
  );
  return renamed(url, name);
}

/** Drops a run's copy, or a kept database whose seeding did not finish. */
export async function dropWholeDatabase(requested, url) {
  if (providerOf(url) === 'sqlite') {
    for (const extra of ['', '-wal', '-shm']) fs.rmSync(sqliteFile(url) + extra, { force: true });
    return;
  }
  await withServer(requested, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`),
  );
}
