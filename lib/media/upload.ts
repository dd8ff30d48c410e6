// Images uploaded from the admin (docs/api.md §4.7: the media store is filled
// by the admin's upload and by the URL form). An upload is held to the
// rules of a downloaded image: the same roles, types, size cap and complete
// decode, and the same renditions.
import type { Caller } from '../auth/caller';
import { canUploadImages } from '../auth/permissions';
import { writeTransaction } from '../db';
import { forbidden, invalidParams, missingParams } from '../http/errors';
import { readLimitedBytes } from '../params/request-params';
import { MAX_IMAGE_BYTES } from './fetch';
import { cleanFileBaseName } from './file-name';
import { processImage } from './renditions';
import { createMedia } from './repository';
import { ImageError, isImageType } from './types';

// The image and the multipart framing around it.
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

const invalidFile = (reason: string) => invalidParams({ file: reason });

/**
 * Stores a multipart request's `file` as a new media item owned by the
 * caller; returns its id. The route resolves the caller before a byte of the
 * body is read.
 */
export async function uploadImage(caller: Caller | null, request: Request): Promise<number> {
  if (!caller || !canUploadImages(caller)) throw forbidden(caller !== null);
  const file = (await readForm(request)).get('file');
  if (file === null) throw missingParams(['file']);
  if (typeof file === 'string') throw invalidFile('Send the image as a file.');
  if (!isImageType(file.type)) throw invalidFile('Only JPEG, PNG, GIF and WebP images.');
  if (file.size > MAX_IMAGE_BYTES) throw invalidFile('An image may be at most 10 MiB.');
  let files;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    files = await processImage(bytes, file.type, cleanFileBaseName(file.name));
  } catch (error) {
    if (error instanceof ImageError)
      throw invalidFile('The file is not a complete image of its type.');
    throw error;
  }
  return writeTransaction((tx) => createMedia(tx, files, { authorId: caller.id, sourceUrl: null }));
}

async function readForm(request: Request): Promise<FormData> {
  const bytes = await readLimitedBytes(request, MAX_UPLOAD_BODY_BYTES);
  const contentType = request.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidFile('Send the image as multipart/form-data.');
  }
}
