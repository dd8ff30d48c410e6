// Writing one imported event through the REST API's createEvent and
// updateEvent (docs/import.md "Importing again"): the (source, UID) pair
// names the event it became, and a digest of what it mapped to tells an
// unchanged item from an updated one.
import { createHash } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { ApiError } from '../http/errors';
import { findEvent } from '../events/read-lookup';
import type { EventRequest, TermNames } from '../events/request';
import { createEvent, updateEvent } from '../events/write';
import type { Params } from '../params/request-params';
import type { Tx } from '../write-context';
import type { ImportedEvent, ImportedOccurrence } from './ical-event';
import { idOfName, liveIdsByName } from './linked-names';
import { termItems } from './term-names';
import { findChangedOccurrence } from './write-occurrence';

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

const digestOf = (item: ImportedEvent) =>
  createHash('sha256').update(JSON.stringify(item)).digest('hex');

/** The item's category and tag names as term ids where a term has the name (term-names.ts). */
async function termParams(item: ImportedEvent): Promise<{ params: Params; names: TermNames }> {
  const params: Params = {};
  const names: TermNames = {};
  for (const [param, taxonomy] of [
    ['categories', 'category'],
    ['tags', 'tag'],
  ] as const) {
    const given = item.params[param];
    if (!Array.isArray(given)) continue;
    const send = await termItems(taxonomy, given.map(String));
    params[param] = send.items;
    if (send.names.length) names[param] = send.names;
  }
  return { params, names };
}

/** An existing live venue or organizer of that name (case aside), else the fields of a new one. */
async function linkParams(item: ImportedEvent): Promise<Params> {
  const links: Params = {};
  if (item.venue) {
    const { name, address } = item.venue;
    const id = idOfName(await liveIdsByName('venue', [name]), name);
    links.venue = id ?? { venue: name, address };
  }
  if (item.organizer) {
    const organizers = Array.isArray(item.organizer) ? item.organizer : [item.organizer];
    // One query for them all.
    const ids = await liveIdsByName(
      'organizer',
      organizers.map(({ name }) => name),
    );
    const linked = organizers.map(
      ({ name, email }) => idOfName(ids, name) ?? { organizer: name, email },
    );
    // A VEVENT's one organizer is sent as one link, as before CSV rows named several.
    links.organizer = Array.isArray(item.organizer) ? linked : linked[0]!;
  }
  return links;
}

const isP2002 = (error: unknown) => (error as { code?: unknown }).code === 'P2002';

/**
 * Another writer recorded the item first (a job taken over after a stall, two
 * uploads of one feed). An ApiError so that updateEvent passes it through as
 * it is, instead of logging it as a failed write.
 */
class RecordedElsewhere extends ApiError {
  constructor() {
    super(409, 'import-recorded-elsewhere', 'Another import wrote this item meanwhile.');
  }
}

/**
 * Records which event the item became, inside the event's own transaction
 * (EventRequest.alsoInTransaction): the event and its record commit together
 * or not at all, one transaction per item. The record's unique (source, UID)
 * key, or its unchanged version for an item seen before, is what keeps two
 * writers from both writing it: the second's transaction fails here and
 * rolls back its event.
 */
function recordIn(
  source: string,
  uid: string,
  digest: string,
  known: { eventId: number; modifiedUtc: string } | null,
) {
  return async (tx: Tx, eventId: number) => {
    const fields = { eventId, digest, modifiedUtc: nowUtc() };
    if (!known) {
      try {
        await tx.importedItem.create({ data: { source, uid, ...fields } });
        return;
      } catch (error) {
        throw isP2002(error) ? new RecordedElsewhere() : error;
      }
    }
    const { count } = await tx.importedItem.updateMany({
      where: { source, uid, eventId: known.eventId, modifiedUtc: known.modifiedUtc },
      data: fields,
    });
    if (count !== 1) throw new RecordedElsewhere();
  };
}

/** Where changed occurrences are remembered: apart, so a subscription's "gone from the feed" never reads them. */
const occurrencesOf = (source: string) => `${source} occurrences`;

/**
 * Writes a changed occurrence onto the occurrence of its series, alone
 * (`series_scope=this`): it stays in the series and owns what the VEVENT
 * sets, so a later change of the series leaves it as the file has it. It is
 * remembered by UID and RECURRENCE-ID: importing it again is `unchanged`, or
 * updates that occurrence.
 */
async function writeChangedOccurrence(
  item: ImportedEvent & { occurrence: ImportedOccurrence },
  source: string,
  request: (all: Params) => EventRequest,
  params: Params,
  digest: string,
): Promise<WriteOutcome> {
  const remembered = occurrencesOf(source);
  const key = item.occurrence.key;
  const known = await db.importedItem.findUnique({
    where: { source_uid: { source: remembered, uid: key } },
  });
  const before = known && (await findEvent(known.eventId));
  if (known && before && (known.digest === digest || before.status === 'trash')) return 'unchanged';
  const event = before ?? (await findChangedOccurrence(source, item.uid, item.occurrence));
  if (event.status === 'trash') return 'unchanged';
  // The item has no `recurrence` (ical-event.ts): one occurrence cannot repeat by itself.
  const all: Params = { ...params, series_scope: 'this' };
  await updateEvent(event, all, {
    ...request(all),
    alsoInTransaction: recordIn(remembered, key, digest, known),
  });
  return 'updated';
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
  try {
    return await writeItem(item, source, caller);
  } catch (error) {
    // The other writer wrote what this one would have: nothing left to do.
    if (error instanceof RecordedElsewhere) return 'unchanged';
    throw error;
  }
}

async function writeItem(
  item: ImportedEvent,
  source: string,
  caller: Caller,
): Promise<WriteOutcome> {
  const digest = digestOf(item);
  const known = item.occurrence
    ? null
    : await db.importedItem.findUnique({ where: { source_uid: { source, uid: item.uid } } });
  const event = known && (await findEvent(known.eventId));
  if (known && event && (known.digest === digest || event.status === 'trash')) return 'unchanged';
  const terms = await termParams(item);
  const params = { ...item.params, ...(await linkParams(item)), ...terms.params };
  // Events are written in the default language; no image is fetched, so no base URL is needed.
  const request = (all: Params): EventRequest => ({
    baseUrl: '',
    language: 'en',
    caller,
    params: all,
    termNames: terms.names,
  });
  if (item.occurrence)
    return writeChangedOccurrence(
      { ...item, occurrence: item.occurrence },
      source,
      request,
      params,
      digest,
    );
  if (known && event) {
    // A series is rewritten as a whole; a rule gone from the file ends it.
    const series: Params =
      event.seriesId === null ? {} : { series_scope: 'all', recurrence: params.recurrence ?? [] };
    const all: Params = { ...params, ...series };
    await updateEvent(event, all, {
      ...request(all),
      alsoInTransaction: recordIn(source, item.uid, digest, known),
    });
    return 'updated';
  }
  // A record whose event is gone (deleted for good) is taken over by the new event.
  await createEvent(params, {
    ...request(params),
    alsoInTransaction: recordIn(source, item.uid, digest, known),
  });
  return 'created';
}
