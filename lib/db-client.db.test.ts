// The SQLite connection's settings that concurrent writers and crash safety
// rely on (e2e/api/crash-recovery.spec.ts shows the outcome over HTTP).
import { describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { db, writeTransaction } from './db';
import { databaseProvider, env } from './env';
import { sqlitePath } from './database-url.mjs';

describe.skipIf(databaseProvider !== 'sqlite')('the SQLite connection', () => {
  it('is in WAL mode, so readers run beside a writer and a commit survives a crash', async () => {
    const [row] = await db.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode');
    expect(row?.journal_mode).toBe('wal');
  });

  it('waits 10 s for a lock instead of failing at once with SQLITE_BUSY', async () => {
    const [row] = await db.$queryRawUnsafe<{ timeout: number | bigint }[]>('PRAGMA busy_timeout');
    expect(Number(row?.timeout)).toBe(10_000);
  });

  it('holds the write lock from the start of a write transaction, before its first write', async () => {
    const other = new BetterSqlite3(sqlitePath(env.DATABASE_URL), { timeout: 0 });
    try {
      const tryLock = () => other.prepare('BEGIN IMMEDIATE').run();
      await writeTransaction(async (tx) => {
        await tx.setting.findMany();
        expect(tryLock).toThrow(/locked|busy/i);
      });
      tryLock();
      other.prepare('ROLLBACK').run();
    } finally {
      other.close();
    }
  });

  it('answers kept statements with the values of each run', async () => {
    const read = (key: string) => db.setting.findUnique({ where: { key } });
    await db.setting.upsert({
      where: { key: 'site_name' },
      create: { key: 'site_name', value: 'Kept' },
      update: { value: 'Kept' },
    });
    expect(await read('site_name')).toEqual({ key: 'site_name', value: 'Kept' });
    expect(await read('no_such_setting')).toBeNull();
    expect(await read('site_name')).toEqual({ key: 'site_name', value: 'Kept' });
    await db.setting.delete({ where: { key: 'site_name' } });
  });
});
