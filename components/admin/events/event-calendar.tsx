'use client';

// The events calendar's screen: month, week and day views of the events the
// list's filters keep (any status but the trash without one), the view, day
// and filters kept in the address (lib/admin/calendar-place.ts, event-filters.ts).
// The grid itself is FullCalendar, loaded apart (calendar-grid.tsx) so that
// the screen's first load stays small; the header, the paging and the reads
// are here and show at once.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  CALENDAR_VIEWS,
  calendarPlace,
  firstDayOfWeek,
  shiftPlace,
  visibleDays,
  type CalendarPlace,
} from '@/lib/admin/calendar-place';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { PageHeader } from '../page-header';
import { EventViews } from './event-views';
import { EventFilterForm } from './event-filter-form';
import {
  calendarQuery,
  eventCalendarQuery,
  readEventFilters,
  sharedEventFilters,
  type EventFilters,
} from './event-filters';
import { eventRangeQuery } from './event-queries';

const CalendarGrid = dynamic(
  () => import('./calendar-grid').then((module) => module.CalendarGrid),
  {
    ssr: false,
  },
);

/** Today in the browser's calendar. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function EventCalendar({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('AdminEvents');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const place = calendarPlace(params, today());
  const filters = sharedEventFilters(readEventFilters(new URLSearchParams(params.toString())));
  const firstDay = firstDayOfWeek(locale);
  const days = visibleDays(place, firstDay);
  const events = useQuery({
    ...eventRangeQuery(days, eventCalendarQuery(filters)),
    placeholderData: keepPreviousData,
  });
  // A move through the dates keeps the filters, and a filter keeps the dates.
  const go = (next: CalendarPlace, nextFilters: EventFilters = filters) =>
    router.replace(`${pathname}?${calendarQuery(next, nextFilters)}`);

  return (
    <section aria-labelledby="calendar-title">
      <PageHeader
        id="calendar-title"
        title={<PlaceTitle place={place} days={days} />}
        subtitle={<EventViews current="calendar" filters={filters} />}
        actions={
          <div className="calendar-tools">
            <div role="group" aria-label={t('calendar.views')} className="segmented">
              {CALENDAR_VIEWS.map((view) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={place.view === view}
                  onClick={() => go({ view, date: place.date })}
                >
                  {t(`calendar.${view}`)}
                </button>
              ))}
            </div>
            <nav aria-label={t('calendar.dates')} className="paging">
              <button
                type="button"
                data-shortcut="previous"
                onClick={() => go(shiftPlace(place, -1))}
              >
                {t('calendar.previous', { view: place.view })}
              </button>
              <button
                type="button"
                data-shortcut="today"
                onClick={() => go({ view: place.view, date: today() })}
              >
                {t('calendar.today')}
              </button>
              <button type="button" data-shortcut="next" onClick={() => go(shiftPlace(place, 1))}>
                {t('calendar.next', { view: place.view })}
              </button>
            </nav>
          </div>
        }
      />
      <EventFilterForm filters={filters} withDates={false} onChange={(next) => go(place, next)} />
      <p role="status" aria-live="polite" className="list-status">
        {events.isPending
          ? t('loading')
          : events.isError
            ? t('loadFailed')
            : t('count', { count: events.data.length })}
      </p>
      <div aria-busy={events.isFetching}>
        <CalendarGrid
          place={place}
          firstDay={firstDay}
          events={events.data ?? []}
          canWrite={canWrite}
          onPlace={(next) => go(next)}
        />
      </div>
      {canWrite && <p className="hint">{t('calendar.keysHint')}</p>}
    </section>
  );
}

/** The month, the week's days or the day shown, in the interface language. */
function PlaceTitle({
  place,
  days,
}: {
  place: CalendarPlace;
  days: { first: string; last: string };
}) {
  const format = useFormatter();
  const asDate = (day: string) => wallTimeAsDate(`${day} 00:00:00`);
  if (place.view === 'month')
    return format.dateTime(asDate(place.date), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (place.view === 'day')
    return format.dateTime(asDate(place.date), { dateStyle: 'full', timeZone: 'UTC' });
  return format.dateTimeRange(asDate(days.first), asDate(days.last), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
