// The day view at /events/YYYY-MM-DD/, and an archive's under its day/ path
// (docs/public-pages.md "Views"): every event on that day, with the filters
// kept, and previous / today / next day.
import { Temporal } from '@js-temporal/polyfill';
import { DayView } from '@/components/public/day-view';
import { dayAsDate, fullDayFormat } from '@/components/public/wall-dates';
import { eventsInRange, RANGE_LIMIT } from '../calendar/events-in-range';
import { isCalendarYear } from '../calendar/month-grid';
import { notFound, type PublicContext } from '../route';
import { CALENDAR_SCOPE, type ViewScope } from '../views/scope';
import { viewContext } from '../views/view-context';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day an address names, or null when it names none (2026-02-30) or is out of range. */
export function dayOf(text: string): string | null {
  if (!DAY_PATTERN.test(text) || !isCalendarYear(Number(text.slice(0, 4)))) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

export async function dayPage(
  context: PublicContext<{ day: string }>,
  scope: ViewScope = CALENDAR_SCOPE,
) {
  const { url, path, language, baseUrl } = context;
  const day = dayOf(path.day);
  if (!day) throw notFound();
  const view = await viewContext(context, scope);
  const { t, addresses } = view;
  const range = await eventsInRange(view.filters, day, day, { baseUrl, language });
  const date = Temporal.PlainDate.from(day);
  // The calendar's first and last days have no neighbour to lead to.
  const stepTo = (other: string, label: string) =>
    dayOf(other) ? { href: addresses.day(other), label } : undefined;
  return view.page({
    kind: 'day',
    heading: fullDayFormat(language).format(dayAsDate(day)),
    date: day,
    dates: { start_date: day, end_date: day },
    reusableUntil: Math.min(range.reusableUntil ?? Infinity, view.midnight),
    steps: {
      label: t('dayNavigation'),
      previous: stepTo(date.subtract({ days: 1 }).toString(), t('previousDay')),
      current: { href: addresses.day(view.today), label: t('today') },
      next: stepTo(date.add({ days: 1 }).toString(), t('nextDay')),
    },
    events: (
      <>
        {range.isCut && <p role="note">{t('rangeCut', { count: RANGE_LIMIT })}</p>}
        <DayView
          day={day}
          events={range.events}
          siteZone={view.siteZone}
          url={url}
          language={language}
          t={t}
        />
      </>
    ),
  });
}
