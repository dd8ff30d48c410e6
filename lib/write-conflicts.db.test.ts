// Two writes that reach the same two categories in opposite orders. On
// PostgreSQL the count triggers lock the term rows they update, and would
// deadlock them; every statement that fires them first takes the `terms`
// stamp's row lock, so the second waits for the first (docs/architecture.md).
// On SQLite one waits for the other's write lock.
import { beforeAll, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../scripts/vitest/rows';
import { db, writeTransaction } from './db';
import { allocateTermId } from './ids';

let authorId: number;
beforeAll(async () => {
  authorId = await createAuthor('conflicts@example.org');
});

async function newCategory() {
  const id = await allocateTermId(db, 'category');
  await db.category.create({ data: { id, name: `Conflict ${id}`, slug: `conflict-${id}` } });
  return id;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

it('two writes reaching two categories in opposite orders both land, each once', async () => {
  const [first, second] = [await newCategory(), await newCategory()];
  const [one, two] = [await createEvent(authorId), await createEvent(authorId)];
  const link = (eventId: number, order: number[]) =>
    writeTransaction(async (tx) => {
      await tx.eventCategory.create({ data: { eventId, categoryId: order[0]! } });
      await pause();
      await tx.eventCategory.create({ data: { eventId, categoryId: order[1]! } });
    });
  await Promise.all([link(one.id, [first, second]), link(two.id, [second, first])]);
  const counts = await db.category.findMany({
    where: { id: { in: [first, second] } },
    select: { publishedEventCount: true },
  });
  expect(counts.map((row) => row.publishedEventCount)).toEqual([2, 2]);
  expect(await db.eventCategory.count({ where: { categoryId: { in: [first, second] } } })).toBe(4);
});
