// insertRows (lib/db.ts): the multi-row INSERTs a series writes its
// occurrences with, and the benchmark its calendar, on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlStatements } from '../scripts/vitest/database';
import { createAuthor } from '../scripts/vitest/rows';
import { db, insertRows, writeTransaction } from './db';

const newIds = async (after: number, client: Pick<typeof db, 'postId'> = db) =>
  (await client.postId.findMany({ where: { id: { gt: after } }, orderBy: { id: 'asc' } })).map(
    (row) => row.id,
  );

const AUTHOR = 'insert-rows@example.org';

describe('insertRows', () => {
  let before: number;

  beforeEach(async () => {
    before = (await db.postId.aggregate({ _max: { id: true } }))._max.id ?? 0;
  });

  afterEach(async () => {
    await db.media.deleteMany({ where: { id: { gt: before } } });
    await db.postId.deleteMany({ where: { id: { gt: before } } });
    await db.user.deleteMany({ where: { email: AUTHOR } });
  });

  it('writes more rows than one statement binds, in as few statements as fit', async () => {
    // One column: 30,000 rows a statement (each binds one value).
    const rows = Array.from({ length: 30_001 }, () => ({ kind: 'media' }));
    const sql = await sqlStatements(() =>
      writeTransaction((tx) => insertRows(tx, 'post_ids', rows)),
    );

    expect(sql.filter((statement) => /^INSERT INTO/.test(statement))).toHaveLength(2);
    const ids = await newIds(before);
    expect(ids).toHaveLength(30_001);
    expect(await db.postId.count({ where: { id: { gt: before }, kind: 'media' } })).toBe(30_001);
  });

  it('binds bytes as they are', async () => {
    const authorId = await createAuthor(AUTHOR);
    const bytes = new Uint8Array([0x00, 0xff, 0x01, 0xfe, 0x27, 0x5c]);
    await writeTransaction(async (tx) => {
      await insertRows(tx, 'post_ids', [{ kind: 'media' }]);
      const [id] = await newIds(before, tx);
      const image = { mimeType: 'image/jpeg', width: 1, height: 1 };
      await insertRows(tx, 'media', [
        {
          id: id!,
          authorId,
          ...image,
          fileName: 'a.jpg',
          filesize: 6,
          createdUtc: '2026-01-01 00:00:00',
        },
      ]);
      await insertRows(tx, 'media_files', [
        { mediaId: id!, size: 'full', ...image, fileName: 'a.jpg', filesize: 6, data: bytes },
      ]);
    });

    const [id] = await newIds(before);
    const stored = await db.mediaFile.findUniqueOrThrow({
      where: { mediaId_size: { mediaId: id!, size: 'full' } },
    });
    expect([...stored.data]).toEqual([...bytes]);
  });
});
