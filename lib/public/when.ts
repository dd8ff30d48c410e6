// An event's dates as a visitor reads them: the event's own wall times and
// zone abbreviation (§1.2), in the page's language.
import type { PublicEvent } from './types';

const asUtc = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`);

export function eventWhen(event: PublicEvent, language: string, allDayLabel: string): string {
  // The wall times are formatted as if in UTC: no conversion, only their words.
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const start = asUtc(event.start_date);
  const end = asUtc(event.end_date);
  const sameDay = event.start_date.slice(0, 10) === event.end_date.slice(0, 10);
  if (event.all_day) {
    const days = sameDay ? day.format(start) : `${day.format(start)} – ${day.format(end)}`;
    return `${days} (${allDayLabel})`;
  }
  const to = sameDay ? time.format(end) : `${day.format(end)} ${time.format(end)}`;
  return `${day.format(start)} ${time.format(start)} – ${to} ${event.timezone_abbr}`;
}
