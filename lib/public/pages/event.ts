// One event's page (docs/api.md §10.8): its main fields in the event's zone, JSON-LD
// (§1.9), and its .ics. A password-protected event shows only its title and
// dates (§1.10 as a list shows it), so its page never reveals the content.
import { markup, storedHtml } from '../html';
import { publicTranslator, type PublicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { withLanguage } from '../parts';
import { visibleEvent } from '../reads';
import type { PublicContext } from '../route';
import { venueOf, type PublicEvent } from '../types';
import { eventWhen } from '../when';

function facts(event: PublicEvent, url: URL, language: string, t: PublicTranslator) {
  const venue = venueOf(event);
  const rows = [
    venue &&
      markup`<dt>${t('where')}</dt>
        <dd>
          <a href="${withLanguage(venue.url, url)}">${venue.venue}</a>${
            [venue.address, venue.city, venue.country].filter(Boolean).length
              ? markup`<br />${[venue.address, venue.city, venue.country].filter(Boolean).join(', ')}`
              : ''
          }
        </dd>`,
    event.organizer.length > 0 &&
      markup`<dt>${t(event.organizer.length > 1 ? 'organizers' : 'organizer')}</dt>
        <dd>
          ${event.organizer.map(
            (organizer, index) =>
              markup`${index > 0 ? ', ' : ''}<a href="${withLanguage(organizer.url, url)}"
                  >${organizer.organizer}</a
                >`,
          )}
        </dd>`,
    event.cost &&
      markup`<dt>${t('cost')}</dt>
        <dd>${event.cost}</dd>`,
    event.categories.length > 0 &&
      markup`<dt>${t('categories')}</dt>
        <dd>
          ${event.categories.map(
            (term, index) =>
              markup`${index > 0 ? ', ' : ''}<a
                  href="${withLanguage(`/events/category/${term.slug}/`, url)}"
                  >${term.name}</a
                >`,
          )}
        </dd>`,
    event.tags.length > 0 &&
      markup`<dt>${t('tags')}</dt>
        <dd>
          ${event.tags.map(
            (term, index) =>
              markup`${index > 0 ? ', ' : ''}<a href="${withLanguage(`/tag/${term.slug}/`, url)}"
                  >${term.name}</a
                >`,
          )}
        </dd>`,
  ];
  return markup`<dl class="facts">
    <dt>${t('when')}</dt>
    <dd>${eventWhen(event, language, t('allDay'))}</dd>
    ${rows}
  </dl>`;
}

export async function eventPage({ url, path, language, baseUrl }: PublicContext<{ slug: string }>) {
  const t = publicTranslator(language);
  const event = await visibleEvent(path.slug, { baseUrl, language });
  const isLocked = event.json_ld === undefined;
  return pageAnswer({
    language,
    baseUrl,
    t,
    title: event.title,
    apiRoot: `${apiBase(baseUrl)}/events/${event.id}`,
    jsonLd: isLocked ? [] : [event.json_ld],
    // What the page shows changes only with a write (§0.3: scheduled posts too).
    reusableUntil: Infinity,
    main: markup`<article>
      <h1>${event.title}</h1>
      ${facts(event, url, language, t)}
      ${isLocked ? markup`<p class="notice">${t('protected')}</p>` : markup`<div class="description">${storedHtml(event.description)}</div>`}
      <p>
        <a href="${event.url}ical/" download="${event.slug}.ics" type="text/calendar"
          >${t('addToCalendar')}</a
        >
      </p>
    </article>`,
  });
}
