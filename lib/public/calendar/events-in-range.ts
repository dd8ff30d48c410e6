// The events a month or day view shows (docs/public-pages.md "Views"): those
// a visitor's GET /events with the same filters lists, that overlap the
// range, read in one query of the few columns a calendar cell shows. A
// month of 2,000 events costs that one query, not 40 pages of full events.
import { db } from '../../db';
import { dayAfter } from '../../dates/wall-time';
import { eventStatusOf, type EventStatus } from '../../events/event-status';
import { eventListWhere } from '../../events/read-list-where';
import { readEventListQuery } from '../../events/schema-list';
import type { Params } from '../../params/request-params';
import { translated } from '../../posts/serialize';
import { getSettings } from '../../settings/settings';
import type { Visit } from '../reads';
import { VIEW_FILTERS } from '../views/filters';

/** What a calendar cell shows of an event. */
export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  start_date: string;
  end_date: string;
  all_day: boolean;
  featured: boolean;
  /** A canceled or postponed event keeps its cell, with its badge. */
  event_status: EventStatus;
  /** Its times are wall times here; a view names the zone when it is not the site's. */
  timezone: string;
  timezone_abbr: string;
}

/** Past this many, a range is cut (and the view says so): a page must stay a page. */
export const RANGE_LIMIT = 5000;

/**
 * The events overlapping `from` 00:00 to `to` 23:59:59 (wall times, each
 * event in its own zone), by start, with the view's filters. Bad filters are
 * refused as the API refuses them (400).
 */
export async function eventsInRange(filters: Params, from: string, to: string, visit: Visit) {
  const params: Params = {
    ...Object.fromEntries(
      VIEW_FILTERS.flatMap((name) => (name in filters ? [[name, filters[name]]] : [])),
    ),
    // Overlap: ends after the range starts, starts before the day after it ends.
    ends_after: `${from} 00:00:00`,
    starts_before: `${dayAfter(to)} 00:00:00`,
    strict_dates: 'true',
  };
  const settings = await getSettings();
  const query = readEventListQuery(params, null, settings.timezone, { byDefault: 1 });
  const where = await eventListWhere(query, null, visit.language);
  const rows = await db.event.findMany({
    where,
    orderBy: [{ startLocal: 'asc' }, { id: 'asc' }],
    take: RANGE_LIMIT + 1,
    select: {
      id: true,
      slug: true,
      title: true,
      titleFr: true,
      titleEs: true,
      startLocal: true,
      endLocal: true,
      allDay: true,
      featured: true,
      eventStatus: true,
      timezone: true,
      timezoneAbbr: true,
    },
  });
  const events: CalendarEvent[] = rows.slice(0, RANGE_LIMIT).map((row) => ({
    id: row.id,
    url: `${visit.baseUrl}/event/${row.slug}/`,
    title: translated(row, 'title', visit.language),
    start_date: row.startLocal,
    end_date: row.endLocal,
    all_day: row.allDay,
    featured: row.featured,
    event_status: eventStatusOf(row.eventStatus),
    timezone: row.timezone,
    timezone_abbr: row.timezoneAbbr,
  }));
  return { events, isCut: rows.length > RANGE_LIMIT, reusableUntil: query.reusableUntil };
}
