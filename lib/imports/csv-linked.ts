// One row of a venues or organizers CSV (docs/import.md "CSV files"),
// written through the REST API's own create and update of that kind, so its
// validation, sanitising and duplicate rule apply. A row is known again by
// its name: kept in imported_items under the source `csv-venue` or
// `csv-organizer`, the item's id in `eventId` (ids are shared by all posts).
import { createHash } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { createLinkedPostItem, updateLinkedPostItem } from '../linked-posts/handlers';
import { organizers } from '../linked-posts/organizer/kind';
import type { LinkedPostRequest } from '../linked-posts/request';
import { venues } from '../linked-posts/venue/kind';
import type { Params } from '../params/request-params';
import { ItemRefused } from './refusal';
import type { WriteOutcome } from './write-event';

type LinkedType = 'venues' | 'organizers';

/** Each column and the API parameter it fills (docs/api.md §4.3, §4.4). */
const PARAMS: Record<LinkedType, Record<string, string>> = {
  venues: {
    'Venue Name': 'venue',
    'Venue Description': 'description',
    'Venue Address': 'address',
    'Venue City': 'city',
    'Venue Country': 'country',
    'Venue Province': 'province',
    'Venue State': 'state',
    'Venue Zip': 'zip',
    'Venue Phone': 'phone',
    'Venue Website': 'website',
  },
  organizers: {
    'Organizer Name': 'organizer',
    'Organizer Description': 'description',
    'Organizer Email': 'email',
    'Organizer Website': 'website',
    'Organizer Phone': 'phone',
  },
};

/** The REST create and update of each kind. */
const KINDS = {
  venues: {
    nameParam: 'venue',
    source: 'csv-venue',
    label: 'Venue Name',
    create: (request: LinkedPostRequest) => createLinkedPostItem(venues, request),
    update: (id: number, request: LinkedPostRequest) =>
      updateLinkedPostItem(venues, { id: String(id) }, request),
  },
  organizers: {
    nameParam: 'organizer',
    source: 'csv-organizer',
    label: 'Organizer Name',
    create: (request: LinkedPostRequest) => createLinkedPostItem(organizers, request),
    update: (id: number, request: LinkedPostRequest) =>
      updateLinkedPostItem(organizers, { id: String(id) }, request),
  },
} as const;

/** The write's parameters: the row's filled cells, so an empty cell leaves a stored field as it is. */
export function mapCsvLinkedPost(type: LinkedType, cells: Record<string, string>): Params {
  const params: Params = {};
  for (const [column, param] of Object.entries(PARAMS[type])) {
    if (cells[column]) params[param] = cells[column];
  }
  if (!params[KINDS[type].nameParam])
    throw new ItemRefused('import-missing-name', `The row has no ${KINDS[type].label}.`);
  return params;
}

/** The name a row is known by: two rows of one file with the same one are one item. */
export const csvLinkedName = (type: LinkedType, params: Params) =>
  String(params[KINDS[type].nameParam]);

async function findLive(type: LinkedType, where: { id: number } | { name: string }) {
  const live = { ...where, status: { not: 'trash' } };
  const select = { id: true, status: true };
  const row =
    type === 'venues'
      ? await db.venue.findFirst({ where: live, select, orderBy: { id: 'asc' } })
      : await db.organizer.findFirst({ where: live, select, orderBy: { id: 'asc' } });
  return row;
}

const isTrashed = async (type: LinkedType, id: number) => {
  const select = { status: true };
  const row =
    type === 'venues'
      ? await db.venue.findUnique({ where: { id }, select })
      : await db.organizer.findUnique({ where: { id }, select });
  return row?.status === 'trash';
};

/**
 * Creates the venue or organizer, or updates the one of that name: the one
 * this source made before, else a live one of the same name. The same row
 * again is unchanged, so edits made on the site since are kept; one trashed
 * on the site stays in the trash. Throws the API's error when it refuses.
 */
export async function writeCsvLinkedPost(
  type: LinkedType,
  params: Params,
  caller: Caller,
): Promise<WriteOutcome> {
  const { source, create, update } = KINDS[type];
  const uid = csvLinkedName(type, params);
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex');
  const known = await db.importedItem.findUnique({ where: { source_uid: { source, uid } } });
  if (known && (await isTrashed(type, known.eventId))) return 'unchanged';
  const existing =
    (known && (await findLive(type, { id: known.eventId }))) ||
    (await findLive(type, { name: uid }));
  if (existing && known?.eventId === existing.id && known.digest === digest) return 'unchanged';
  // Written in the default language. No image is fetched: the base URL only
  // builds the REST answer, of which the import keeps the id.
  const request = (payload: Params): LinkedPostRequest => ({
    params: payload,
    payload,
    caller,
    language: 'en',
    baseUrl: 'http://localhost',
  });
  let id: number;
  let outcome: WriteOutcome;
  if (existing) {
    await update(existing.id, request(params));
    [id, outcome] = [existing.id, 'updated'];
  } else {
    const reply = await create(request(params));
    [id, outcome] = [(reply.body as { id: number }).id, 'created'];
  }
  const fields = { eventId: id, digest, modifiedUtc: nowUtc() };
  await db.importedItem.upsert({
    where: { source_uid: { source, uid } },
    create: { source, uid, ...fields },
    update: fields,
  });
  return outcome;
}
