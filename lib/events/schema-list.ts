// GET /events parameters (docs/api.md §3.1), declared below in the order of
// §A.4.2.1 and read through those declarations; what is left
// here is what the schemas cannot know: the site zone of dates, the statuses
// the caller may ask for, and the default date window.
import { Temporal } from '@js-temporal/polyfill';
import type { Caller } from '../auth/caller';
import { formatWallTime } from '../dates/format';
import { readsClock, zonedDateTime } from '../dates/param';
import { temporalZone } from '../dates/zones';
import { pagingOf } from '../params/collection';
import { invalidParams } from '../http/errors';
import { paramErrorsFor, readParameters } from '../params/read-parameters';
import type { Params } from '../params/request-params';
import type { TranslationLanguage } from '../posts/missing-translations';
import { statusFilter } from '../posts/read-visibility';
import { current, paging, param, statusListSchema, type DefaultValue } from '../params/declare';
import {
  anyTextSchema,
  booleanSchema,
  dateTimeTextSchema,
  idListSchema,
  idSchema,
  nonEmptyStringSchema,
  nonNegativeIntegerSchema,
  oneOfSchema,
  stringListSchema,
  truthySchema,
} from '../params/schemas';
import { translationStatus } from '../posts/missing-translations';
import { modifiedAfter, modifiedAfterOf, type ModifiedAfter } from '../dates/modified-after';
import { EVENT_ORDER_BY, eventOrderOf, type EventOrder } from './read-list-order';
import { eventPassword } from './schema';
import { eventStatusListSchema, type EventStatus } from './event-status';

/** The interface types term references as ids; slugs are also read (§3.1). */
const termFilterSchema = (name: string) =>
  stringListSchema(name).meta({ items: { type: 'integer' } });

/** Accepted with no effect (§3.1), yet typed as TEC types them. */
const coordinateSchema = () => anyTextSchema.meta({ type: 'number', format: 'double' });

const dateTime = <const Name extends string>(
  name: Name,
  description: string,
  extra: { default?: DefaultValue } = {},
) => param(name, dateTimeTextSchema(name), description, extra);

/** GET /events (docs/api.md §A.4.2.1), in its order, with the defaults of §2.2 and §3.1. */
export const eventListParameters = [
  ...paging('events'),
  dateTime('start_date', 'Events starting on the given date', { default: current('start_date') }),
  dateTime('end_date', 'Events ending on the given date', { default: current('end_date') }),
  dateTime('starts_before', 'Events starting before the date'),
  dateTime('starts_after', 'Events starting after the date'),
  dateTime('ends_before', 'Events ending before the date'),
  dateTime('ends_after', 'Events ending after the date'),
  param(
    'strict_dates',
    truthySchema,
    'When true, date filters apply at the given times; the default includes whole days',
    { default: 'false' },
  ),
  param(
    'search',
    nonEmptyStringSchema('search'),
    'Events whose title or description contains the string',
  ),
  param(
    'categories',
    termFilterSchema('categories'),
    'Events assigned to one of the given category IDs (slugs also named)',
  ),
  param(
    'tags',
    termFilterSchema('tags'),
    'Events assigned to one of the given tag IDs (slugs also named)',
  ),
  param('venue', idListSchema('venue'), 'Events assigned to one of the given venue IDs'),
  param(
    'organizer',
    idListSchema('organizer'),
    'Events assigned to one of the given organizer IDs',
  ),
  param('featured', booleanSchema('featured'), 'Filter by featured status'),
  param('status', statusListSchema(), 'Filter by post status'),
  param(
    'geoloc',
    booleanSchema('geoloc'),
    'Filter by whether the venue has geolocation data; needs an add-on edition of the calendar',
  ),
  param(
    'geoloc_lat',
    coordinateSchema(),
    'Filter by venue latitude; needs the add-on edition; geoloc_lng must also be given',
  ),
  param(
    'geoloc_lng',
    coordinateSchema(),
    'Filter by venue longitude; needs the add-on edition; geoloc_lat must also be given',
  ),
  param(
    'include',
    idListSchema('include', { unknownIds: 'match nothing' }),
    'Only events with these post IDs; date filters are ignored when present',
  ),
  param(
    'post_parent',
    nonNegativeIntegerSchema('post_parent'),
    'Events whose post parent equals the value',
  ),
  param('ticketed', booleanSchema('ticketed'), 'Only events with, or without, tickets'),
  // Our additive extension (README "Sorting events"), for the admin's sortable columns.
  param(
    'orderby',
    oneOfSchema('orderby', EVENT_ORDER_BY),
    'Sort by start, end or last change; by start when absent',
  ),
  param('order', oneOfSchema('order', ['asc', 'desc']), 'Sort direction'),
  // Additive (docs/recurrence.md): the occurrences of one recurring series.
  param('series', idSchema('series'), 'Occurrences of the series with this ID (its first event)'),
  // Additive (docs/api.md §2.5): the admin must find the events kept out of listings.
  param(
    'hidden',
    oneOfSchema('hidden', ['include', 'only']),
    'Also list the events hidden from listings (include), or only them (only); signed-in callers only',
  ),
  // Additive (docs/api.md §4.2.7): canceled, postponed… events only, or the scheduled ones.
  param(
    'event_status',
    eventStatusListSchema,
    'Events with one of the given statuses: scheduled, canceled, postponed, moved_online',
  ),
  // Additive (docs/api.md §3.4): what changed since a client's last read.
  modifiedAfter('events'),
  ...translationStatus('events'),
] as const;

/** How many events a page holds when `per_page` is not given, and at most (§2.2). */
export interface PageSizes {
  byDefault: number;
  max?: number;
}

const DATE_BOUNDS = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;
export type DateBound = (typeof DATE_BOUNDS)[number];

export interface EventListQuery {
  page: number;
  perPage: number;
  /** Effective wall-time bounds in the site zone (§3.1), absent when they do not apply. */
  startDate?: string;
  endDate?: string;
  bounds: Partial<Record<DateBound, string>>;
  strict: boolean;
  search?: string;
  categories?: string[];
  tags?: string[];
  venues?: number[];
  organizers?: number[];
  /** Occurrences of one series (docs/recurrence.md). */
  series?: number;
  /** Events hidden from listings: left out when absent (§2.5). */
  hidden?: 'include' | 'only';
  /** `event_status`: events with one of these statuses (§4.2.7). */
  eventStatuses?: EventStatus[];
  featured?: boolean;
  statuses?: string[];
  geoloc?: boolean;
  geolocLat?: string;
  geolocLng?: string;
  include?: number[];
  postParent?: number;
  ticketed?: boolean;
  password?: string;
  /** `orderby`/`order` (list-order.ts); absent: the interface's order. */
  order?: EventOrder;
  /** `missing_translation` (posts/missing-translations.ts). */
  missing?: TranslationLanguage;
  /** `modified_after` (§3.4). */
  modifiedAfter?: ModifiedAfter;
  /**
   * Until when (epoch ms) the same parameters select the same events: the
   * default window moves at the site's midnight; a relative date (`tomorrow`,
   * `+1 week`) at any time (undefined). Infinity when no bound reads the clock.
   */
  reusableUntil?: number;
}

const startOfDay = (zoned: Temporal.ZonedDateTime) =>
  formatWallTime(zoned.toPlainDate().toPlainDateTime());
const endOfDay = (zoned: Temporal.ZonedDateTime) =>
  formatWallTime(zoned.toPlainDate().toPlainDateTime({ hour: 23, minute: 59, second: 59 }));

/**
 * The default `start_date` and `end_date` of §3.1, before whole-day rounding:
 * yesterday 23:59:00 and now + 24 months in the site zone. The namespace
 * index shows them as the parameters' current defaults (§8.1).
 */
export function defaultDateWindow(siteZone: string) {
  const now = Temporal.Now.zonedDateTimeISO(temporalZone(siteZone));
  return {
    start: now.subtract({ days: 1 }).with({ hour: 23, minute: 59, second: 0, nanosecond: 0 }),
    end: now.add({ months: 24 }),
  };
}

interface DefaultWindow {
  start: string;
  end: string;
  /** The next midnight in the site zone, when whole-day bounds move (epoch ms). */
  until: number;
}

let lastWindow: { key: string; window: DefaultWindow } | undefined;

/**
 * The default window (§3.1) as wall times: from yesterday 23:59:00 to now + 24
 * months in the site zone, whole days unless strict. It changes once a
 * second at most, and Temporal's polyfill takes about a millisecond for it,
 * so the last one is kept.
 */
function defaultWindow(siteZone: string, strict: boolean): DefaultWindow {
  const nowMs = Date.now();
  const key = `${siteZone} ${strict} ${Math.floor(nowMs / 1000)}`;
  if (lastWindow?.key !== key) {
    const { start, end } = defaultDateWindow(siteZone);
    // From the instant the window was read at (start is yesterday 23:59), not a later one.
    const until = start.toPlainDate().add({ days: 2 }).toZonedDateTime(start.timeZoneId);
    const window = strict
      ? { start: formatWallTime(start), end: formatWallTime(end), until: nowMs + 1000 }
      : { start: startOfDay(start), end: endOfDay(end), until: until.epochMilliseconds };
    lastWindow = { key, window };
  }
  return lastWindow.window;
}

const DATE_PARAMS = ['start_date', 'end_date', ...DATE_BOUNDS] as const;
/**
 * What GET /events reads: the documented list parameters, and the by-ID
 * routes' `password` (docs/api.md §A.2.1), which also unlocks protected events in
 * a list.
 */
export const eventListQueryParameters = [...eventListParameters, eventPassword] as const;

export function readEventListQuery(
  params: Params,
  caller: Caller | null,
  siteZone: string,
  pageSizes: PageSizes,
): EventListQuery {
  const errors = paramErrorsFor(eventListQueryParameters);
  const values = readParameters(eventListQueryParameters, params, errors);
  const date = (name: (typeof DATE_PARAMS)[number]) =>
    errors.check(() => zonedDateTime(name, values[name], siteZone));
  const start = date('start_date');
  const end = date('end_date');
  const bounds = Object.fromEntries(DATE_BOUNDS.map((name) => [name, date(name)]));
  const statuses = errors.check(() => statusFilter(caller, values.status));
  errors.check(() => refuseTicketed(values.ticketed));
  errors.check(() => refuseAnonymousHidden(caller, values.hidden));
  const modifiedAfter = errors.check(() => modifiedAfterOf(values.modified_after));
  errors.throwIfAny();

  const strict = values.strict_dates ?? false;
  // §3.1: a starts_*/ends_* filter without start_date (end_date) lifts that default bound.
  const boundsGiven = DATE_BOUNDS.some((name) => bounds[name] !== undefined);
  const wall = (value: Temporal.ZonedDateTime, edge: 'start' | 'end') =>
    strict ? formatWallTime(value) : edge === 'start' ? startOfDay(value) : endOfDay(value);
  const clockNamed = [...DATE_PARAMS, 'modified_after' as const].some((name) =>
    readsClock(values[name]),
  );
  let reusableUntil: number | undefined = clockNamed ? undefined : Infinity;
  const window = (edge: 'start' | 'end', given: Temporal.ZonedDateTime | undefined) => {
    if (values.include) return undefined;
    if (given) return wall(given, edge);
    if (boundsGiven) return undefined;
    const defaults = defaultWindow(siteZone, strict);
    reusableUntil =
      strict || reusableUntil === undefined ? undefined : Math.min(reusableUntil, defaults.until);
    return defaults[edge];
  };
  return {
    ...pagingOf(values, pageSizes.byDefault, pageSizes.max),
    startDate: window('start', start),
    endDate: window('end', end),
    bounds: Object.fromEntries(
      DATE_BOUNDS.flatMap((name) => {
        const bound = bounds[name];
        return bound ? [[name, wall(bound, 'end')]] : [];
      }),
    ),
    strict,
    search: values.search,
    categories: values.categories,
    tags: values.tags,
    venues: values.venue,
    organizers: values.organizer,
    featured: values.featured,
    statuses,
    geoloc: values.geoloc,
    geolocLat: values.geoloc_lat,
    geolocLng: values.geoloc_lng,
    include: values.include,
    postParent: values.post_parent,
    series: values.series,
    hidden: values.hidden,
    eventStatuses: values.event_status,
    ticketed: values.ticketed,
    password: values.password,
    order: eventOrderOf(values.orderby, values.order),
    missing: values.missing_translation,
    modifiedAfter,
    reusableUntil,
  };
}

// §3.1: without the Event Tickets plugin, `ticketed=true` cannot be honoured.
function refuseTicketed(ticketed: boolean | undefined) {
  if (ticketed !== true) return;
  const message = 'Event Tickets plugin is not activated.';
  throw invalidParams(
    { ticketed: message },
    { ticketed: { code: 'event-tickets-not-active', message, data: { status: 400 } } },
  );
}

// §2.5: hidden events stay out of every anonymous list; a signed-in caller
// may ask for them (and still sees only what its role may read).
function refuseAnonymousHidden(caller: Caller | null, hidden: string | undefined) {
  if (hidden !== undefined && !caller) throw invalidParams({ hidden: 'Invalid parameter.' });
}
