// GET /events/csv/?…: the events GET /calendar/events/v1/events lists for the
// same parameters, as its caller may read them, in one CSV file
// (docs/csv-export.md). Its pages are the calendar feed's (FEED_MAX_EVENTS).
import { listEvents } from '../events/read-list';
import { restBase } from '../http/headers';
import type { Reply } from '../http/reply';
import { FEED_MAX_EVENTS } from '../ical/answers';
import { archiveReply } from '../route/collection-reply';
import type { RouteContext } from '../route/define-route';
import { eventsCsv, type CsvEvent } from './events';

export async function eventsCsvReply(context: RouteContext<Record<string, never>>): Promise<Reply> {
  const { params, caller, baseUrl, language } = context;
  const sizes = { byDefault: FEED_MAX_EVENTS, max: FEED_MAX_EVENTS };
  const serialize = { baseUrl, language, restBase: restBase(baseUrl, language) };
  // The list's own answer: its 404 past the last page and its X-TEC-Total headers.
  const list = archiveReply('event', await listEvents(params, caller, serialize, sizes));
  const { events } = list.body as { events: CsvEvent[] };
  return {
    body: eventsCsv(events),
    contentType: 'text/csv; charset=utf-8',
    headers: { ...list.headers, 'Content-Disposition': 'attachment; filename="events.csv"' },
    reusableUntil: list.reusableUntil,
  };
}
