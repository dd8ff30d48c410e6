// GET /events parameters (rest-behaviour §3.1), validated in the interface
// document's declaration order (4.2.1).
import { Temporal } from '@js-temporal/polyfill';
import type { Caller } from '../auth/caller';
import { formatWallTime } from '../dates/format';
import { dateTimeParam } from '../dates/param';
import { temporalZone } from '../dates/zones';
import { booleanParam, listParam, ParamErrors, stringParam, truthyParam } from '../http/coerce';
import { readPaging } from '../http/collection';
import { invalidParams } from '../http/errors';
import type { Params } from '../http/request-params';
import { statusFilter } from '../posts/visibility';
import { readEventOrder, type EventOrder } from './list-order';

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
  /**
   * Until when (epoch ms) the same parameters select the same events: the
   * default window moves at the site's midnight; a relative date (`tomorrow`,
   * `+1 week`) at any time (undefined). Infinity when no bound reads the clock.
   */
  reusableUntil?: number;
}

const idList = (name: string, items: string[] | undefined) => {
  if (items === undefined) return undefined;
  if (!items.every((item) => /^\d+$/.test(item) && Number(item) > 0))
    throw invalidParams({ [name]: 'Invalid parameter.' });
  return items.map(Number);
};

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

const DATE_PARAMS = ['start_date', 'end_date', ...DATE_BOUNDS];
// §0.6 inputs that name an instant whatever the time: a date with an optional
// wall time (read in the site zone, a setting), or a Unix timestamp.
const ABSOLUTE_DATE = /^(\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?|-?\d+)$/;

/** A given date parameter that `now`, `tomorrow` or `+1 week` would make move with the clock. */
function readsClock(value: Params[string] | undefined): boolean {
  if (value === undefined || value === null || typeof value === 'number') return false;
  return typeof value !== 'string' || !ABSOLUTE_DATE.test(value.trim());
}

const scalarText = (value: Params[string] | undefined) =>
  value === undefined || value === null ? undefined : String(value);

export function readEventListQuery(
  params: Params,
  caller: Caller | null,
  siteZone: string,
  defaultPerPage: number,
): EventListQuery {
  const errors = new ParamErrors();
  const { page, perPage } = readPaging(params, errors, defaultPerPage);
  const start = errors.check(() => dateTimeParam('start_date', params.start_date, siteZone));
  const end = errors.check(() => dateTimeParam('end_date', params.end_date, siteZone));
  const bounds = Object.fromEntries(
    DATE_BOUNDS.map((name) => [
      name,
      errors.check(() => dateTimeParam(name, params[name], siteZone)),
    ]),
  ) as Partial<Record<DateBound, Temporal.ZonedDateTime>>;
  const strict = truthyParam(params.strict_dates) ?? false;
  const search = errors.check(() => stringParam('search', params.search, { nonEmpty: true }));
  const categories = errors.check(() => listParam('categories', params.categories));
  const tags = errors.check(() => listParam('tags', params.tags));
  const venues = errors.check(() => idList('venue', listParam('venue', params.venue)));
  const organizers = errors.check(() =>
    idList('organizer', listParam('organizer', params.organizer)),
  );
  const featured = errors.check(() => booleanParam('featured', params.featured));
  const statuses = errors.check(() => statusFilter(caller, listParam('status', params.status)));
  const geoloc = errors.check(() => booleanParam('geoloc', params.geoloc));
  const include = errors.check(() => idList('include', listParam('include', params.include)));
  const postParent = errors.check(() => {
    const value = scalarText(params.post_parent);
    if (value !== undefined && !/^\d+$/.test(value))
      throw invalidParams({ post_parent: 'Invalid parameter.' });
    return value === undefined ? undefined : Number(value);
  });
  const ticketed = errors.check(() => ticketedParam(params.ticketed));
  const password = errors.check(() => stringParam('password', params.password, { nonEmpty: true }));
  const order = errors.check(() => readEventOrder(params));
  errors.throwIfAny();

  // §3.1: a starts_*/ends_* filter without start_date (end_date) lifts that default bound.
  const boundsGiven = DATE_BOUNDS.some((name) => bounds[name] !== undefined);
  const wall = (value: Temporal.ZonedDateTime, edge: 'start' | 'end') =>
    strict ? formatWallTime(value) : edge === 'start' ? startOfDay(value) : endOfDay(value);
  let reusableUntil: number | undefined = DATE_PARAMS.some((name) => readsClock(params[name]))
    ? undefined
    : Infinity;
  const window = (edge: 'start' | 'end', given: Temporal.ZonedDateTime | undefined) => {
    if (include) return undefined;
    if (given) return wall(given, edge);
    if (boundsGiven) return undefined;
    const defaults = defaultWindow(siteZone, strict);
    reusableUntil =
      strict || reusableUntil === undefined ? undefined : Math.min(reusableUntil, defaults.until);
    return defaults[edge];
  };
  return {
    page,
    perPage,
    startDate: window('start', start),
    endDate: window('end', end),
    bounds: Object.fromEntries(
      DATE_BOUNDS.flatMap((name) => (bounds[name] ? [[name, wall(bounds[name], 'end')]] : [])),
    ),
    strict,
    search,
    categories,
    tags,
    venues,
    organizers,
    featured,
    statuses,
    geoloc,
    geolocLat: scalarText(params.geoloc_lat),
    geolocLng: scalarText(params.geoloc_lng),
    include,
    postParent,
    ticketed,
    password,
    order,
    reusableUntil,
  };
}

// §3.1: without the Event Tickets plugin, `ticketed=true` cannot be honoured.
function ticketedParam(value: Params[string] | undefined): boolean | undefined {
  const ticketed = booleanParam('ticketed', value);
  if (ticketed !== true) return ticketed;
  const message = 'Event Tickets plugin is not activated.';
  throw invalidParams(
    { ticketed: message },
    { ticketed: { code: 'event-tickets-not-active', message, data: { status: 400 } } },
  );
}
