// The ways a visitor takes events into their own calendar (docs/public-pages.md
// "Add to calendar"): one event to Google Calendar, Outlook or as an .ics
// file; a list's feed by subscription (webcal://, Google Calendar) or as a file.
import { googleCalendarLink, outlookLink } from '@/lib/public/add-to-calendar';
import type { PublicTranslator } from '@/lib/public/messages';
import type { PublicEvent } from '@/lib/public/types';

/** The event page's "Add to calendar" list. A locked event lends its title and dates only. */
export function AddToCalendar({
  event,
  isLocked,
  t,
}: {
  event: PublicEvent;
  isLocked: boolean;
  t: PublicTranslator;
}) {
  const shared = isLocked ? { ...event, description: '', venue: [] as [] } : event;
  const links = [
    { href: googleCalendarLink(shared), label: t('googleCalendar') },
    { href: outlookLink(shared, 'outlook.live.com'), label: 'Outlook.com' },
    { href: outlookLink(shared, 'outlook.office.com'), label: 'Microsoft 365' },
  ];
  return (
    <section className="calendar-links" aria-labelledby="add-to-calendar">
      <h2 id="add-to-calendar">{t('addToCalendar')}</h2>
      <ul>
        {links.map(({ href, label }) => (
          <li key={label}>
            <a href={href} rel="noopener">
              {label}
            </a>
          </li>
        ))}
        <li>
          <a href={`${event.url}ical/`} download={`${event.slug}.ics`} type="text/calendar">
            {t('icsFile')}
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * A list's feed: `webcal://` makes the visitor's calendar app subscribe (and
 * refresh it), Google Calendar subscribes by the same address, and the file
 * is the feed as it is now.
 */
export function SubscribeLinks({
  baseUrl,
  feedHref,
  t,
}: {
  baseUrl: string;
  feedHref: string;
  t: PublicTranslator;
}) {
  const webcal = `${baseUrl.replace(/^https?:/, 'webcal:')}${feedHref}`;
  const google = `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}`;
  return (
    <p className="calendar-links">
      {t('subscribe')} <a href={webcal}>{t('calendarApp')}</a> ·{' '}
      <a href={google} rel="noopener">
        {t('googleCalendar')}
      </a>{' '}
      ·{' '}
      <a href={feedHref} type="text/calendar">
        {t('icsFile')}
      </a>
    </p>
  );
}
