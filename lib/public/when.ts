// An event's dates as a visitor reads them: the event's own wall times and
// zone abbreviation (docs/api.md §1.2), in the page's language.
import { wallTimeAsDate } from '../dates/wall-time';
import type { PublicEvent } from './types';

// Intl formatters are costly to make (a feed formats 50 events): one pair per language.
const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(language: string) {
  let pair = formatters.get(language);
  if (!pair) {
    // The wall times are formatted as if in UTC: no conversion, only their words.
    pair = {
      day: new Intl.DateTimeFormat(language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      time: new Intl.DateTimeFormat(language, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }),
    };
    formatters.set(language, pair);
  }
  return pair;
}

export function eventWhen(event: PublicEvent, language: string, allDayLabel: string): string {
  const { day, time } = formattersFor(language);
  const start = wallTimeAsDate(event.start_date);
  const end = wallTimeAsDate(event.end_date);
  const sameDay = event.start_date.slice(0, 10) === event.end_date.slice(0, 10);
  if (event.all_day) {
    const days = sameDay ? day.format(start) : `${day.format(start)} – ${day.format(end)}`;
    return `${days} (${allDayLabel})`;
  }
  const to = sameDay ? time.format(end) : `${day.format(end)} ${time.format(end)}`;
  return `${day.format(start)} ${time.format(start)} – ${to} ${event.timezone_abbr}`;
}
