// Wall times as the views write them (docs/public-pages.md "Views"): a
// stored `YYYY-MM-DD HH:MM:SS` is already the event's own clock, so it is
// formatted as if in UTC, which moves nothing.
import { wallTimeAsDate } from '@/lib/dates/wall-time';

/** A day, `YYYY-MM-DD`, as a Date to format in UTC. */
export const dayAsDate = (day: string) => wallTimeAsDate(`${day} 00:00:00`);

/** "7:30 PM", "19:30": a wall time's hour in the language's manner. */
export const hourFormat = (language: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "Sunday, September 14, 2064", "dimanche 14 septembre 2064". */
export const fullDayFormat = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
