// The month view at /events/month/ and /events/month/YYYY-MM/ (docs/public-pages.md
// "Views"): the month's grid with the events a visitor's list holds for it,
// the filter bar's parameters kept in every link.
import { Temporal } from '@js-temporal/polyfill';
import { MonthView, monthTitle } from '@/components/public/month-view';
import { temporalZone } from '../../dates/zones';
import type { Params } from '../../params/request-params';
import { getSettings } from '../../settings/settings';
import { eventsByDay } from '../calendar/days';
import { eventsInRange, VIEW_FILTERS } from '../calendar/events-in-range';
import { firstDayOfWeek, monthGrid } from '../calendar/month-grid';
import { publicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { notFound, type PublicContext } from '../route';

/** The view's own query: its filters and the content language, in a stable order. */
function viewQuery(params: Params, language: string): string {
  const query = new URLSearchParams();
  for (const name of VIEW_FILTERS) {
    const value = params[name];
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  if (language !== 'en') query.set('translation_language', language);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function monthPage({
  url,
  path,
  params,
  language,
  baseUrl,
  site,
}: PublicContext<{ month?: string }>) {
  const t = publicTranslator(language);
  const zone = temporalZone((await getSettings()).timezone);
  const now = Temporal.Now.zonedDateTimeISO(zone);
  const today = now.toPlainDate().toString();
  const grid = monthGrid(path.month ?? today.slice(0, 7), firstDayOfWeek(language));
  if (!grid) throw notFound();
  const range = await eventsInRange(params, grid.first, grid.last, { baseUrl, language });
  const days = eventsByDay(range.events, grid.first, grid.last);
  const query = viewQuery(params, language);
  // "Today" moves at the site's midnight, and with it the current month's address.
  const midnight = now.toPlainDate().add({ days: 1 }).toZonedDateTime(zone).epochMilliseconds;
  return pageAnswer({
    language,
    baseUrl,
    url,
    site,
    t,
    title: monthTitle(grid.month, language),
    isWide: true,
    apiRoot: `${apiBase(baseUrl)}/events/?start_date=${grid.first}&end_date=${grid.last}`,
    reusableUntil: Math.min(range.reusableUntil ?? Infinity, midnight),
    main: (
      <MonthView
        grid={grid}
        days={days}
        today={today}
        url={url}
        language={language}
        t={t}
        monthHref={(month) => `/events/month/${month}/${query}`}
        dayHref={(day) => `/events/${day}/${query}`}
      />
    ),
  });
}
