// The day view's events (docs/public-pages.md "Views"): all-day ones first,
// then by start, each with its hours in its own zone (named when it is not
// the site's), and "Continues" for one that began on an earlier day.
import type { CalendarEvent } from '@/lib/public/calendar/events-in-range';
import { withLanguage } from '@/lib/public/links';
import type { PublicTranslator } from '@/lib/public/messages';
import { StatusBadge } from './parts';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { hourFormat } from './wall-dates';

interface DayViewProps {
  day: string;
  events: CalendarEvent[];
  siteZone: string;
  url: URL;
  language: string;
  t: PublicTranslator;
}

export function DayView({ day, events, siteZone, url, language, t }: DayViewProps) {
  if (events.length === 0) return <p>{t('noEventsThisDay')}</p>;
  const time = hourFormat(language);
  const hours = (event: CalendarEvent) => {
    if (event.all_day) return t('allDay');
    const startsToday = event.start_date.startsWith(day);
    const endsToday = event.end_date.startsWith(day);
    const from = startsToday ? time.format(wallTimeAsDate(event.start_date)) : t('continues');
    const until = endsToday ? time.format(wallTimeAsDate(event.end_date)) : '…';
    const zone = event.timezone !== siteZone ? ` (${event.timezone_abbr || event.timezone})` : '';
    return `${from} – ${until}${zone}`;
  };
  const ordered = [...events].sort((a, b) => Number(b.all_day) - Number(a.all_day));
  return (
    <ul className="events day-events">
      {ordered.map((event) => (
        <li
          key={event.id}
          className={
            event.event_status !== 'scheduled' ? `status-${event.event_status}` : undefined
          }
        >
          <p className="when">{hours(event)}</p>
          <h2>
            <a href={withLanguage(event.url, url)}>{event.title}</a>
          </h2>
          <StatusBadge event={event} t={t} />
        </li>
      ))}
    </ul>
  );
}
