// Where the admin's events calendar stands: its view and a day of it, kept in
// the address (`?view=week&date=2026-12-07`; the older `?month=2026-12` still
// opens that month), and the wall-clock arithmetic a move needs. Days are
// `YYYY-MM-DD` and times the API's wall times (`2026-12-07 19:30:00`), read as
// UTC so that a move changes the digits and nothing else (docs/admin.md).

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPlace {
  view: CalendarView;
  /** A day the view shows: the month's first day in the month view. */
  date: string;
}

const DAY_MS = 86_400_000;

const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const isMonth = (value: string | null): value is string =>
  value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

const isView = (value: string | null): value is CalendarView =>
  (CALENDAR_VIEWS as readonly (string | null)[]).includes(value);

/** The place an address names; `today` where it names none or a wrong one. */
export function calendarPlace(
  query: { get: (name: string) => string | null },
  today: string,
): CalendarPlace {
  const month = query.get('month');
  const view = query.get('view');
  const date = query.get('date');
  if (!isView(view) && isMonth(month)) return { view: 'month', date: `${month}-01` };
  return { view: isView(view) ? view : 'month', date: isDay(date) ? date : today };
}

/** The address's query for a place. */
export function calendarSearch(place: CalendarPlace): string {
  return `view=${place.view}&date=${place.date}`;
}

/** `day` moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The place before (-1) or after (1): a month, a week or a day away. */
export function shiftPlace(place: CalendarPlace, by: -1 | 1): CalendarPlace {
  if (place.view === 'day') return { ...place, date: addDays(place.date, by) };
  if (place.view === 'week') return { ...place, date: addDays(place.date, 7 * by) };
  const [year, month] = place.date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + by, 1));
  return { ...place, date: first.toISOString().slice(0, 10) };
}

/** The first day of the week holding `day`, weeks starting on `firstDay` (0 Sunday, 1 Monday). */
export function weekStart(day: string, firstDay: number): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

/** The week's first day in each interface language, as its readers expect. */
export function firstDayOfWeek(locale: string): number {
  return locale === 'en' ? 0 : 1;
}

export interface WallTimes {
  start_date: string;
  end_date: string;
}

/** A wall time (`2026-12-07 19:30:00`) moved by `ms` on the clock's face. */
export function shiftWall(wall: string, ms: number): string {
  const moved = new Date(Date.parse(`${wall.replace(' ', 'T')}Z`) + ms);
  return moved.toISOString().slice(0, 19).replace('T', ' ');
}

/** An event's times with its start and end moved; a start moved alone would shorten it, so a move moves both. */
export function movedTimes(times: WallTimes, startMs: number, endMs: number): WallTimes {
  return {
    start_date: shiftWall(times.start_date, startMs),
    end_date: shiftWall(times.end_date, endMs),
  };
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Alt with an arrow is a keyboard move (docs/admin.md), never the browser's Back or Forward. */
export const isMoveKey = (key: string) => ARROWS.includes(key);

/**
 * How far the keys of a keyboard move take an event: Alt with an arrow
 * (docs/admin.md). An all-day event has no time of day to move by 15
 * minutes (the server would round it to whole days, a day longer), so Up and
 * Down leave it where it is in the week and day views.
 */
export function keyboardShift(key: string, view: CalendarView, isAllDay = false): number | null {
  const minutes = 60_000;
  const vertical = view === 'month' ? 7 * DAY_MS : isAllDay ? null : 15 * minutes;
  switch (key) {
    case 'ArrowUp':
      return vertical === null ? null : -vertical;
    case 'ArrowDown':
      return vertical;
    case 'ArrowLeft':
      return -DAY_MS;
    case 'ArrowRight':
      return DAY_MS;
    default:
      return null;
  }
}

/** The first and last day a view shows: a month's six whole weeks, a week, or the day. */
export function visibleDays(
  place: CalendarPlace,
  firstDay: number,
): { first: string; last: string } {
  if (place.view === 'day') return { first: place.date, last: place.date };
  const first = weekStart(
    place.view === 'month' ? `${place.date.slice(0, 7)}-01` : place.date,
    firstDay,
  );
  return { first, last: addDays(first, place.view === 'week' ? 6 : 41) };
}
