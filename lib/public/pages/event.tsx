// One event's page (docs/api.md §10.8): its main fields in the event's zone, JSON-LD
// (§1.9), and its .ics. A password-protected event shows only its title and
// dates (§1.10 as a list shows it), so its page never reveals the content.
import { Fragment } from 'react';
import { AddToCalendar } from '@/components/public/calendar-links';
import { LeadImage, MapLink, StatusNotice, StoredHtml } from '@/components/public/parts';
import { repeatOfLines } from '../../events/repeat-rule';
import { repeatSummary } from '../../events/repeat-summary';
import type { Language } from '../../i18n/languages';
import { withLanguage } from '../links';
import { mapLinkOf } from '../map-link';
import { publicTranslator, repeatTranslator, type PublicTranslator } from '../messages';
import { apiBase, pageAnswer } from '../page-answer';
import { previewOf } from '../preview';
import { visibleEvent, visibleEvents, type Visit } from '../reads';
import type { PublicContext } from '../route';
import { addressLine, venueOf, type PublicEvent } from '../types';
import { eventWhen } from '../when';

/** Links separated by commas: organizers, categories, tags. */
function LinkList({ links }: { links: { href: string; label: string }[] }) {
  return links.map((link, index) => (
    <Fragment key={link.href}>
      {index > 0 && ', '}
      <a href={link.href}>{link.label}</a>
    </Fragment>
  ));
}

function Facts({
  event,
  url,
  language,
  t,
}: {
  event: PublicEvent;
  url: URL;
  language: string;
  t: PublicTranslator;
}) {
  const venue = venueOf(event);
  const address = venue ? addressLine(venue) : '';
  const map = venue && mapLinkOf(event, venue);
  return (
    <dl className="facts">
      <dt>{t('when')}</dt>
      <dd>{eventWhen(event, language, t('allDay'))}</dd>
      {venue && (
        <>
          <dt>{t('where')}</dt>
          <dd>
            <a href={withLanguage(venue.url, url)}>{venue.venue}</a>
            {address && (
              <>
                <br />
                {address}
              </>
            )}
            <MapLink href={map} t={t} />
          </dd>
        </>
      )}
      {event.organizer.length > 0 && (
        <>
          <dt>{t(event.organizer.length > 1 ? 'organizers' : 'organizer')}</dt>
          <dd>
            <LinkList
              links={event.organizer.map((organizer) => ({
                href: withLanguage(organizer.url, url),
                label: organizer.organizer,
              }))}
            />
          </dd>
        </>
      )}
      {event.cost && (
        <>
          <dt>{t('cost')}</dt>
          <dd>{event.cost}</dd>
        </>
      )}
      {event.categories.length > 0 && (
        <>
          <dt>{t('categories')}</dt>
          <dd>
            <LinkList
              links={event.categories.map((term) => ({
                href: withLanguage(`/events/category/${term.slug}/`, url),
                label: term.name,
              }))}
            />
          </dd>
        </>
      )}
      {event.tags.length > 0 && (
        <>
          <dt>{t('tags')}</dt>
          <dd>
            <LinkList
              links={event.tags.map((term) => ({
                href: withLanguage(`/tag/${term.slug}/`, url),
                label: term.name,
              }))}
            />
          </dd>
        </>
      )}
    </dl>
  );
}

/** "Every Tuesday and Thursday until 1 March 2027", when the control's words can say the rule. */
function RepeatsLine({
  event,
  language,
  t,
}: {
  event: PublicEvent;
  language: Language;
  t: PublicTranslator;
}) {
  if (!event.recurrence?.length) return null;
  const values = repeatOfLines(event.recurrence, {
    startDate: event.start_date.slice(0, 10),
    startTime: event.start_date.slice(11, 16),
    zone: event.timezone,
  });
  if (values.frequency === 'custom' || values.frequency === 'none') return null;
  return (
    <p className="repeats">
      {t('repeats')} {repeatSummary(values, repeatTranslator(language), language)}
    </p>
  );
}

/** The next dates of the event's series, each a link to its own page (docs/recurrence.md). */
async function seriesDates(event: PublicEvent, visit: Visit) {
  if (!event.series_id) return { others: [], reusableUntil: Infinity };
  // The list's default window starts today: the dates shown change at midnight.
  const list = await visibleEvents({ series: String(event.series_id), per_page: '6' }, visit);
  const others = list.events.filter((other) => other.id !== event.id).slice(0, 5);
  return { others, reusableUntil: list.reusableUntil };
}

function SeriesDates({
  others,
  url,
  language,
  t,
}: {
  others: PublicEvent[];
  url: URL;
  language: string;
  t: PublicTranslator;
}) {
  if (others.length === 0) return null;
  return (
    <section className="series-dates">
      <h2>{t('otherDates')}</h2>
      <ul>
        {others.map((other) => (
          <li key={other.id}>
            <a href={withLanguage(other.url, url)}>{eventWhen(other, language, t('allDay'))}</a>
          </li>
        ))}
      </ul>
    </section>
  );
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
  const series = await seriesDates(event, { baseUrl, language });
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
    main: (
      <article>
        <h1>{event.title}</h1>
        <StatusNotice event={event} t={t} />
        {!isLocked && <LeadImage image={event.image} />}
        <Facts event={event} url={url} language={language} t={t} />
        {isLocked ? (
          <p className="notice">{t('protected')}</p>
        ) : (
          <StoredHtml className="description" html={event.description} />
        )}
        <RepeatsLine event={event} language={language} t={t} />
        <SeriesDates others={series.others} url={url} language={language} t={t} />
        <AddToCalendar event={event} isLocked={isLocked} t={t} />
      </article>
    ),
  });
}
