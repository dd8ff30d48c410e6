// A page of events with previous/next links and the ways to take its feed:
// the home page's, a venue's, an organizer's, a term's.
import { withLanguage, pageHref } from '@/lib/public/links';
import type { PublicTranslator } from '@/lib/public/messages';
import { venueOf, type PublicEvent, type PublicEventList } from '@/lib/public/types';
import { eventWhen } from '@/lib/public/when';
import { SubscribeLinks } from './calendar-links';
import { StatusBadge } from './parts';

function EventItem({
  event,
  url,
  language,
  t,
}: Omit<ListProps, 'list' | 'page' | 'baseUrl' | 'feedHref'> & { event: PublicEvent }) {
  const venue = venueOf(event);
  return (
    <li>
      <h2>
        <a href={withLanguage(event.url, url)}>{event.title}</a>
      </h2>
      <p className="when">
        {eventWhen(event, language, t('allDay'))} <StatusBadge event={event} t={t} />
      </p>
      {venue && (
        <p className="meta">
          {venue.venue}
          {venue.city ? `, ${venue.city}` : ''}
        </p>
      )}
    </li>
  );
}

interface ListProps {
  list: PublicEventList;
  page: number;
  url: URL;
  baseUrl: string;
  language: string;
  t: PublicTranslator;
  /** The calendar feed of the same filters (docs/public-pages.md "Feeds"). */
  feedHref: string;
}

export function EventList({ list, page, url, baseUrl, language, t, feedHref }: ListProps) {
  if (list.events.length === 0) return <p>{t('noEvents')}</p>;
  return (
    <>
      <ul className="events">
        {list.events.map((event) => (
          <EventItem key={event.id} event={event} url={url} language={language} t={t} />
        ))}
      </ul>
      {list.total_pages > 1 && (
        <nav className="pager" aria-label={t('pagination')}>
          <span>
            {page > 1 && (
              <a rel="prev" href={pageHref(url, page - 1)}>
                {t('previous')}
              </a>
            )}
          </span>
          <span>{t('pageOf', { page, pages: list.total_pages })}</span>
          <span>
            {page < list.total_pages && (
              <a rel="next" href={pageHref(url, page + 1)}>
                {t('next')}
              </a>
            )}
          </span>
        </nav>
      )}
      <SubscribeLinks baseUrl={baseUrl} feedHref={feedHref} t={t} />
    </>
  );
}
