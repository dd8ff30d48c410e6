// The calendar feeds: any events list the API can express, and one event.
import { MAX_PAGE_SIZE } from '../http/collection';
import { publicTranslator } from '../public/messages';
import { visibleEvent, visibleEvents } from '../public/reads';
import type { PublicAnswer } from '../public/respond';
import type { PublicContext } from '../public/route';
import type { PublicEvent } from '../public/types';
import { eventsCalendar } from './calendar';

function calendarAnswer(
  events: PublicEvent[],
  context: PublicContext<object>,
  fileName: string,
): PublicAnswer {
  const host = new URL(context.baseUrl).host;
  return {
    body: eventsCalendar(events, { name: publicTranslator(context.language)('siteName'), host }),
    contentType: 'text/calendar; charset=utf-8',
    language: context.language,
    headers: { 'Content-Disposition': `attachment; filename="${fileName}"` },
  };
}

/**
 * GET /events/ical/?…: the page GET /events answers for the same parameters
 * (filters, `page`, `per_page`), read anonymously; a feed holds the largest
 * page (50 events) unless `per_page` says otherwise.
 */
export async function eventsFeed(context: PublicContext<object>): Promise<PublicAnswer> {
  const params = { per_page: String(MAX_PAGE_SIZE), ...context.params };
  const list = await visibleEvents(params, context);
  return calendarAnswer(list.events, context, 'events.ics');
}

/** GET /event/{slug}/ical/: one published event, as its page shows it. */
export async function eventFeed(context: PublicContext<{ slug: string }>): Promise<PublicAnswer> {
  const event = await visibleEvent(context.path.slug, context);
  return calendarAnswer([event], context, `${event.slug}.ics`);
}
