// A page of events with previous/next links and the ways to take its feed:
// the home page's, a venue's, an organizer's, a term's.
import { pageHref, pageNumber, withLanguage } from '@/lib/public/links';
import type { PublicTranslator } from '@/lib/public/messages';
import { venueOf, type PublicEvent, type PublicEventList } from '@/lib/public/types';
import { eventWhen } from '@/lib/public/when';
import { SubscribeLinks } from './calendar-links';
import { StatusBadge } from './parts';
import { dayAsDate } from './wall-dates';

/**
 * The start's month and day as a calendar leaf beside the title, for the eye
 * running down a list; hidden from screen readers, which hear the full date
 * in the line under the title.
 */
function DateLeaf({ event, language }: { event: PublicEvent; language: string }) {
  const start = dayAsDate(event.start_date.slice(0, 10));
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return (
    <div className="date-leaf" aria-hidden="true">
      <span>{month.format(start)}</span>
      <strong>{start.getUTCDate()}</strong>
    </div>
  );
}

function EventItem({ event, view: { url, language, t } }: { event: PublicEvent; view: ListView }) {
  const venue = venueOf(event);
  return (
    <li>
      <DateLeaf event={event} language={language} />
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

/** What every list page knows of its request: its address (with its page number), site, language and words. */
export interface ListView {
  url: URL;
  baseUrl: string;
  language: string;
  t: PublicTranslator;
}

interface ListProps {
  list: PublicEventList;
  view: ListView;
  /** The calendar feed of the same filters (docs/public-pages.md "Feeds"). */
  feedHref: string;
  /** What an empty list says: "No upcoming events." unless told. */
  emptyText?: string;
}

export function EventList({ list, view, feedHref, emptyText }: ListProps) {
  const { url, baseUrl, t } = view;
  const page = pageNumber(url);
  if (list.events.length === 0) return <p>{emptyText ?? t('noEvents')}</p>;
  return (
    <>
      <ul className="events">
        {list.events.map((event) => (
          <EventItem key={event.id} event={event} view={view} />
        ))}
      </ul>
      {list.total_pages > 1 && (
        <nav className="pager" aria-label={t('pagination')}>
          <span>
            {page > 1 && (
              <a rel="prev" href={pageHref(url, page - 1)} data-view-link="">
                {t('previous')}
              </a>
            )}
          </span>
          <span>{t('pageOf', { page, pages: list.total_pages })}</span>
          <span>
            {page < list.total_pages && (
              <a rel="next" href={pageHref(url, page + 1)} data-view-link="">
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
