// Reading an event write's parameters (docs/api.md §4.2.1): validation
// only, no database. Every field is read through its declaration in the
// catalogue, in the interface document's order, so `Invalid parameter(s): a, b`
// lists names in that order (§7.1); what is left here is the cleaning of §0.7.
import { eventFields, eventPassword, seriesScope, type SeriesScope } from './schema';
import { missingParams } from '../http/errors';
import type { ParamValue, Params } from '../params/request-params';
import { paramErrorsFor, readParameters } from '../params/read-parameters';
import { commonPostInput, type CommonPostInput } from '../posts/schema-write';
import { cleanedIfSent, plainText, richText } from '../text/sanitize';
import type { EventLinks } from './schema-links';
import type { Recurrence } from './schema-recurrence';
import type { EventStatus } from './event-status';

export const EVENT_FLAGS = [
  'all_day',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
] as const;
type Flag = (typeof EVENT_FLAGS)[number];

export interface EventInput extends CommonPostInput, EventLinks {
  title?: string;
  /** Raw date-time strings, read later in the event's reference zone (§4.2.2). */
  startDate?: string;
  endDate?: string;
  description?: string;
  excerpt?: string;
  /** A stored zone; '' means the site zone. */
  timezone?: string;
  flags: Partial<Record<Flag, boolean>>;
  image?: ParamValue;
  /** Raw cost entries; [] clears (§1.8, §4.2.3). */
  cost?: string[];
  website?: string;
  eventStatus?: EventStatus;
  /** One line of plain text, already cleaned; '' clears it. */
  statusReason?: string;
  /** Sent lines, parsed (docs/recurrence.md); `lines: []` stops a series. */
  recurrence?: Recurrence;
  /** Which occurrences of a series an update reaches; `this` when not sent. */
  seriesScope: SeriesScope;
}

export interface EventReadOptions {
  isCreate: boolean;
  siteZone: string;
  /** The by-ID update also takes `password` (docs/api.md §A.2.1), checked and ignored (§4.2.1). */
  takesPassword?: boolean;
}

const REQUIRED_ON_CREATE = ['title', 'start_date', 'end_date'] as const;

const isMissing = (value: ParamValue | undefined) => value === undefined || value === null;

export function readEventInput(params: Params, options: EventReadOptions): EventInput {
  if (options.isCreate) {
    const missing = REQUIRED_ON_CREATE.filter((name) => isMissing(params[name]));
    if (missing.length) throw missingParams([...missing]);
  }
  const password = options.takesPassword ? [eventPassword] : [];
  const scope = options.isCreate ? [] : [seriesScope];
  const errors = paramErrorsFor([...password, ...eventFields, ...scope]);
  readParameters(password, params, errors);
  const values = readParameters(eventFields, params, errors);
  const { series_scope } = readParameters([seriesScope], options.isCreate ? {} : params, errors);
  errors.throwIfAny();
  const flags: EventInput['flags'] = {};
  for (const flag of EVENT_FLAGS) {
    const value = values[flag];
    if (value !== undefined) flags[flag] = value;
  }
  return {
    ...commonPostInput(values, options.siteZone),
    title: cleanedIfSent(values.title, plainText),
    startDate: values.start_date,
    endDate: values.end_date,
    description: cleanedIfSent(values.description, richText),
    excerpt: cleanedIfSent(values.excerpt, richText),
    timezone: values.timezone,
    flags,
    image: values.image,
    cost: values.cost,
    website: values.website,
    eventStatus: values.event_status,
    statusReason: values.status_reason,
    categories: values.categories,
    tags: values.tags,
    venue: values.venue,
    organizers: values.organizer,
    recurrence: values.recurrence,
    seriesScope: series_scope ?? 'this',
  };
}
