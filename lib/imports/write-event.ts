// Writing one imported event through the REST API's createEvent and
// updateEvent (docs/import.md "Importing again"): the (source, UID) pair
// names the event it became, and a digest of what it mapped to tells an
// unchanged item from an updated one.
import { createHash } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { findEvent } from '../events/read-lookup';
import type { EventRequest } from '../events/request';
import { createEvent, updateEvent } from '../events/write';
import type { Params } from '../params/request-params';
import type { ImportedEvent } from './ical-event';

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

const digestOf = (item: ImportedEvent) =>
  createHash('sha256').update(JSON.stringify(item)).digest('hex');

/** An existing live venue or organizer of that name, else the fields of a new one. */
async function linkParams(item: ImportedEvent): Promise<Params> {
  const live = { status: { not: 'trash' } };
  const links: Params = {};
  if (item.venue) {
    const venue = await db.venue.findFirst({
      where: { name: item.venue.name, ...live },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    links.venue = venue ? venue.id : { venue: item.venue.name, address: item.venue.address };
  }
  if (item.organizer) {
    const organizer = await db.organizer.findFirst({
      where: { name: item.organizer.name, ...live },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    links.organizer = organizer
      ? organizer.id
      : { organizer: item.organizer.name, email: item.organizer.email };
  }
  return links;
}

async function remember(source: string, uid: string, eventId: number, digest: string) {
  const fields = { eventId, digest, modifiedUtc: nowUtc() };
  await db.importedItem.upsert({
    where: { source_uid: { source, uid } },
    create: { source, uid, ...fields },
    update: fields,
  });
}

/**
 * Creates the event, or updates the one the item became before. An event
 * trashed on this site stays in the trash: the site's decision wins. Throws
 * the API's error when the write is refused; nothing is then written.
 */
export async function writeImportedEvent(
  item: ImportedEvent,
  source: string,
  caller: Caller,
): Promise<WriteOutcome> {
  const digest = digestOf(item);
  const known = await db.importedItem.findUnique({
    where: { source_uid: { source, uid: item.uid } },
  });
  const event = known && (await findEvent(known.eventId));
  if (known && event && (known.digest === digest || event.status === 'trash')) return 'unchanged';
  const params = { ...item.params, ...(await linkParams(item)) };
  // Events are written in the default language; no image is fetched, so no base URL is needed.
  const request = (all: Params): EventRequest => ({
    baseUrl: '',
    language: 'en',
    caller,
    params: all,
  });
  if (known && event) {
    // A series is rewritten as a whole; a rule gone from the file ends it.
    const series: Params =
      event.seriesId === null ? {} : { series_scope: 'all', recurrence: params.recurrence ?? [] };
    const all: Params = { ...params, ...series };
    await updateEvent(event, all, request(all));
    await remember(source, item.uid, event.id, digest);
    return 'updated';
  }
  const created = await createEvent(params, request(params));
  await remember(source, item.uid, created.id, digest);
  return 'created';
}
