'use client';

// The admin's start page (docs/admin.md "The dashboard"): what needs
// attention, read through the REST lists, and the primary actions.
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { DraftsPanel, PendingPanel, WeekPanel } from './event-panels';
import { RecentChangesPanel } from './recent-changes';
import { useWeek } from './use-week';
import { NewItemLink, PageHeader } from '../page-header';

export function Dashboard({
  userId,
  canCreate,
  canPublish,
  seesAll,
}: {
  userId: number;
  /** Every role but subscribers writes, so has submissions and drafts of its own. */
  canCreate: boolean;
  /** May approve pending events (docs/accounts.md). */
  canPublish: boolean;
  /** Administrators and editors read everyone's drafts and pending events. */
  seesAll: boolean;
}) {
  const t = useTranslations('AdminDashboard');
  const events = useTranslations('AdminEvents');
  const week = useWeek();
  return (
    <div className="dashboard">
      <PageHeader
        id="dashboard-title"
        title={t('title')}
        actions={canCreate && <NewItemLink href="/admin/events/new" label={events('newEvent')} />}
      />
      <nav aria-label={t('shortcuts')}>
        <ul className="dashboard-shortcuts">
          <li>
            <Link href="/admin/events/calendar">{t('eventCalendar')}</Link>
          </li>
          <li>
            <Link href="/admin/events">{t('allEvents')}</Link>
          </li>
          <li>
            {/* The public pages are outside the admin's locale routes: a plain link. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">{t('publicCalendar')}</a>
          </li>
        </ul>
      </nav>
      <div className="dashboard-panels">
        {canCreate && <PendingPanel userId={userId} canReview={canPublish} />}
        <WeekPanel week={week} />
        {canCreate && <DraftsPanel userId={userId} seesAll={seesAll} />}
        <RecentChangesPanel userId={userId} />
      </div>
    </div>
  );
}
