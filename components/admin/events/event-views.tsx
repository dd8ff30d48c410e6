import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { sharedFiltersQuery, type EventFilters } from './event-filters';

/**
 * The two ways to look at events: the filtered list and the calendar. Each
 * link keeps the filters they share (docs/admin.md "Calendar"), never the
 * list's dates, sort and page nor the calendar's view and day.
 */
export function EventViews({
  current,
  filters,
}: {
  current: 'list' | 'calendar';
  filters: EventFilters;
}) {
  const t = useTranslations('AdminEvents');
  const shared = sharedFiltersQuery(filters);
  const withFilters = (path: string) => (shared ? `${path}?${shared}` : path);
  return (
    <nav aria-label={t('views')} className="views">
      <Link
        href={withFilters('/admin/events')}
        aria-current={current === 'list' ? 'page' : undefined}
      >
        {t('listView')}
      </Link>
      <Link
        href={withFilters('/admin/events/calendar')}
        aria-current={current === 'calendar' ? 'page' : undefined}
      >
        {t('calendarView')}
      </Link>
    </nav>
  );
}
