import { canCreate } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { ApiError, forbidden } from '@/lib/http/errors';
import { baseUrlOf } from '@/lib/http/headers';
import { deleteImage, updateImage } from '@/lib/media/library';
import { findImageId, findImages } from '@/lib/media/repository';
import { imageUpdateSchema } from '@/lib/media/schema';
import { serializeImage } from '@/lib/media/serialize';
import { readJsonBody } from '@/lib/params/json-body';
import { idAtEndOfPath } from '@/lib/params/path-id';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';

// One image of the admin's media library (docs/admin.md "Media").

/** The image object, for anyone who may pick images (the settings' logo field shows it). */
export const GET = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  const caller = await resolveAdmittedCaller(request);
  if (!canCreate(caller)) throw forbidden(caller !== null);
  if ((await findImageId(id)) === null) {
    throw new ApiError(404, 'media-not-found', 'The image does not exist.');
  }
  const row = (await findImages(db, [id])).get(id);
  return { body: serializeImage(row, baseUrlOf(request)) };
});

/** `{"alt"}`: 200 with the image object as every item showing it now answers it. */
export const PATCH = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  const caller = await resolveAdmittedCaller(request);
  // Credentials before the body: an anonymous caller is 401 whatever it sends.
  if (caller === null) throw forbidden(false);
  await updateImage(id, await readJsonBody(request, imageUpdateSchema), caller);
  const row = (await findImages(db, [id])).get(id);
  return { body: serializeImage(row, baseUrlOf(request)) };
});

/** 204 when nothing shows the image; 409 `media-in-use` naming what does. */
export const DELETE = jsonEndpoint(async (request) => {
  const id = idAtEndOfPath(request);
  await deleteImage(id, await resolveAdmittedCaller(request));
  return { status: 204 };
});
