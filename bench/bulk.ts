// Bulk writes for the benchmark's calendar (calendar.ts): a few statements
// per thousand rows, ids drawn from the shared sequences. The many rows
// (events, their links, venues, organizers, images) are multi-row INSERTs
// (lib/db.ts insertRows), as a series writes its occurrences: Prisma's
// createMany spent most of a seeding building its queries, not in the
// database. The rest still use createMany: ids, terms, series, and the
// renditions, whose bytes insertRows does not bind.
import { insertRows, type Db } from '../lib/db';

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
 * Allocates `count` ids of each kind in one statement, as the shared sequences
 * require (docs/api.md §0.2).
 */
export async function allocateIds(
  client: Db,
  table: 'postId' | 'termId',
  kinds: Record<string, number>,
): Promise<Record<string, number[]>> {
  const data = Object.entries(kinds).flatMap(([kind, count]) => Array(count).fill({ kind }));
  const delegate = client[table] as unknown as Db['postId'];
  const before = (await delegate.aggregate({ _max: { id: true } }))._max.id ?? 0;
  await chunked(data, (chunk) => delegate.createMany({ data: chunk }));
  const rows = await delegate.findMany({ where: { id: { gt: before } }, orderBy: { id: 'asc' } });
  const ids: Record<string, number[]> = {};
  for (const row of rows) (ids[row.kind] ??= []).push(row.id);
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
  await chunked(
    ids.flatMap((mediaId) =>
      RENDITIONS.map(({ size, width, height }) => ({
        mediaId,
        size,
        fileName: `photo-${mediaId}-${width}x${height}.jpg`,
        mimeType: 'image/jpeg',
        width,
        height,
        filesize: width * height * 0.1,
        data,
      })),
    ),
    (chunk) => client.mediaFile.createMany({ data: chunk }),
  );
}
