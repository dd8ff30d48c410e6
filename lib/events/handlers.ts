// The by-ID and by-slug event routes share these steps (docs/api.md §6, §7.2).
import type { Caller } from '../auth/caller';
import { forbidden, preconditionFailed } from '../http/errors';
import { entityTag, ifMatchFails } from '../http/validators';
import { canCreate, canEdit, canRead } from '../auth/permissions';
import { serializeContextFor, type EventRequest } from './request';
import {
  eventNotFound,
  eventNotInTrash,
  findEvent,
  itemKind,
  notAnEvent,
  passwordParam,
  pathEventId,
  checkSingleRead,
} from './read-lookup';
import { translatableColumns, withTranslationStatus } from '../posts/missing-translations';
import { presentEvent } from './present';
import type { EventWithLinks } from './read';

/**
 * An event by id for a write or delete (§7.2 step 6, §11): an id naming
 * nothing asks "may create events" before its 404; another kind of item asks
 * "may edit that item" before its 400.
 */
export async function eventForWrite(
  digits: string,
  caller: Caller | null,
): Promise<EventWithLinks> {
  const { id, shown } = pathEventId(digits);
  const event = await findEvent(id);
  if (event) return event;
  const item = await itemKind(id);
  if (!item) {
    if (!canCreate(caller)) throw forbidden(caller !== null);
    throw eventNotFound(shown);
  }
  if (!canEdit(caller, item)) throw forbidden(caller !== null);
  throw notAnEvent();
}

/** A single read's answer (§1.9: with json_ld), after the refusals of §7.3. */
export async function singleEventReply(event: EventWithLinks, request: EventRequest) {
  checkSingleRead(request.caller, event, passwordParam(request.params.password));
  const body = await presentEvent(event, await serializeContextFor(request), { single: true });
  return {
    body: withTranslationStatus(body, event, translatableColumns.event, request.params),
    lastModified: event.modifiedUtc,
    reusableUntil: Infinity,
  };
}

/** §10.9: a write with If-Match must name the ETag a single read answers now. */
export async function requireUnchangedEvent(event: EventWithLinks, request: EventRequest) {
  const { ifMatch } = request;
  if (!ifMatch) return;
  const current = await presentEvent(event, await serializeContextFor(request), { single: true });
  if (ifMatchFails(ifMatch, current)) throw preconditionFailed();
}

/**
 * The admin's read of a trashed event (docs/admin.md), which the namespace
 * refuses to everyone (§0.4): the representation a single read would answer,
 * for whoever may see it in the trash list, with the ETag a restore sends back
 * as If-Match (§10.9).
 */
export async function trashedEventReply(
  id: number,
  request: Pick<EventRequest, 'baseUrl' | 'language' | 'caller'>,
) {
  const event = await findEvent(id);
  if (!event) throw (await itemKind(id)) ? notAnEvent() : eventNotFound(id);
  if (!canRead(request.caller, event)) throw forbidden(request.caller !== null);
  if (event.status !== 'trash') throw eventNotInTrash();
  const body = await presentEvent(event, await serializeContextFor(request), { single: true });
  return { body, headers: { ETag: entityTag(JSON.stringify(body)) } };
}
