// Media items (docs/api.md §4.7). The files' bytes live in the database so
// that every app node serves the same files.
import { nowUtc } from '../dates/format';
import { containsIgnoringCase, db, type Db } from '../db';
import { allocatePostId, isStoredId } from '../ids';
import type { Tx } from '../write-context';
import type { ImageFile } from './renditions';
import { imageInclude, type ImageRow } from './serialize';
import { IMAGE_TYPES } from './types';

const isImage = { mimeType: { in: [...IMAGE_TYPES] } };

/** The id when it names a media item that is an image (not an event, not another file), else null. */
export async function findImageId(id: number): Promise<number | null> {
  if (!isStoredId(id)) return null;
  const media = await db.media.findFirst({ where: { id, ...isImage }, select: { id: true } });
  return media?.id ?? null;
}

/** The image item whose original file has this name, else null. */
export async function findImageIdByFile(id: number, fileName: string): Promise<number | null> {
  if (!isStoredId(id)) return null;
  const media = await db.media.findFirst({
    where: { id, fileName, ...isImage },
    select: { id: true },
  });
  return media?.id ?? null;
}

/** The latest image item downloaded from this URL, else null. */
export async function findImageIdBySource(sourceUrl: string): Promise<number | null> {
  const media = await db.media.findFirst({
    where: { sourceUrl, ...isImage },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return media?.id ?? null;
}

/** Images with their files by id, for the items that show them (§1.7), in two queries. */
export async function findImages(
  client: Pick<Db, 'media'>,
  ids: number[],
): Promise<Map<number, ImageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await client.media.findMany({
    where: { id: { in: [...new Set(ids)] } },
    include: imageInclude,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A page of image items, newest first, with their files, and how many there
 * are in all; with `search`, only those whose original file name holds it
 * (any case).
 */
export async function listImages(
  page: number,
  perPage: number,
  search = '',
): Promise<{ rows: ImageRow[]; total: number }> {
  const where = search === '' ? isImage : { ...isImage, fileName: containsIgnoringCase(search) };
  const [rows, total] = await Promise.all([
    db.media.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (page - 1) * perPage,
      take: perPage,
      include: imageInclude,
    }),
    db.media.count({ where }),
  ]);
  return { rows, total };
}

/** A new media item from its files (the `full` one first, as processImage gives them). */
export async function createMedia(
  tx: Tx,
  files: ImageFile[],
  origin: { authorId: number; sourceUrl: string | null },
): Promise<number> {
  const [full] = files;
  if (full?.size !== 'full') throw new Error('createMedia needs the original file first.');
  const id = await allocatePostId(tx, 'media');
  await tx.media.create({
    data: {
      id,
      authorId: origin.authorId,
      sourceUrl: origin.sourceUrl,
      createdUtc: nowUtc(),
      fileName: full.fileName,
      mimeType: full.mimeType,
      width: full.width,
      height: full.height,
      filesize: full.filesize,
      files: { create: files },
    },
  });
  return id;
}

/** One stored file of an item, the original or a rendition, by its file name. */
export async function getMediaFile(
  id: number,
  fileName: string,
): Promise<{ mimeType: string; data: Uint8Array<ArrayBuffer> } | null> {
  if (!isStoredId(id)) return null;
  return db.mediaFile.findFirst({
    where: { mediaId: id, fileName },
    select: { mimeType: true, data: true },
  });
}
