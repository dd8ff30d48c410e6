// Which days an event is shown on in a month or day view: from its start's
// date to its end's, in its own wall time (docs/public-pages.md "Views"). An
// event that ends at midnight ends the day before: a concert from 22:00 to
// 00:00 is not on the next day's cell. Plain date arithmetic, not Temporal's
// polyfill, which made a month of 2,000 events cost 39 ms here instead of 3
// (docs/performance.md "Calendar views").
import { addDays } from '../../dates/wall-time';

export interface Dated {
  /** Wall times, `YYYY-MM-DD HH:MM:SS`. */
  start_date: string;
  end_date: string;
}

/** The event's first and last day, `YYYY-MM-DD`. */
export function daySpan(event: Dated): { first: string; last: string } {
  const first = event.start_date.slice(0, 10);
  let last = event.end_date.slice(0, 10);
  if (last > first && event.end_date.slice(11) === '00:00:00') {
    last = addDays(last, -1);
  }
  return { first, last: last < first ? first : last };
}

/**
 * The events of each day from `from` to `to` (inclusive), in the order given
 * (the list's, by start). An event spanning days is on each of them.
 */
export function eventsByDay<T extends Dated>(events: T[], from: string, to: string) {
  const days = new Map<string, T[]>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, []);
  for (const event of events) {
    const { first, last } = daySpan(event);
    const end = last > to ? to : last;
    for (let day = first < from ? from : first; day <= end; day = addDays(day, 1)) {
      days.get(day)?.push(event);
    }
  }
  return days;
}
