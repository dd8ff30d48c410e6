// The month view (docs/public-pages.md "Views"): a grid of the month's weeks
// in the language's week, each day with its first events and a link to the
// day for the rest (its title and navigation are the view header's). A table, so a screen reader
// announces the weekday and the date of each cell.
import { daySpan } from '@/lib/public/calendar/days';
import type { CalendarEvent } from '@/lib/public/calendar/events-in-range';
import type { MonthGrid } from '@/lib/public/calendar/month-grid';
import { withLanguage } from '@/lib/public/links';
import type { PublicTranslator } from '@/lib/public/messages';
import { StatusBadge } from './parts';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { dayAsDate, fullDayFormat, hourFormat } from './wall-dates';

/** Events shown in a cell before "+N more": a month stays readable whatever a busy day holds. */
export const EVENTS_PER_CELL = 3;

interface MonthViewProps {
  grid: MonthGrid;
  /** Each day's events, by start (lib/public/calendar/days.ts). */
  days: Map<string, CalendarEvent[]>;
  today: string;
  url: URL;
  language: string;
  t: PublicTranslator;
  /** A day's address; none for a day outside the calendar's years, which shows its number alone. */
  dayHref: (day: string) => string | undefined;
}

/**
 * An event over several days is a bar across them: its first day rounds its
 * start, its last its end (styled in components/public/style.ts).
 */
function itemClass(event: CalendarEvent, day: string) {
  const { first, last } = daySpan(event);
  return (
    [
      event.event_status !== 'scheduled' && `status-${event.event_status}`,
      first !== last && 'span',
      first !== last && day === first && 'span-first',
      first !== last && day === last && 'span-last',
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/** "December 2026", "décembre 2026": the month as its view names it. */
export const monthTitle = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dayAsDate(`${month}-01`),
  );

export function MonthView({ grid, days, today, url, language, t, dayHref }: MonthViewProps) {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const dayLabel = fullDayFormat(language);
  const monthLabel = monthTitle(grid.month, language);
  const time = hourFormat(language);
  return (
    <>
      <table className="month-grid">
        <caption className="visually-hidden">{monthLabel}</caption>
        <thead>
          <tr>
            {grid.weeks[0]!.map((day) => (
              <th key={day} scope="col" abbr={weekday.format(dayAsDate(day))}>
                {weekdayShort.format(dayAsDate(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const events = days.get(day) ?? [];
                const isOtherMonth = !day.startsWith(grid.month);
                return (
                  <td
                    key={day}
                    className={
                      [isOtherMonth && 'other-month', day === today && 'today']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <a
                      className="day-number"
                      href={dayHref(day)}
                      aria-label={dayLabel.format(dayAsDate(day))}
                    >
                      {Number(day.slice(8))}
                    </a>
                    {/* On a phone's width the cell shows only that the day has events; its number leads there. */}
                    {events.length > 0 && <span className="dot" aria-hidden="true" />}
                    {events.length > 0 && (
                      <ul>
                        {events.slice(0, EVENTS_PER_CELL).map((event) => (
                          <li key={event.id} className={itemClass(event, day)}>
                            {/* Before the title, which a narrow cell cuts. */}
                            <StatusBadge event={event} t={t} />{' '}
                            <a href={withLanguage(event.url, url)}>
                              {!event.all_day && event.start_date.startsWith(day) && (
                                <time>{time.format(wallTimeAsDate(event.start_date))} </time>
                              )}
                              {event.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                    {events.length > EVENTS_PER_CELL && (
                      <a className="more" href={dayHref(day)}>
                        {t('moreEvents', { count: events.length - EVENTS_PER_CELL })}
                      </a>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
