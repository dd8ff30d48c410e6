// The by-ID and by-slug event routes share these steps (rest-behaviour §6, §7.2).
import type { Caller } from '../auth/caller';
import { forbidden } from '../auth/forbidden';
import { canCreate, canEdit } from '../auth/permissions';
import type { RouteContext } from '../http/route';
import { serializeContextFor } from './context';
import {
  eventNotFound,
  findEvent,
  itemKind,
  notAnEvent,
  passwordParam,
  checkSingleRead,
} from './lookup';
import { serializeEvent, type EventWithLinks } from './serialize';

/**
 * An event by id for a write or delete (§7.2 step 6, §11): an id naming
 * nothing asks "may create events" before its 404; another kind of item asks
 * "may edit that item" before its 400.
 */
export async function eventForWrite(id: number, caller: Caller | null): Promise<EventWithLinks> {
  const event = await findEvent(id);
  if (event) return event;
  const item = await itemKind(id);
  if (!item) {
    if (!canCreate(caller)) throw forbidden(caller);
    throw eventNotFound(id);
  }
  if (!canEdit(caller, item)) throw forbidden(caller);
  throw notAnEvent();
}

/** A single read's answer (§1.9: with json_ld), after the refusals of §7.3. */
export async function singleEventReply(event: EventWithLinks, request: RouteContext<object>) {
  checkSingleRead(request.caller, event, passwordParam(request.params.password));
  return {
    body: serializeEvent(event, await serializeContextFor(request), { single: true }),
    lastModified: event.modifiedUtc,
  };
}
