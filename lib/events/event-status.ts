// An event's status beside its post status (docs/api.md §4.2.7): whether it
// still takes place as announced. Additive: TEC's interface has no such field.
import { z } from 'zod';
import { invalidParams } from '../http/errors';
import { listParam, stringParam } from '../params/coerce';
import { wire } from '../params/schemas';
import { singleLine } from '../text/sanitize';

export const EVENT_STATUSES = ['scheduled', 'canceled', 'postponed', 'moved_online'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A stored status as the API names it; anything unknown reads as scheduled. */
export const eventStatusOf = (stored: string): EventStatus =>
  isEventStatus(stored) ? stored : 'scheduled';

/** Longest reason kept, in characters once cleaned: a line for a badge, not a text. */
export const STATUS_REASON_MAX_LENGTH = 500;

export const isEventStatus = (value: unknown): value is EventStatus =>
  (EVENT_STATUSES as readonly unknown[]).includes(value);

/** 400 rest_invalid_param with a code clients can branch on (as `ticketed`, §3.1). */
export function invalidEventParam(name: string, code: string) {
  const message = 'Invalid parameter.';
  return invalidParams({ [name]: message }, { [name]: { code, message, data: { status: 400 } } });
}

/** `event_status` on a write: one of EVENT_STATUSES exactly. */
export const eventStatusSchema = wire((value) => {
  if (value === undefined || value === null) return undefined;
  if (!isEventStatus(value)) throw invalidEventParam('event_status', 'invalid-event-status');
  return value;
}, z.enum(EVENT_STATUSES).optional());

/** `status_reason`: a string, kept as one line of plain text (§0.7); `""` clears it. */
export const statusReasonSchema = wire((value) => {
  const text = stringParam('status_reason', value);
  if (text === undefined) return undefined;
  const cleaned = singleLine(text);
  if (cleaned.length > STATUS_REASON_MAX_LENGTH) {
    throw invalidEventParam('status_reason', 'status-reason-too-long');
  }
  return cleaned;
}, z.string().max(STATUS_REASON_MAX_LENGTH).optional());

/** `event_status` on GET /events: a list (§0.5) of statuses, each known. */
export const eventStatusListSchema = wire(
  (value) => {
    const items = listParam('event_status', value);
    if (items?.some((item) => !isEventStatus(item))) {
      throw invalidEventParam('event_status', 'invalid-event-status');
    }
    // An empty list (`event_status=`) filters nothing, as no parameter.
    return items?.length ? (items as EventStatus[]) : undefined;
  },
  z.array(z.enum(EVENT_STATUSES)).optional(),
);
