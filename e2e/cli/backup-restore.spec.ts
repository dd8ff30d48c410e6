import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sqlitePath } from '../../lib/database-url.mjs';
import { runCliWith } from '../fixtures/cli';
import { unique } from '../fixtures/db';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';
import { startServerProcess } from '../fixtures/server-process';
import {
  bearer,
  createEvent,
  editorToken,
  eventUrl,
  readEvent,
  type SiteEvent,
} from '../fixtures/site-events';

// `backup` and `restore` (README "Backup and restore") on a SQLite site of its
// own, since a restore replaces the whole database and needs its server stopped.
const isPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-backup-'));
const backupFile = path.join(workDir, 'calendar-backup.db');

test.afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

test.describe('on SQLite', () => {
  test.skip(isPostgres, 'SQLite files only: PostgreSQL uses pg_dump and pg_restore');
  // Each step runs the command line or starts a server: seconds each on a loaded machine.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let site: IsolatedSite;
  let token: string;
  test.beforeAll(async () => {
    site = await startIsolatedSite(1);
    token = editorToken(site.cli, `${unique('backup')}@example.org`);
  });
  test.afterAll(async () => {
    await site?.close();
  });
  const fail = (...args: string[]) =>
    runCliWith({ ...process.env, DATABASE_URL: site.databaseUrl }, ...args);
  const databaseInode = () => fs.statSync(sqlitePath(site.databaseUrl)).ino;

  test('a backup taken while the server runs restores exactly what it held', async ({
    request,
  }) => {
    const baseUrl = () => site.nodes[0]!.baseUrl;
    let kept: SiteEvent, changed: SiteEvent, deleted: SiteEvent, added: SiteEvent;
    await test.step('write content, then back up while the server runs', async () => {
      kept = await createEvent(request, baseUrl(), token, unique('kept'));
      changed = await createEvent(request, baseUrl(), token, unique('changed'));
      deleted = await createEvent(request, baseUrl(), token, unique('deleted'));
      const backup = site.cli('backup', '--file', backupFile);
      expect(backup.lastLine).toBe(`backed up to ${backupFile}`);
      expect(fs.existsSync(`${backupFile}-wal`)).toBe(false);
    });

    await test.step('change and delete content after the backup', async () => {
      const patch = await request.patch(eventUrl(baseUrl(), changed.id), {
        headers: bearer(token),
        data: { title: 'Changed after the backup' },
      });
      expect(patch.status()).toBe(200);
      const remove = await request.delete(`${eventUrl(baseUrl(), deleted.id)}?force=true`, {
        headers: bearer(token),
      });
      expect(remove.status()).toBe(200);
      added = await createEvent(request, baseUrl(), token, unique('added'));
    });

    await test.step('restore is refused while the server holds the database', async () => {
      const inode = databaseInode();
      const refused = fail('restore', '--file', backupFile);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('stop the server before restoring');
      expect(databaseInode()).toBe(inode);
      expect(await readEvent(request, baseUrl(), token, added.id)).toEqual(added);
    });

    await test.step('stop, restore, start: the backed-up content is back', async () => {
      await site.nodes[0]!.stop();
      const restored = site.cli('restore', '--file', backupFile);
      expect(restored.lastLine).toBe(`restored from ${backupFile}`);
      site.nodes[0] = await startServerProcess(site.databaseUrl);
      for (const event of [kept, changed, deleted])
        expect(await readEvent(request, baseUrl(), token, event.id)).toEqual(event);
      expect(await readEvent(request, baseUrl(), token, added.id)).toBeNull();
    });
  });

  test('bad input is refused with a clear message and replaces nothing', async () => {
    const inode = databaseInode();
    const notDatabase = path.join(workDir, 'not-a-database.db');
    fs.writeFileSync(notDatabase, 'these are not the pages you are looking for\n'.repeat(200));
    const cases: [string[], string][] = [
      [['restore'], '--file is required'],
      [['backup'], '--file is required'],
      [['restore', '--file', path.join(workDir, 'missing.db')], 'cannot read'],
      [['restore', '--file', notDatabase], 'is not a calendar SQLite database'],
      [['backup', '--file', path.join(workDir, 'no-such-dir', 'x.db')], 'directory'],
    ];
    for (const [args, message] of cases) {
      const result = fail(...args);
      expect(result.status, args.join(' ')).not.toBe(0);
      expect(result.stderr).toMatch(/^error: /m);
      expect(result.stderr).toContain(message);
    }
    expect(databaseInode()).toBe(inode);
    expect(fs.readdirSync(workDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

test('on PostgreSQL both commands point to pg_dump and pg_restore', () => {
  const postgres = {
    ...process.env,
    DATABASE_URL: 'postgresql://calendar:calendar@127.0.0.1:5432/calendar_test',
  };
  for (const command of ['backup', 'restore']) {
    const result = runCliWith(postgres, command, '--file', backupFile);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('use pg_dump and pg_restore');
  }
});
