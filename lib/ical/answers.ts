// The calendar feeds: any events list the API can express, and one event.
import { publicTranslator } from '../public/messages';
import { visibleEvent, visibleEvents } from '../public/reads';
import type { PublicAnswer } from '../public/respond';
import type { PublicContext } from '../public/route';
import type { PublicEvent } from '../public/types';
import { readStoredSeries, type StoredSeries } from '../events/read-series';
import { eventsCalendar } from './calendar';

function calendarAnswer(
  events: PublicEvent[],
  context: PublicContext<object>,
  fileName: string,
  reusableUntil: number | undefined,
  series?: ReadonlyMap<number, StoredSeries>,
): PublicAnswer {
  const host = new URL(context.baseUrl).host;
  const name = publicTranslator(context.language)('siteName');
  return {
    body: eventsCalendar(events, { name, host, series }),
    contentType: 'text/calendar; charset=utf-8',
    language: context.language,
    headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
    reusableUntil,
  };
}

/**
 * A subscribed calendar shows what the feed holds, so a feed holds every
 * event of its list (the next two years by default, docs/api.md §3.1), up to this many,
 * rather than the API's pages of 50 (decided: TEC exports one page).
 */
export const FEED_MAX_EVENTS = 1000;

/**
 * GET /events/ical/?…: the events GET /events lists for the same parameters
 * (filters, `page`, `per_page`), read anonymously, in pages of up to
 * FEED_MAX_EVENTS, all of them unless `per_page` says otherwise.
 */
export async function eventsFeed(context: PublicContext<object>): Promise<PublicAnswer> {
  const sizes = { byDefault: FEED_MAX_EVENTS, max: FEED_MAX_EVENTS };
  const list = await visibleEvents(context.params, context, sizes);
  // Occurrences of a series are written as the series' rule (docs/recurrence.md).
  const seriesIds = [...new Set(list.events.flatMap((event) => event.series_id ?? []))];
  const series = await readStoredSeries(seriesIds);
  return calendarAnswer(list.events, context, 'events.ics', list.reusableUntil, series);
}

/** GET /event/{slug}/ical/: one published event, as its page shows it (an occurrence on its own). */
export async function eventFeed(context: PublicContext<{ slug: string }>): Promise<PublicAnswer> {
  const event = await visibleEvent(context.path.slug, context);
  return calendarAnswer([event], context, `${event.slug}.ics`, Infinity);
}
