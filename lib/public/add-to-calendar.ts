// "Add to calendar" links of an event page (docs/public-pages.md "Add to
// calendar"): the event templates of Google Calendar and Outlook on the web,
// filled from the event as the API gives it. Neither service publishes a
// specification of these addresses; the parameters are the ones their own
// "add to calendar" buttons use, documented in docs/public-pages.md.
import { dayAfter } from '../dates/wall-time';
import { cutAtWord, htmlToText } from '../text/html-to-text';
import { offsetMinutes } from '../dates/zones';
import { addressLine, venueOf, type PublicEvent } from './types';

/** Descriptions are cut here: the services refuse addresses of several kilobytes. */
const DETAILS_LIMIT = 1000;

type LinkedEvent = Pick<
  PublicEvent,
  | 'title'
  | 'description'
  | 'url'
  | 'all_day'
  | 'start_date'
  | 'end_date'
  | 'utc_start_date'
  | 'utc_end_date'
  | 'timezone'
  | 'venue'
>;

/** "Main Hall, 1 Quay Street, Lyon, France": what a maps search finds. */
export function locationOf(event: Pick<PublicEvent, 'venue'>): string {
  const venue = venueOf(event as PublicEvent);
  if (!venue) return '';
  return [venue.venue, addressLine(venue)].filter(Boolean).join(', ');
}

/** The description as text, cut at a word, then the event's page so the visitor finds it again. */
function detailsOf(event: LinkedEvent): string {
  const text = cutAtWord(htmlToText(event.description), DETAILS_LIMIT);
  return text ? `${text}\n\n${event.url}` : event.url;
}

const compactUtc = (utc: string) => `${utc.replace(/[-:]/g, '').replace(' ', 'T')}Z`;
const isoUtc = (utc: string) => `${utc.replace(' ', 'T')}Z`;
const compactDate = (date: string) => date.slice(0, 10).replace(/-/g, '');

/**
 * Google Calendar's template: `dates` in UTC (`20261205T183000Z/…`), or whole
 * days with an exclusive end for an all-day event; `ctz` shows it in the
 * event's zone when that zone has a name.
 */
export function googleCalendarLink(event: LinkedEvent): string {
  const dates = event.all_day
    ? `${compactDate(event.start_date)}/${compactDate(dayAfter(event.end_date))}`
    : `${compactUtc(event.utc_start_date)}/${compactUtc(event.utc_end_date)}`;
  const query = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates });
  // An offset zone (`UTC+2`) has no name Google knows; UTC instants need none.
  if (!event.all_day && offsetMinutes(event.timezone) === null) query.set('ctz', event.timezone);
  query.set('details', detailsOf(event));
  const location = locationOf(event);
  if (location) query.set('location', location);
  return `https://calendar.google.com/calendar/render?${query}`;
}

/**
 * Outlook on the web's compose form: `startdt`/`enddt` in UTC with `Z`, or
 * dates with `allday=true`. `host` is outlook.live.com (personal accounts) or
 * outlook.office.com (Microsoft 365).
 */
export function outlookLink(
  event: LinkedEvent,
  host: 'outlook.live.com' | 'outlook.office.com',
): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
  });
  if (event.all_day) {
    query.set('startdt', event.start_date.slice(0, 10));
    query.set('enddt', dayAfter(event.end_date));
    query.set('allday', 'true');
  } else {
    query.set('startdt', isoUtc(event.utc_start_date));
    query.set('enddt', isoUtc(event.utc_end_date));
  }
  query.set('body', detailsOf(event));
  const location = locationOf(event);
  if (location) query.set('location', location);
  return `https://${host}/calendar/deeplink/compose?${query}`;
}
