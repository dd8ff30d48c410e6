// A list's total is kept per filters while the content stamp holds, and
// counted afresh once a write moves it (lib/kept-by-stamp-per-key.ts), on
// SQLite and PostgreSQL.
import { beforeAll, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../scripts/vitest/rows';
import { db, readStamp, writeTransaction } from './db';
import { keptByStampPerKey } from './kept-by-stamp-per-key';

let authorId: number;
beforeAll(async () => {
  authorId = await createAuthor('kept-totals@example.org');
});

const titled = (title: string) => JSON.stringify({ title });

it('counts once per key while the content holds, again after a write, and nothing a write may roll back', async () => {
  let loads = 0;
  const kept = keptByStampPerKey<number>(() => readStamp('content'), 2);
  const total = (key: string) =>
    kept(key, () => {
      loads++;
      return db.event.count({ where: JSON.parse(key) as { title: string } });
    });
  await createEvent(authorId, { title: 'Kept total' });
  expect(await total(titled('Kept total'))).toBe(1);
  expect(await total(titled('Kept total'))).toBe(1);
  expect(loads).toBe(1);
  // A write moves the stamp: the next call counts again.
  await createEvent(authorId, { title: 'Kept total' });
  expect(await total(titled('Kept total'))).toBe(2);
  expect(loads).toBe(2);
  // Past the bound, the kept ones are forgotten and counted again when asked.
  await total(titled('Other one'));
  await total(titled('Other two'));
  expect(await total(titled('Kept total'))).toBe(2);
  expect(loads).toBe(5);
  // Counted beside an open write of this process: answered, not kept.
  await writeTransaction(async () => {
    expect(await total(titled('Beside a write'))).toBe(0);
  });
  await total(titled('Beside a write'));
  expect(loads).toBe(7);
});

it('gives a value at once only at the stamp it was loaded at, once loaded and kept', async () => {
  const kept = keptByStampPerKey<number>(() => readStamp('content'), 2);
  const key = titled('Settled total');
  const total = () => kept(key, () => db.event.count({ where: { title: 'Settled total' } }));
  await createEvent(authorId, { title: 'Settled total' });
  const first = await readStamp('content');
  expect(kept.settled(key, first)).toBeUndefined();
  const loading = total();
  // Not while it loads: nothing is known yet.
  expect(kept.settled(key, first)).toBeUndefined();
  expect(await loading).toBe(1);
  expect(kept.settled(key, first)).toBe(1);
  expect(kept.settled(titled('Another'), first)).toBeUndefined();
  await createEvent(authorId, { title: 'Settled total' });
  const second = await readStamp('content');
  expect(kept.settled(key, second)).toBeUndefined();
  expect(await total()).toBe(2);
  expect(kept.settled(key, second)).toBe(2);
  // The earlier stamp's value is gone with its stamp.
  expect(kept.settled(key, first)).toBeUndefined();
  // Loaded beside an open write of this process: answered, never given at once.
  await writeTransaction(async () => {
    expect(await kept(titled('Beside'), async () => 5)).toBe(5);
  });
  expect(kept.settled(titled('Beside'), await readStamp('content'))).toBeUndefined();
});
