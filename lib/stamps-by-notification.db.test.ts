// Stamps remembered while PostgreSQL notifies their changes
// (CALENDAR_STAMP_CHECK=notify): the listening connection of lib/db-client.ts
// against the real database, with the migration's trigger.
import { describe, expect, it } from 'vitest';
import { db, readStamp } from './db';
import { listenForStampChanges, postgresTable, STAMP_LISTENER_NAME } from './db-client';
import { databaseProvider } from './env';
import { rememberingStamps } from './stamps-by-notification';

/** A memory that trusts what it was told for a minute, so only a notification makes it read again. */
async function listeningMemory() {
  const counts = { queries: 0, listening: 0, lost: 0 };
  const memory = rememberingStamps((name) => {
    counts.queries += 1;
    return readStamp(name);
  }, 60_000);
  listenForStampChanges({
    listening: () => {
      counts.listening += 1;
      memory.listening();
    },
    changed: (name) => memory.changed(name),
    lost: () => {
      counts.lost += 1;
      memory.lost();
    },
  });
  await expect.poll(() => counts.listening).toBe(1);
  return { memory, counts };
}

const moveContentStamp = (client: Pick<typeof db, '$executeRawUnsafe'> = db) =>
  client.$executeRawUnsafe(
    `UPDATE ${postgresTable('data_stamps')} SET "stamp" = "stamp" + 1 WHERE "name" = 'content'`,
  );

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

  it('is told nothing of a write that rolls back', async () => {
    const { memory, counts } = await listeningMemory();
    const before = await memory.read('content');
    await expect(
      db.$transaction(async (tx) => {
        await moveContentStamp(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await memory.read('content')).toBe(before);
    expect(counts.queries).toBe(1);
  });

  it('reads every time while its connection is lost, and remembers again once it listens again', async () => {
    const { memory, counts } = await listeningMemory();
    const before = await memory.read('content');
    await db.$queryRawUnsafe(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      STAMP_LISTENER_NAME,
    );
    await expect.poll(() => counts.lost).toBeGreaterThanOrEqual(1);
    // Changes made now are never told, so nothing is remembered meanwhile.
    await moveContentStamp();
    expect(await memory.read('content')).toBe(before + 1n);
    await moveContentStamp();
    expect(await memory.read('content')).toBe(before + 2n);
    expect(counts.queries).toBe(3);

    // A second later it connects and listens again.
    await expect.poll(() => counts.listening, { timeout: 5_000 }).toBe(2);
    await memory.read('content');
    await memory.read('content');
    expect(counts.queries).toBe(4);
  });
});
