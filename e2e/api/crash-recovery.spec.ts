import { once } from 'node:events';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { sqlitePath } from '../../lib/database-url.mjs';
import { unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { startServerProcess } from '../fixtures/server-process';
import { editorToken, postEvent, readEvent, type SiteEvent } from '../fixtures/site-events';

// Durability on SQLite: a server killed without warning (SIGKILL: no shutdown
// code runs) in the middle of concurrent writes loses no acknowledged write
// and leaves a sound database. Its own site, as the test kills its server.
const WRITERS = 4;
const ACKNOWLEDGED_BEFORE_KILL = 24;

test.skip(/^postgres/.test(process.env.DATABASE_URL ?? ''), 'the SQLite file is what is tested');

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(1);
});
test.afterAll(async () => {
  await site?.close();
});

/** Creates events until the server stops answering; returns those it acknowledged with 201. */
async function writeUntilKilled(
  request: APIRequestContext,
  baseUrl: string,
  token: string,
  writer: number,
  acknowledged: SiteEvent[],
) {
  for (let index = 0; ; index += 1) {
    const title = unique(`crash-${writer}-${index}`);
    try {
      const response = await postEvent(request, baseUrl, token, title);
      if (response.status() !== 201) return;
      const { id, description } = await response.json();
      acknowledged.push({ id, title, description });
    } catch {
      return; // the connection died with the server: this write was never acknowledged
    }
  }
}

test('every write acknowledged before a SIGKILL is there after a restart', async ({ request }) => {
  // Starts a server twice and writes until it is killed: a minute on a loaded machine.
  test.setTimeout(180_000);
  const token = editorToken(site.cli, `${unique('crash')}@example.org`);
  const server = site.nodes[0]!;
  const acknowledged: SiteEvent[] = [];

  const writers = Array.from({ length: WRITERS }, (_, writer) =>
    writeUntilKilled(request, server.baseUrl, token, writer, acknowledged),
  );
  await expect
    .poll(() => acknowledged.length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
  await Promise.all(writers);
  expect(server.child.signalCode).toBe('SIGKILL');

  site.nodes[0] = await startServerProcess(site.databaseUrl);
  const restarted = site.nodes[0].baseUrl;
  for (const event of acknowledged)
    expect(await readEvent(request, restarted, token, event.id)).toEqual(event);

  const database = new Database(sqlitePath(site.databaseUrl), { timeout: 10_000 });
  try {
    expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(database.pragma('journal_mode', { simple: true })).toBe('wal');
  } finally {
    database.close();
  }
  console.log(
    `crash test: ${acknowledged.length} writes acknowledged before the kill, all present`,
  );
});
