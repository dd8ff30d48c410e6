// The change feed against a real database (docs/sync.md): the triggers log
// every kind of write on SQLite and on PostgreSQL, a reader following the
// cursor while writers commit concurrently misses nothing, and a cursor
// older than the retention is told so.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent, createVenue } from '../../scripts/vitest/rows';
import { db, writeTransaction } from '../db';
import { postgresTable } from '../db-client';
import { databaseProvider } from '../env';
import { allocatePostId, allocateTermId } from '../ids';
import { purgeOldChanges } from './log';
import { readChanges, type ChangeEntry } from './read';

let authorId: number;
const editor = () => ({ id: authorId, role: 'administrator' as const });

beforeAll(async () => {
  authorId = await createAuthor('changes@example.org');
});

const now = async () => (await readChanges({ perPage: 500 }, null)).next_cursor;

/** Every change after `cursor`, page after page, as `caller` sees them; and the last cursor. */
async function follow(cursor: string, caller: ReturnType<typeof editor> | null = editor()) {
  const seen: ChangeEntry[] = [];
  for (;;) {
    const page = await readChanges({ since: cursor, perPage: 500 }, caller);
    seen.push(...page.changes);
    if (page.next_cursor === cursor) return { seen, cursor };
    cursor = page.next_cursor;
  }
}

const told = (seen: ChangeEntry[]) => seen.map(({ kind, id, change }) => `${kind} ${id} ${change}`);

describe('the change log', () => {
  it('logs inserts, updates and deletes of every kind, and an event whose links change', async () => {
    const start = await now();
    const event = await createEvent(authorId);
    const venue = await createVenue(authorId, { name: 'V' });
    const organizerId = await allocatePostId(db, 'organizer');
    const when = '2030-01-01 10:00:00';
    await db.organizer.create({
      data: {
        id: organizerId,
        authorId,
        status: 'publish',
        dateUtc: when,
        modifiedUtc: when,
        slug: `o-${organizerId}`,
        name: 'O',
      },
    });
    const categoryId = await allocateTermId(db, 'category');
    await db.category.create({ data: { id: categoryId, name: 'C', slug: `c-${categoryId}` } });
    const tagId = await allocateTermId(db, 'tag');
    await db.tag.create({ data: { id: tagId, name: 'T', slug: `t-${tagId}` } });
    const first = await follow(start);
    expect(told(first.seen)).toEqual([
      `event ${event.id} upsert`,
      `venue ${venue.id} upsert`,
      `organizer ${organizerId} upsert`,
      `category ${categoryId} upsert`,
      `tag ${tagId} upsert`,
    ]);

    // Linking a tag to the event changes how the event reads: the event is told.
    await db.eventTag.create({ data: { eventId: event.id, tagId } });
    expect(told((await follow(first.cursor)).seen)).toEqual([`event ${event.id} upsert`]);

    const beforeDeletes = await now();
    await db.tag.delete({ where: { id: tagId } });
    await db.postId.delete({ where: { id: venue.id } });
    await db.postId.delete({ where: { id: event.id } });
    expect(told((await follow(beforeDeletes)).seen)).toEqual([
      `tag ${tagId} delete`,
      `venue ${venue.id} delete`,
      `event ${event.id} delete`,
    ]);
  });

  it('tells an item written several times once, at its last change, and the same cursor when nothing changed', async () => {
    const start = await now();
    const event = await createEvent(authorId);
    for (const title of ['One', 'Two', 'Three'])
      await db.event.update({ where: { id: event.id }, data: { title } });
    const page = await readChanges({ since: start, perPage: 500 }, editor());
    expect(told(page.changes)).toEqual([`event ${event.id} upsert`]);
    expect(page.changes[0]!.modified_utc).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const again = await readChanges({ since: page.next_cursor, perPage: 500 }, editor());
    expect(again).toEqual({ changes: [], next_cursor: page.next_cursor });
  });

  it('tells an anonymous caller a draft, a private or a password-protected event as deleted', async () => {
    const start = await now();
    const draft = await createEvent(authorId, { status: 'draft' });
    const hidden = await createEvent(authorId, { status: 'private' });
    const locked = await createEvent(authorId, { password: 'secret' });
    const open = await createEvent(authorId);
    expect(told((await follow(start, null)).seen)).toEqual([
      `event ${draft.id} delete`,
      `event ${hidden.id} delete`,
      `event ${locked.id} delete`,
      `event ${open.id} upsert`,
    ]);
    expect(told((await follow(start)).seen)).toEqual([
      `event ${draft.id} upsert`,
      `event ${hidden.id} upsert`,
      `event ${locked.id} upsert`,
      `event ${open.id} upsert`,
    ]);
  });

  it('never hands out a cursor past a change that is then rolled back', async () => {
    const start = await now();
    const failed = writeTransaction(async (tx) => {
      await createEvent(authorId, { title: 'Rolled back' }, tx);
      // A reader asking while the write is open (on SQLite, on its very connection) sees nothing of it.
      expect(await readChanges({ since: start, perPage: 10 }, editor())).toEqual({
        changes: [],
        next_cursor: start,
      });
      expect(await now()).toBe(start);
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    // The next committed write is seen from the cursor handed out meanwhile.
    const event = await createEvent(authorId);
    expect(told((await follow(start)).seen)).toEqual([`event ${event.id} upsert`]);
  });

  it('misses nothing while writers commit concurrently', async () => {
    const start = await now();
    const written: number[] = [];
    const writers = Array.from({ length: 4 }, (_, writer) =>
      (async () => {
        for (let index = 0; index < 5; index += 1) {
          await writeTransaction(async (tx) => {
            const { id } = await createEvent(
              authorId,
              { slug: `race-${writer}-${index}-${Date.now()}` },
              tx,
            );
            // Held open a moment, so another writer's transaction overlaps this one.
            await new Promise((resolve) => setTimeout(resolve, 5 + writer * 3));
            written.push(id);
          });
        }
      })(),
    );
    // A consumer polls all along, keeping only what the feed tells it.
    const seen = new Set<number>();
    let cursor = start;
    let done = false;
    const all = Promise.all(writers).then(() => (done = true));
    while (!done) {
      const page = await readChanges({ since: cursor, perPage: 3 }, editor());
      for (const change of page.changes) seen.add(change.id);
      cursor = page.next_cursor;
      // A consumer polls; on SQLite the driver answers at once, so without a
      // pause this loop would never let the writers' timers run.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await all;
    for (const change of (await follow(cursor)).seen) seen.add(change.id);
    expect(written).toHaveLength(20);
    expect([...seen].sort()).toEqual([...written].sort());
  });
});

describe('the retention', () => {
  it('forgets old changes and answers a cursor from before them 410, and a foreign cursor too', async () => {
    const old = await now();
    await createEvent(authorId);
    const recent = await now();
    // A day past the retention, everything written so far is old: forgotten a
    // chunk at a time, however many changes the other files' seeds left.
    while (await purgeOldChanges(Date.now() + 31 * 86_400_000));
    expect(await db.change.count()).toBe(0);
    await expect(readChanges({ since: old, perPage: 10 }, null)).rejects.toMatchObject({
      status: 410,
      code: 'rest_cursor_expired',
    });
    // The newest cursor still holds, and so does the cursor of now.
    expect(await readChanges({ since: recent, perPage: 10 }, null)).toEqual({
      changes: [],
      next_cursor: recent,
    });
    expect(await now()).toBe(recent);
    const event = await createEvent(authorId);
    expect(told((await follow(recent)).seen)).toEqual([`event ${event.id} upsert`]);
    // A cursor past the newest change (another database's) cannot be followed.
    const { encodeCursor } = await import('./cursor');
    await expect(
      readChanges({ since: encodeCursor(10_000_000), perPage: 10 }, null),
    ).rejects.toMatchObject({ status: 410 });
    await expect(readChanges({ since: 'nonsense', perPage: 10 }, null)).rejects.toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
    });
  });

  it('forgets a large backlog a chunk at a time, oldest first, saying when more is left', async () => {
    const old = await now();
    for (let n = 0; n < 3; n++) await createEvent(authorId);
    const total = await db.change.count();
    expect(total).toBeGreaterThanOrEqual(3);
    const later = Date.now() + 31 * 86_400_000;
    const oldest = await db.change.findFirstOrThrow({ orderBy: { id: 'asc' } });
    expect(await purgeOldChanges(later, 2)).toBe(true);
    expect(await db.change.count()).toBe(total - 2);
    // What is left is the newer part of the log, and a cursor from before is told it lost changes.
    expect((await db.change.findFirstOrThrow({ orderBy: { id: 'asc' } })).id).toBeGreaterThan(
      oldest.id + 1,
    );
    await expect(readChanges({ since: old, perPage: 10 }, null)).rejects.toMatchObject({
      status: 410,
    });
    let calls = 2;
    while (await purgeOldChanges(later, 2)) calls++;
    expect(await db.change.count()).toBe(0);
    expect(calls).toBe(Math.ceil(total / 2));
  });
  it('takes a chunk of a large backlog in about the time its delete takes, however many changes are old or recent', async () => {
    // A bulk import's changes come of age together: many old, many recent.
    // Each chunk rides on a request (on SQLite, holding the process), so it
    // must not sort or scan the whole log to find where the retention ends.
    const rows = 150_000;
    const insert = (at: string) =>
      databaseProvider === 'sqlite'
        ? db.$executeRawUnsafe(
            `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows}) ` +
              `INSERT INTO "changes" ("kind", "itemId", "at") SELECT 'event', 900000000 + i, '${at}' FROM n`,
          )
        : db.$executeRawUnsafe(
            `INSERT INTO ${postgresTable('changes')} ("kind", "itemId", "at") ` +
              `SELECT 'event', 900000000 + i, '${at}' FROM generate_series(1, ${rows}) AS i`,
          );
    await insert('2026-01-01 00:00:00');
    await insert('2099-01-01 00:00:00');
    const median = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let n = 0; n < 5; n++) {
        const started = performance.now();
        await work();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    try {
      const later = Date.now() + 31 * 86_400_000;
      const chunk = 500;
      const purge = await median(() => purgeOldChanges(later, chunk));
      // The same delete alone, in a transaction of its own.
      const deletion = await median(() =>
        writeTransaction(async (tx) => {
          const end = await tx.change.findFirstOrThrow({
            orderBy: { id: 'asc' },
            skip: chunk - 1,
            select: { id: true },
          });
          await tx.change.deleteMany({ where: { id: { lte: end.id } } });
        }),
      );
      expect(purge).toBeLessThan(deletion * 4 + 20);
    } finally {
      await db.change.deleteMany({ where: { itemId: { gte: 900_000_000 } } });
    }
  });
});
