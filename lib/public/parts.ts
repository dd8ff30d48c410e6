// Pieces several public pages share: an event in a list, a paged list, links.
import { subscribeLinks } from './calendar-links';
import { markup, type Html } from './html';
import type { PublicTranslator } from './messages';
import { venueOf, type PublicEvent, type PublicEventList } from './types';
import { eventWhen } from './when';
import { statusBadge } from './event-status';

/** A page link keeping the content language (the only other query a page keeps). */
export function pageHref(url: URL, page: number): string {
  const search = new URLSearchParams();
  const language = url.searchParams.get('translation_language');
  if (language) search.set('translation_language', language);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** A public URL of another page, with the content language carried over. */
export function withLanguage(href: string, url: URL): string {
  const language = url.searchParams.get('translation_language');
  return language ? `${href}?translation_language=${language}` : href;
}

function eventItem(event: PublicEvent, url: URL, language: string, t: PublicTranslator): Html {
  const venue = venueOf(event);
  return markup`<li>
    <h2><a href="${withLanguage(event.url, url)}">${event.title}</a></h2>
    <p class="when">${eventWhen(event, language, t('allDay'))} ${statusBadge(event, t)}</p>
    ${venue ? markup`<p class="meta">${venue.venue}${venue.city ? `, ${venue.city}` : ''}</p>` : ''}
  </li>`;
}

/** A page of events with previous/next links and a feed of the same events. */
export function eventList(options: {
  list: PublicEventList;
  page: number;
  url: URL;
  baseUrl: string;
  language: string;
  t: PublicTranslator;
  /** The calendar feed of the same filters (§README "Calendar feeds"). */
  feedHref: string;
}): Html {
  const { list, page, url, language, t } = options;
  if (list.events.length === 0) return markup`<p>${t('noEvents')}</p>`;
  return markup`<ul class="events">
      ${list.events.map((event) => eventItem(event, url, language, t))}
    </ul>
    ${
      list.total_pages > 1
        ? markup`<nav class="pager" aria-label="${t('pagination')}">
            <span
              >${page > 1 ? markup`<a rel="prev" href="${pageHref(url, page - 1)}">${t('previous')}</a>` : ''}</span
            >
            <span>${t('pageOf', { page, pages: list.total_pages })}</span>
            <span
              >${page < list.total_pages ? markup`<a rel="next" href="${pageHref(url, page + 1)}">${t('next')}</a>` : ''}</span
            >
          </nav>`
        : ''
    }
    ${subscribeLinks(options.baseUrl, options.feedHref, t)}`;
}

export const pageNumber = (url: URL) => Number(url.searchParams.get('page') ?? '1');
