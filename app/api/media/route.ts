import { canCreate, canEditImage } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { forbidden, invalidParams } from '@/lib/http/errors';
import { baseUrlOf } from '@/lib/http/headers';
import { jsonEndpoint } from '@/lib/route/json-endpoint';
import { findImages, listImages } from '@/lib/media/repository';
import { serializeImage } from '@/lib/media/serialize';
import { resolveAdmittedCaller } from '@/lib/route/request-limits';
import { SEARCH_MAX_LENGTH } from '@/lib/media/schema';
import { uploadImage } from '@/lib/media/upload';

// The admin's media library (README "The admin"): outside the REST namespace,
// like the session endpoint. Images are given to events, venues and organizers
// by id through the API's `image` parameter (docs/api.md §4.7).
const PER_PAGE = 24;

/**
 * A page of images, newest first, optionally only those whose file name holds
 * `search`: for anyone who may write an item that shows one.
 */
export const GET = jsonEndpoint(async (request) => {
  const caller = await resolveAdmittedCaller(request);
  if (!canCreate(caller)) throw forbidden(caller !== null);
  const query = new URL(request.url).searchParams;
  const page = pageOf(query.get('page'));
  const { rows, total } = await listImages(page, PER_PAGE, searchOf(query.get('search')));
  const baseUrl = baseUrlOf(request);
  return {
    body: {
      images: rows.map((row) => serializeImage(row, baseUrl)),
      // Which of them the caller may change (alt text) or delete, so the admin offers only those.
      editable_ids: rows.filter((row) => canEditImage(caller, row)).map((row) => row.id),
      total,
      total_pages: Math.ceil(total / PER_PAGE),
    },
  };
});

/** Upload one image (multipart `file`): 201 with its image object (§1.7). */
export const POST = jsonEndpoint(async (request) => {
  const id = await uploadImage(await resolveAdmittedCaller(request), request);
  const row = (await findImages(db, [id])).get(id);
  return { status: 201, body: serializeImage(row, baseUrlOf(request)) };
});

function searchOf(value: string | null): string {
  const search = value?.trim() ?? '';
  if (search.length > SEARCH_MAX_LENGTH) throw invalidParams({ search: 'Invalid parameter.' });
  return search;
}

function pageOf(value: string | null): number {
  if (value === null) return 1;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1)
    throw invalidParams({ page: 'Invalid parameter.' });
  return Number(value);
}
