// One event's page (docs/api.md §10.8): its main fields in the event's zone, JSON-LD
// (§1.9), and its .ics. A password-protected event shows only its title and
// dates (§1.10 as a list shows it), so its page never reveals the content.
import { addToCalendar } from '../calendar-links';
import { markup, storedHtml } from '../html';
import { leadImage } from '../image';
import { publicTranslator, repeatTranslator, type PublicTranslator } from '../messages';
import { repeatOfLines } from '../../events/repeat-rule';
import { repeatSummary } from '../../events/repeat-summary';
import type { Language } from '../../i18n/languages';
import { apiBase, pageAnswer } from '../page-answer';
import { withLanguage } from '../parts';
import { previewOf } from '../preview';
import { visibleEvent, visibleEvents, type Visit } from '../reads';
import type { PublicContext } from '../route';
import { venueOf, type PublicEvent } from '../types';
import { eventWhen } from '../when';
import { statusNotice } from '../event-status';

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

/** "Every Tuesday and Thursday until 1 March 2027", when the control's words can say the rule. */
function repeatsLine(event: PublicEvent, language: Language, t: PublicTranslator) {
  if (!event.recurrence?.length) return '';
  const values = repeatOfLines(event.recurrence, {
    startDate: event.start_date.slice(0, 10),
    startTime: event.start_date.slice(11, 16),
    zone: event.timezone,
  });
  if (values.frequency === 'custom' || values.frequency === 'none') return '';
  return markup`<p class="repeats">${t('repeats')} ${repeatSummary(values, repeatTranslator(language), language)}</p>`;
}

/** The next dates of the event's series, each a link to its own page (docs/recurrence.md). */
async function seriesDates(event: PublicEvent, visit: Visit, url: URL, t: PublicTranslator) {
  if (!event.series_id) return { html: '', reusableUntil: Infinity };
  // The list's default window starts today: the dates shown change at midnight.
  const list = await visibleEvents({ series: String(event.series_id), per_page: '6' }, visit);
  const others = list.events.filter((other) => other.id !== event.id).slice(0, 5);
  if (others.length === 0) return { html: '', reusableUntil: list.reusableUntil };
  return {
    html: markup`<section class="series-dates">
      <h2>${t('otherDates')}</h2>
      <ul>
        ${others.map(
          (other) =>
            markup`<li>
              <a href="${withLanguage(other.url, url)}"
                >${eventWhen(other, visit.language, t('allDay'))}</a
              >
            </li>`,
        )}
      </ul>
    </section>`,
    reusableUntil: list.reusableUntil,
  };
}

export async function eventPage({
  url,
  path,
  language,
  baseUrl,
  site,
}: PublicContext<{ slug: string }>) {
  const t = publicTranslator(language);
  const event = await visibleEvent(path.slug, { baseUrl, language });
  const isLocked = event.json_ld === undefined;
  const series = await seriesDates(event, { baseUrl, language }, url, t);
  return pageAnswer({
    language,
    baseUrl,
    url,
    site,
    t,
    title: event.title,
    apiRoot: `${apiBase(baseUrl)}/events/${event.id}`,
    jsonLd: isLocked ? [] : [event.json_ld],
    // A locked event's preview says no more than its page: the title alone.
    preview: isLocked ? { description: '' } : previewOf(event),
    // What the page shows changes only with a write (§0.3: scheduled posts too),
    // and, for an occurrence, when a day passes (its series' next dates).
    reusableUntil: series.reusableUntil,
    main: markup`<article>
      <h1>${event.title}</h1>
      ${statusNotice(event, t)}
      ${isLocked ? '' : leadImage(event.image)} ${facts(event, url, language, t)}
      ${isLocked ? markup`<p class="notice">${t('protected')}</p>` : markup`<div class="description">${storedHtml(event.description)}</div>`}
      ${repeatsLine(event, language, t)} ${series.html}
      ${addToCalendar(event, isLocked, t)}
    </article>`,
  });
}
