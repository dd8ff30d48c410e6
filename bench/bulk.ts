// Bulk writes for the benchmark's calendar (calendar.ts): a few statements
// per thousand rows, ids drawn from the shared sequences. The many rows
// (ids, events, their links, venues, organizers, images and their
// renditions) are multi-row INSERTs (lib/db.ts insertRows), as a series
// writes its occurrences: Prisma's createMany spent most of a seeding
// building its queries, not in the database. The few (terms, series) still
// use createMany.
import { insertRows, sqlTable, type Db } from '../lib/db';

const RENDITIONS = [
  { size: 'thumbnail', width: 150, height: 150 },
  { size: 'medium', width: 300, height: 200 },
  { size: 'large', width: 1024, height: 683 },
] as const;
const CHUNK = 1000;

export async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await write(rows.slice(start, start + CHUNK));
  }
}

/**
 * Allocates `count` ids of each kind, as the shared sequences require
 * (docs/api.md §0.2), and answers them by kind in order.
 */
export async function allocateIds(
  client: Db,
  table: 'post_ids' | 'term_ids',
  kinds: Record<string, number>,
): Promise<Record<string, number[]>> {
  const rows = Object.entries(kinds).flatMap(([kind, count]) => Array(count).fill({ kind }));
  const [{ before }] = await client.$queryRawUnsafe<[{ before: number | null }]>(
    `SELECT MAX("id") AS "before" FROM ${sqlTable(table)}`,
  );
  await insertRows(client, table, rows);
  const allocated = await client.$queryRawUnsafe<{ id: number; kind: string }[]>(
    `SELECT "id", "kind" FROM ${sqlTable(table)} WHERE "id" > ${Number(before ?? 0)} ORDER BY "id"`,
  );
  const ids: Record<string, number[]> = {};
  for (const { id, kind } of allocated) (ids[kind] ??= []).push(Number(id));
  return ids;
}

export async function seedImages(client: Db, ids: number[], authorId: number, now: string) {
  await chunked(ids, (chunk) =>
    insertRows(
      client,
      'media',
      chunk.map((id) => ({
        id,
        authorId,
        fileName: `photo-${id}.jpg`,
        mimeType: 'image/jpeg',
        width: 2048,
        height: 1365,
        filesize: 250_000,
        createdUtc: now,
      })),
    ),
  );
  // The bytes are never read by the routes measured; a few stand in for them.
  const data = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
  await chunked(ids, (chunk) =>
    insertRows(
      client,
      'media_files',
      chunk.flatMap((mediaId) =>
        RENDITIONS.map(({ size, width, height }) => ({
          mediaId,
          size,
          fileName: `photo-${mediaId}-${width}x${height}.jpg`,
          mimeType: 'image/jpeg',
          width,
          height,
          filesize: Math.floor(width * height * 0.1),
          data,
        })),
      ),
    ),
  );
}
