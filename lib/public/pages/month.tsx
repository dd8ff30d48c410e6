// The month view at /events/month/ and /events/month/YYYY-MM/, and an
// archive's under its own path (docs/public-pages.md "Views"): the month's
// grid with the events a visitor's list holds for it, filters kept in every link.
import { MonthView, monthTitle } from '@/components/public/month-view';
import { ViewHeader } from '@/components/public/view-header';
import { eventsByDay } from '../calendar/days';
import { eventsInRange, RANGE_LIMIT } from '../calendar/events-in-range';
import { firstDayOfWeek, monthGrid } from '../calendar/month-grid';
import { apiBase, pageAnswer } from '../page-answer';
import { notFound, type PublicContext } from '../route';
import { apiEvents, CALENDAR_SCOPE, type ViewScope } from '../views/scope';
import { viewContext } from '../views/view-context';

export async function monthPage(
  context: PublicContext<{ month?: string }>,
  scope: ViewScope = CALENDAR_SCOPE,
) {
  const { url, path, language, baseUrl, site } = context;
  const view = await viewContext(context, scope);
  const { t, today, addresses } = view;
  const grid = monthGrid(path.month ?? today.slice(0, 7), firstDayOfWeek(language));
  if (!grid) throw notFound();
  const range = await eventsInRange(view.filters, grid.first, grid.last, { baseUrl, language });
  const days = eventsByDay(range.events, grid.first, grid.last);
  const month = monthTitle(grid.month, language);
  const title = scope.title ? `${scope.title} · ${month}` : month;
  return pageAnswer({
    language,
    baseUrl,
    url,
    site,
    t,
    title,
    isWide: true,
    apiRoot: apiEvents(apiBase(baseUrl), scope, { start_date: grid.first, end_date: grid.last }),
    reusableUntil: Math.min(range.reusableUntil ?? Infinity, view.midnight),
    main: (
      <section className="view month" aria-labelledby="view-title">
        <ViewHeader
          kind="month"
          title={title}
          addresses={addresses}
          today={today}
          t={t}
          filterBar={view.filterBar(url.pathname)}
          steps={{
            label: t('monthNavigation'),
            previous: { href: addresses.month(grid.previous), label: t('previousMonth') },
            current: { href: addresses.month(today.slice(0, 7)), label: t('thisMonth') },
            next: { href: addresses.month(grid.next), label: t('nextMonth') },
          }}
        />
        {range.isCut && <p role="note">{t('rangeCut', { count: RANGE_LIMIT })}</p>}
        <MonthView
          grid={grid}
          days={days}
          today={today}
          url={url}
          language={language}
          t={t}
          dayHref={addresses.day}
        />
      </section>
    ),
  });
}
