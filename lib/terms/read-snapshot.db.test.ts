// The term snapshot is only as good as the triggers that move the `terms`
// stamp (model DataStamp): every write that can change a term or a count must
// move it, on SQLite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { db } from '../db';
import { allocateTermId } from '../ids';
import { termSnapshot } from './read-snapshot';

const stamp = async () =>
  (await db.dataStamp.findUniqueOrThrow({ where: { name: 'terms' } })).stamp;

async function moves(write: () => Promise<unknown>): Promise<boolean> {
  const before = await stamp();
  await write();
  return (await stamp()) !== before;
}

let authorId: number;
let seq = 0;

const newEvent = (status = 'publish') => createEvent(authorId, { status });

async function newCategory() {
  const id = await allocateTermId(db, 'category');
  return db.category.create({ data: { id, name: `Stamp ${++seq}`, slug: `stamp-${id}` } });
}

async function newTag() {
  const id = await allocateTermId(db, 'tag');
  return db.tag.create({ data: { id, name: `Stamp tag ${++seq}`, slug: `stamp-tag-${id}` } });
}

beforeAll(async () => {
  authorId = await createAuthor('stamp@example.org');
});

describe('the terms stamp moves with every write a snapshot depends on', () => {
  it('categories and tags: insert, update, delete', async () => {
    let category = await newCategory();
    let tag = await newTag();
    expect(await moves(async () => (category = await newCategory()))).toBe(true);
    expect(await moves(async () => (tag = await newTag()))).toBe(true);
    expect(
      await moves(() =>
        db.category.update({ where: { id: category.id }, data: { name: 'Renamed' } }),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db.tag.update({ where: { id: tag.id }, data: { slug: `renamed-${tag.id}` } }),
      ),
    ).toBe(true);
    expect(await moves(() => db.termId.delete({ where: { id: category.id } }))).toBe(true);
    expect(await moves(() => db.tag.delete({ where: { id: tag.id } }))).toBe(true);
  });

  it("an event's terms: link, unlink", async () => {
    const [event, category, tag] = [await newEvent(), await newCategory(), await newTag()];
    const links = { eventId: event.id, categoryId: category.id };
    expect(await moves(() => db.eventCategory.create({ data: links }))).toBe(true);
    expect(
      await moves(() => db.eventTag.createMany({ data: [{ eventId: event.id, tagId: tag.id }] })),
    ).toBe(true);
    expect(await moves(() => db.eventCategory.deleteMany({ where: { eventId: event.id } }))).toBe(
      true,
    );
    expect(await moves(() => db.eventTag.deleteMany({ where: { eventId: event.id } }))).toBe(true);
  });

  it('events: status changes and deletes move it, other columns do not', async () => {
    const event = await newEvent();
    expect(
      await moves(() => db.event.update({ where: { id: event.id }, data: { title: 'T' } })),
    ).toBe(false);
    expect(
      await moves(() => db.event.update({ where: { id: event.id }, data: { status: 'draft' } })),
    ).toBe(true);
    expect(await moves(() => db.postId.delete({ where: { id: event.id } }))).toBe(true);
  });
});

describe('termSnapshot', () => {
  it('follows every write, whichever client makes it', async () => {
    const [event, category] = [await newEvent(), await newCategory()];
    await db.eventCategory.create({ data: { eventId: event.id, categoryId: category.id } });
    expect((await termSnapshot()).counts.get(category.id)).toBe(1);
    expect((await termSnapshot()).categories.get(category.id)?.name).toBe(category.name);
    await db.event.update({ where: { id: event.id }, data: { status: 'draft' } });
    expect((await termSnapshot()).counts.get(category.id)).toBeUndefined();
    await db.category.update({ where: { id: category.id }, data: { name: 'Later' } });
    expect((await termSnapshot()).categories.get(category.id)?.name).toBe('Later');
  });

  it('is read once per stamp', async () => {
    await termSnapshot();
    const snapshot = await termSnapshot();
    expect(await termSnapshot()).toBe(snapshot);
  });
});
