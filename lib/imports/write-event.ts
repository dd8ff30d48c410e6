// Writing one imported event through the REST API's createEvent and
// updateEvent (docs/import.md "Importing again"): the (source, UID) pair
// names the event it became, and a digest of what it mapped to tells an
// unchanged item from an updated one.
import { createHash } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { findEvent } from '../events/read-lookup';
import type { EventRequest, TermNames } from '../events/request';
import { createEvent, updateEvent } from '../events/write';
import type { Params } from '../params/request-params';
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

/** The event id of an item whose event is being created: no event has it. */
const PENDING = 0;
/** A claim older than this was left by a node that stopped mid-write: it is taken over. */
const ABANDONED_AFTER_MS = 10 * 60_000;

const isP2002 = (error: unknown) => (error as { code?: unknown }).code === 'P2002';

/**
 * Claims the UID before its event is created, so that two nodes (a job taken
 * over after a stall, or two uploads of one feed) never create it twice: a
 * new row, or the row read as `known` unchanged since. False when another
 * writer has it.
 */
async function claimUid(
  source: string,
  uid: string,
  known: { eventId: number; modifiedUtc: string } | null,
): Promise<boolean> {
  const claimed = { eventId: PENDING, digest: '', modifiedUtc: nowUtc() };
  if (!known) {
    try {
      await db.importedItem.create({ data: { source, uid, ...claimed } });
      return true;
    } catch (error) {
      if (isP2002(error)) return false;
      throw error;
    }
  }
  const isFreshClaim =
    known.eventId === PENDING &&
    Date.now() - Date.parse(`${known.modifiedUtc.replace(' ', 'T')}Z`) < ABANDONED_AFTER_MS;
  if (isFreshClaim) return false;
  const { count } = await db.importedItem.updateMany({
    where: { source, uid, eventId: known.eventId, modifiedUtc: known.modifiedUtc },
    data: claimed,
  });
  return count === 1;
}

async function remember(source: string, uid: string, eventId: number, digest: string) {
  const fields = { eventId, digest, modifiedUtc: nowUtc() };
  await db.importedItem.upsert({
    where: { source_uid: { source, uid } },
    create: { source, uid, ...fields },
    update: fields,
  });
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
  await updateEvent(event, all, request(all));
  await remember(remembered, key, event.id, digest);
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
    await updateEvent(event, all, request(all));
    await remember(source, item.uid, event.id, digest);
    return 'updated';
  }
  // Another writer is creating it: this one leaves it to them.
  if (!(await claimUid(source, item.uid, known))) return 'unchanged';
  let created: { id: number };
  try {
    created = await createEvent(params, request(params));
  } catch (error) {
    await db.importedItem.deleteMany({ where: { source, uid: item.uid, eventId: PENDING } });
    throw error;
  }
  await remember(source, item.uid, created.id, digest);
  return 'created';
}
