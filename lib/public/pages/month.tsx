// The month view at /events/month/ and /events/month/YYYY-MM/, and an
// archive's under its own path (docs/public-pages.md "Views"): the month's
// grid with the events a visitor's list holds for it, filters kept in every link.
import { MonthView, monthTitle } from '@/components/public/month-view';
import { eventsByDay } from '../calendar/days';
import { eventsInRange, RANGE_LIMIT } from '../calendar/events-in-range';
import { firstDayOfWeek, isCalendarMonth, monthGrid } from '../calendar/month-grid';
import { notFound, type PublicContext } from '../route';
import { CALENDAR_SCOPE, type ViewScope } from '../views/scope';
import { viewContext } from '../views/view-context';

export async function monthPage(
  context: PublicContext<{ month?: string }>,
  scope: ViewScope = CALENDAR_SCOPE,
) {
  const { url, path, language, baseUrl } = context;
  const view = await viewContext(context, scope);
  const { t, today, addresses } = view;
  const grid = monthGrid(path.month ?? today.slice(0, 7), firstDayOfWeek(language));
  if (!grid) throw notFound();
  const range = await eventsInRange(view.filters, grid.first, grid.last, { baseUrl, language });
  return view.page({
    kind: 'month',
    heading: monthTitle(grid.month, language),
    date: today.startsWith(grid.month) ? today : `${grid.month}-01`,
    dates: { start_date: grid.first, end_date: grid.last },
    reusableUntil: Math.min(range.reusableUntil ?? Infinity, view.midnight),
    steps: {
      label: t('monthNavigation'),
      // The calendar's first and last months have no neighbour to lead to.
      previous: isCalendarMonth(grid.previous)
        ? { href: addresses.month(grid.previous), label: t('previousMonth') }
        : undefined,
      current: { href: addresses.month(today.slice(0, 7)), label: t('thisMonth') },
      next: isCalendarMonth(grid.next)
        ? { href: addresses.month(grid.next), label: t('nextMonth') }
        : undefined,
    },
    events: (
      <>
        {range.isCut && <p role="note">{t('rangeCut', { count: RANGE_LIMIT })}</p>}
        <MonthView
          grid={grid}
          days={eventsByDay(range.events, grid.first, grid.last)}
          today={today}
          url={url}
          language={language}
          t={t}
          dayHref={(day) => (isCalendarMonth(day.slice(0, 7)) ? addresses.day(day) : undefined)}
        />
      </>
    ),
  });
}
