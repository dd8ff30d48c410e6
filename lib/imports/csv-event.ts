// One row of an events CSV as the parameters of an event write (docs/import.md
// "CSV files"), written like an iCalendar VEVENT through the REST API's
// createEvent and updateEvent, so its validation and sanitising apply.
import { createHash } from 'node:crypto';
import { truthyParam } from '../params/coerce';
import type { Params } from '../params/request-params';
import { csvDate, csvTime } from './csv-dates';
import type { ImportedEvent } from './ical-event';
import { ItemRefused, quoteCell } from './refusal';

type Cells = Record<string, string>;

const FLAGS: [column: string, param: string][] = [
  ['Event Hide From Event Listings', 'hide_from_listings'],
  ['Event Sticky in Month View', 'sticky'],
  ['Event Featured', 'featured'],
  ['Event Show Map', 'show_map'],
  ['Event Show Map Link', 'show_map_link'],
];

/** "Jazz, Live music" → ["Jazz", "Live music"]. */
const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function dateCell(cells: Cells, column: string): string {
  const text = cells[column]!;
  const date = csvDate(text);
  if (!date)
    throw new ItemRefused(
      'import-invalid-date',
      `${column} "${quoteCell(text)}" is not a date: write it 2026-12-05 (Y-m-d) or 12/05/2026 (m/d/Y).`,
    );
  return date;
}

function timeCell(cells: Cells, column: string): string | null {
  const text = cells[column] ?? '';
  if (!text) return null;
  const time = csvTime(text);
  if (!time)
    throw new ItemRefused(
      'import-invalid-time',
      `${column} "${quoteCell(text)}" is not a time: write it 19:30 (H:i) or 7:30 pm (h:i a).`,
    );
  return time;
}

/**
 * The start and end: all day when the row says so, or when it has no start
 * time and leaves All Day Event empty. A missing end date is the start
 * date; a missing end time is the start time.
 */
function whenOf(cells: Cells): Params & { start_date: string } {
  if (!cells['Event Start Date'])
    throw new ItemRefused('import-missing-start-date', 'The row has no Event Start Date.');
  const startDate = dateCell(cells, 'Event Start Date');
  const endDate = cells['Event End Date'] ? dateCell(cells, 'Event End Date') : startDate;
  const startTime = timeCell(cells, 'Event Start Time');
  const endTime = timeCell(cells, 'Event End Time');
  const allDayCell = cells['All Day Event'] ?? '';
  const allDay = allDayCell ? truthyParam(allDayCell) === true : startTime === null;
  if (allDay) return { start_date: startDate, end_date: endDate, all_day: true };
  const start = `${startDate} ${startTime ?? '00:00:00'}`;
  return {
    start_date: start,
    end_date: `${endDate} ${endTime ?? startTime ?? '00:00:00'}`,
    all_day: false,
  };
}

/** The cost with its symbol where the row puts it: "10, 15" with "€" after is "10, 15€" (docs/api.md §1.8). */
function costOf(cells: Cells): string | undefined {
  const cost = cells['Event Cost'] ?? '';
  if (!cost) return undefined;
  const symbol = cells['Event Currency Symbol'] ?? '';
  const after = /^(suffix|postfix|after)$/i.test(cells['Event Currency Position'] ?? '');
  return after ? `${cost}${symbol}` : `${symbol}${cost}`;
}

/**
 * A CSV row has no UID: its event is known again by its name and start, so
 * the same row imported again is the same event (docs/import.md).
 */
const uidOf = (title: string, start: string) =>
  `csv-${createHash('sha256').update(`${title}\n${start}`).digest('hex')}`;

/** The event write a row stands for; throws ItemRefused for a row that cannot be imported. */
export function mapCsvEvent(cells: Cells): ImportedEvent {
  const title = cells['Event Name'] ?? '';
  if (!title) throw new ItemRefused('import-missing-name', 'The row has no Event Name.');
  const when = whenOf(cells);
  const flags: Params = {};
  for (const [column, param] of FLAGS) {
    if (cells[column]) flags[param] = truthyParam(cells[column]) === true;
  }
  const optional: Params = {};
  const description = cells['Event Description'];
  if (description) optional.description = description;
  if (cells['Event Excerpt']) optional.excerpt = cells['Event Excerpt'];
  if (cells['Event Website']) optional.website = cells['Event Website'];
  const cost = costOf(cells);
  if (cost) optional.cost = cost;
  const venue = cells['Event Venue Name'];
  return {
    uid: uidOf(title, when.start_date),
    params: {
      title,
      ...when,
      // '' is the site zone, also when an update empties the cell.
      timezone: cells['Event Time Zone'] ?? '',
      ...optional,
      ...flags,
      categories: list(cells['Event Category']),
      tags: list(cells['Event Tags']),
      status: 'publish',
    },
    venue: venue ? { name: venue, address: '' } : null,
    organizer: list(cells['Event Organizer Name']).map((name) => ({ name, email: '' })),
  };
}
