import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The two ways to look at events: the filtered list and the month calendar. */
export function EventViews({ current }: { current: 'list' | 'calendar' }) {
  const t = useTranslations('AdminEvents');
  return (
    <nav aria-label={t('views')} className="views">
      <Link href="/admin/events" aria-current={current === 'list' ? 'page' : undefined}>
        {t('listView')}
      </Link>
      <Link
        href="/admin/events/calendar"
        aria-current={current === 'calendar' ? 'page' : undefined}
      >
        {t('calendarView')}
      </Link>
    </nav>
  );
}
