// Stamps remembered while PostgreSQL notifies their changes
// (CALENDAR_STAMP_CHECK=notify): the listening connection of lib/db-client.ts
// against the real database, with the migration's trigger.
import { afterEach, describe, expect, it } from 'vitest';
import { db, forgetStamps, readStamp, writeTransaction } from './db';
import { listenForStampChanges, postgresTable, STAMP_LISTENER_NAME } from './db-client';
import { databaseProvider } from './env';
import { rememberingStamps } from './stamps-by-notification';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A memory that trusts what it was told for a minute, so only a notification makes it read again. */
async function listeningMemory(reconnectAfterMs?: number) {
  const counts = { queries: 0, listening: 0, lost: 0 };
  const memory = rememberingStamps((name) => {
    counts.queries += 1;
    return readStamp(name);
  }, 60_000);
  const listener = {
    listening: () => {
      counts.listening += 1;
      memory.listening();
    },
    changed: (name: string) => memory.changed(name),
    lost: () => {
      counts.lost += 1;
      memory.lost();
    },
  };
  stops.push(listenForStampChanges(listener, reconnectAfterMs));
  await expect.poll(() => counts.listening).toBe(1);
  return { memory, counts };
}

const moveContentStamp = (client: Pick<typeof db, '$executeRawUnsafe'> = db) =>
  client.$executeRawUnsafe(
    `UPDATE ${postgresTable('data_stamps')} SET "stamp" = "stamp" + 1 WHERE "name" = 'content'`,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(databaseProvider !== 'postgresql')('stamps remembered from notifications', () => {
  it('reads a stamp once, and again once another connection commits a change to it', async () => {
    const { memory, counts } = await listeningMemory();
    const before = await memory.read('content');
    expect(await memory.read('content')).toBe(before);
    expect(counts.queries).toBe(1);

    await moveContentStamp();
    await expect.poll(() => memory.read('content')).toBe(before + 1n);
    expect(counts.queries).toBe(2);
  });

  it('is told nothing of a write that rolls back, nor of the stamps of another schema', async () => {
    const { memory, counts } = await listeningMemory();
    const before = await memory.read('content');
    await expect(
      db.$transaction(async (tx) => {
        await moveContentStamp(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.$executeRawUnsafe(`SELECT pg_notify('calendar_data_stamps', 'another_site/content')`);
    await pause(300);
    expect(await memory.read('content')).toBe(before);
    expect(counts.queries).toBe(1);
  });

  it('reads every time while its connection is lost, and remembers again once it listens again', async () => {
    const { memory, counts } = await listeningMemory(3_000);
    const before = await memory.read('content');
    // Only this process's listeners: other runs may share the server.
    await db.$queryRawUnsafe(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database() AND usename = current_user
          AND pid <> pg_backend_pid()`,
      STAMP_LISTENER_NAME,
    );
    await expect.poll(() => counts.lost).toBe(1);
    // Changes made now are never told, so nothing is remembered meanwhile.
    await moveContentStamp();
    expect(await memory.read('content')).toBe(before + 1n);
    await moveContentStamp();
    expect(await memory.read('content')).toBe(before + 2n);
    expect(counts.listening).toBe(1);
    expect(counts.queries).toBe(3);

    // It connects and listens again.
    await expect.poll(() => counts.listening, { timeout: 10_000 }).toBe(2);
    await memory.read('content');
    await memory.read('content');
    expect(counts.queries).toBe(4);
  });
});

describe('a write of this process', () => {
  it('makes the process read its stamps afresh once the write transaction ends', async () => {
    const stamps = (globalThis as unknown as { calendarStamps: { forget: () => void } })
      .calendarStamps;
    const forget = stamps.forget;
    let forgotten = 0;
    stamps.forget = () => (forgotten += 1);
    try {
      await writeTransaction(async (tx) => {
        await tx.dataStamp.update({
          where: { name: 'content' },
          data: { stamp: { increment: 1 } },
        });
        expect(forgotten).toBe(0);
      });
      expect(forgotten).toBe(1);
      forgetStamps();
      expect(forgotten).toBe(2);
    } finally {
      stamps.forget = forget;
    }
  });
});
