// The SQLite connection's settings that concurrent writers and crash safety
// rely on (e2e/api/crash-recovery.spec.ts shows the outcome over HTTP).
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { databaseProvider } from './env';

describe.skipIf(databaseProvider !== 'sqlite')('the SQLite connection', () => {
  it('is in WAL mode, so readers run beside a writer and a commit survives a crash', async () => {
    const [row] = await db.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode');
    expect(row?.journal_mode).toBe('wal');
  });

  it('waits 10 s for a lock instead of failing at once with SQLITE_BUSY', async () => {
    const [row] = await db.$queryRawUnsafe<{ timeout: number | bigint }[]>('PRAGMA busy_timeout');
    expect(Number(row?.timeout)).toBe(10_000);
  });
});
