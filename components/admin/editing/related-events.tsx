'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import { Link } from '@/lib/i18n/navigation';
import { eventPageQuery } from '../events/event-queries';
import type { ResourceKind } from '../resource-kind';

const SHOWN = 5;

/** The item's next few events: the events list's default window starts today (docs/api.md §3.1). */
export function RelatedEvents({ kind, id }: { kind: ResourceKind; id: number }) {
  const t = useTranslations('AdminCommon');
  const format = useFormatter();
  const headingId = useId();
  const events = useQuery(eventPageQuery({ [kind.eventsParam]: id, per_page: SHOWN }));
  return (
    <section aria-labelledby={headingId} className="related">
      <h2 id={headingId}>{t('upcomingEvents')}</h2>
      {events.isPending && <p>{t('loading')}</p>}
      {events.isError && <p className="form-error">{t('loadFailed')}</p>}
      {events.data?.total === 0 && <p>{t('noUpcomingEvents')}</p>}
      {events.data && events.data.total > 0 && (
        <ul>
          {events.data.events.map((event) => (
            <li key={event.id}>
              <Link href={`/admin/events/${event.id}`}>{event.title}</Link>{' '}
              <span className="muted">
                {format.dateTime(wallTimeAsDate(event.start_date), {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {events.data && events.data.total > SHOWN && (
        <p>{t('moreEvents', { count: events.data.total - SHOWN })}</p>
      )}
    </section>
  );
}
