'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { daysBetween, isMonth, monthGrid, shiftMonth } from '@/lib/admin/month-grid';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { Link } from '@/lib/i18n/navigation';
import { PageHeader } from '../page-header';
import { EventViews } from './event-views';
import { eventMonthQuery, type EventJson } from './event-queries';
import { SeriesMark } from './series-mark';

function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The events of a month, day by day, in the event's own wall time. */
export function EventCalendar() {
  const t = useTranslations('AdminEvents');
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const asked = useSearchParams().get('month');
  const month = isMonth(asked) ? asked : thisMonth();
  const weeks = monthGrid(month);
  const first = weeks[0]![0]!;
  const last = weeks.at(-1)!.at(-1)!;
  const events = useQuery({
    ...eventMonthQuery(month, first, last),
    placeholderData: keepPreviousData,
  });

  const byDay = new Map<string, EventJson[]>();
  for (const event of events.data ?? []) {
    for (const day of daysBetween(event.start_date, event.end_date)) {
      byDay.set(day, [...(byDay.get(day) ?? []), event]);
    }
  }
  const go = (by: number) => router.replace(`${pathname}?month=${shiftMonth(month, by)}`);
  const asDate = (day: string) => wallTimeAsDate(`${day} 00:00:00`);

  return (
    <section aria-labelledby="calendar-title">
      <PageHeader
        id="calendar-title"
        title={format.dateTime(asDate(`${month}-01`), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}
        subtitle={<EventViews current="calendar" />}
        actions={
          <nav aria-label={t('calendar.months')} className="paging">
            <button type="button" onClick={() => go(-1)}>
              {t('calendar.previous')}
            </button>
            <button type="button" onClick={() => go(1)}>
              {t('calendar.next')}
            </button>
          </nav>
        }
      />
      <p role="status" aria-live="polite" className="list-status">
        {events.isPending
          ? t('loading')
          : events.isError
            ? t('loadFailed')
            : t('count', { count: events.data.length })}
      </p>
      <table className="month" aria-busy={events.isFetching}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th scope="col" key={day}>
                {format.dateTime(asDate(day), { weekday: 'short', timeZone: 'UTC' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} className={day.startsWith(month) ? undefined : 'other-month'}>
                  <span className="day-number">
                    {format.dateTime(asDate(day), { day: 'numeric', timeZone: 'UTC' })}
                  </span>
                  <ul>
                    {(byDay.get(day) ?? []).map((event) => (
                      <li key={event.id}>
                        {/* Before the title, which the cell may cut short. */}
                        {event.series_id !== null && <SeriesMark />}
                        <Link href={`/admin/events/${event.id}`}>
                          {!event.all_day && day === event.start_date.slice(0, 10) && (
                            <time>
                              {format.dateTime(wallTimeAsDate(event.start_date), {
                                timeStyle: 'short',
                                timeZone: 'UTC',
                              })}{' '}
                            </time>
                          )}
                          {event.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
