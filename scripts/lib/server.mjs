// A production server on a fresh database, for the test suite and the
// benchmark: a temporary SQLite file, or a throwaway schema inside the
// PostgreSQL database that the requested URL names.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import pg from 'pg';
import path from 'node:path';
import { root } from './schemas.mjs';
import { serveProcess } from '../memory-env.mjs';
import { postgresConnection, providerOf } from '../../lib/database-url.mjs';

export function freshDatabaseUrl(requested, label) {
  const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  if (providerOf(requested) === 'postgresql') {
    const url = new URL(requested);
    url.searchParams.set('schema', `calendar_${label}_${suffix}`);
    return url.toString();
  }
  return `file:${path.join(os.tmpdir(), `calendar-${label}-${suffix}.db`)}`;
}

export async function dropDatabase(url) {
  if (providerOf(url) === 'postgresql') {
    const { connectionString, schema } = postgresConnection(url);
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  } else {
    const file = url.replace(/^file:/, '');
    for (const extra of ['', '-wal', '-shm']) fs.rmSync(file + extra, { force: true });
  }
}

export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `scripts/start.mjs` with `env`, logging to `logFile`; resolves once
 * the API answers. With `prepared`, the server alone (`scripts/serve.mjs`, as
 * start.mjs runs it), for a build and database that a server of the same run
 * already checked: started later, it would otherwise rebuild mid-run from
 * whatever the source then holds.
 */
export async function startServer({ env, logFile, prepared = false, timeoutMs = 120_000 }) {
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const log = fs.createWriteStream(logFile);
  const { args, env: childEnv } = prepared
    ? serveProcess({ ...env, NEXT_TELEMETRY_DISABLED: '1' })
    : { args: ['scripts/start.mjs'], env };
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  /** Resolves once the server has exited (it finishes its requests and says what it did). */
  const stop = () => {
    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', resolve);
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/calendar/events/v1`)).ok) return { baseUrl, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the server did not start; its log:\n${fs.readFileSync(logFile, 'utf8')}`);
}
