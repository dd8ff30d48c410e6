// The `image` parameter of event, venue and organizer writes (docs/api.md
// §4.7). A new URL is downloaded and decoded before the write's transaction
// (no network wait holds a transaction open); the media item is created inside
// it, so a write that fails leaves no downloaded item behind (§4.1).
import type { Caller } from '../auth/caller';
import { canUploadImages } from '../auth/permissions';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../params/request-params';
import type { Tx, WriteContext } from '../write-context';
import { downloadImage, parseHttpUrl } from './fetch';
import { fileBaseName } from './file-name';
import type { ImageFile } from './renditions';
import { processImage } from './renditions';
import { createMedia, findImageId, findImageIdByFile, findImageIdBySource } from './repository';
import { ImageError } from './types';
import { parseMediaFileUrl } from './urls';

export type PreparedImage =
  | { kind: 'unchanged' }
  | { kind: 'remove' }
  | { kind: 'existing'; id: number }
  | { kind: 'download'; sourceUrl: string; files: ImageFile[] };

/** An `image` not sent: the stored image stays. */
export const KEEP_IMAGE: PreparedImage = { kind: 'unchanged' };

const invalidImage = () => invalidParams({ image: 'Invalid parameter.' });

/** Validates `image` (§4.7) and downloads a new URL before any write. Throws invalidParams({ image }) on any failure. */
export async function prepareImage(
  value: ParamValue | undefined,
  context: { caller: Caller; baseUrl: string },
): Promise<PreparedImage> {
  if (value === undefined || value === null) return KEEP_IMAGE;
  if (value === '') return { kind: 'remove' };
  const id = mediaIdOf(value);
  if (id !== undefined) return existing(await findImageId(id));
  // Only administrators, editors and authors may give a URL; contributors get the
  // same 400 as any other bad value (§11).
  if (typeof value !== 'string' || !canUploadImages(context.caller)) throw invalidImage();
  try {
    return await prepareUrl(value, context.baseUrl);
  } catch (error) {
    if (error instanceof ImageError) throw invalidImage();
    throw error;
  }
}

/** Inside the write's transaction: creates the media item for a download (owned by the caller). Returns undefined = unchanged, null = remove, or the media id. */
export async function applyImage(
  tx: Tx,
  prepared: PreparedImage,
  context: WriteContext,
): Promise<number | null | undefined> {
  switch (prepared.kind) {
    case 'unchanged':
      return undefined;
    case 'remove':
      return null;
    case 'existing':
      return prepared.id;
    case 'download':
      return createMedia(tx, prepared.files, {
        authorId: context.caller.id,
        sourceUrl: prepared.sourceUrl,
      });
  }
}

/** A JSON number or a string of digits names a media item (findImageId refuses fractions and zero). */
function mediaIdOf(value: ParamValue): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
}

function existing(id: number | null): PreparedImage {
  if (id === null) throw invalidImage();
  return { kind: 'existing', id };
}

// This site's own file URL names its item; a URL downloaded before is not
// downloaded again (re-sending an unchanged write must not pile up copies).
async function prepareUrl(value: string, baseUrl: string): Promise<PreparedImage> {
  const url = parseHttpUrl(value);
  const own = parseMediaFileUrl(url, baseUrl);
  const reused =
    (own ? await findImageIdByFile(own.id, own.fileName) : null) ??
    (await findImageIdBySource(value));
  if (reused !== null) return { kind: 'existing', id: reused };
  const image = await downloadImage(url.href);
  const files = await processImage(image.bytes, image.mimeType, fileBaseName(url.href));
  return { kind: 'download', sourceUrl: value, files };
}
