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

/** More names in one cell is no real event: each is a lookup, maybe a new item. */
export const MAX_NAMES_PER_CELL = 50;

/** Text columns and the parameter each fills; `clears`: an empty cell is sent, emptying the field. */
const TEXTS: [column: string, param: string, clears: boolean][] = [
  // The API refuses an empty description or excerpt (docs/api.md): an empty cell leaves them.
  ['Event Description', 'description', false],
  ['Event Excerpt', 'excerpt', false],
  ['Event Website', 'website', true],
];

/** "Jazz, Live music" → ["Jazz", "Live music"]; refused past MAX_NAMES_PER_CELL. */
function list(cells: Cells, column: string): string[] {
  const names = (cells[column] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (names.length > MAX_NAMES_PER_CELL)
    throw new ItemRefused(
      'import-too-many-names',
      `${column} names ${names.length} items: at most ${MAX_NAMES_PER_CELL} are read.`,
    );
  return names;
}

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

/** "2026-12-31" → "2027-01-01". */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const endBeforeStart = () =>
  new ItemRefused('import-end-before-start', 'The row ends before it starts.');

/**
 * The start and end: all day when the row says so, or when it has no start
 * time and leaves All Day Event empty. A missing end date is the start
 * date (the next day when the end time is earlier than the start time: an
 * overnight event); a missing end time is the start time. An end written
 * before the start refuses the row rather than guessing.
 */
function whenOf(cells: Cells): Params & { start_date: string } {
  if (!cells['Event Start Date'])
    throw new ItemRefused('import-missing-start-date', 'The row has no Event Start Date.');
  const startDate = dateCell(cells, 'Event Start Date');
  const endDateCell = cells['Event End Date'] ? dateCell(cells, 'Event End Date') : null;
  const startTime = timeCell(cells, 'Event Start Time');
  const endTime = timeCell(cells, 'Event End Time');
  const allDayCell = cells['All Day Event'] ?? '';
  const allDay = allDayCell ? truthyParam(allDayCell) === true : startTime === null;
  if (allDay) {
    const endDate = endDateCell ?? startDate;
    if (endDate < startDate) throw endBeforeStart();
    return { start_date: startDate, end_date: endDate, all_day: true };
  }
  const startAt = startTime ?? '00:00:00';
  const endAt = endTime ?? startAt;
  const endDate = endDateCell ?? (endAt < startAt ? nextDay(startDate) : startDate);
  const start = `${startDate} ${startAt}`;
  const end = `${endDate} ${endAt}`;
  if (end < start) throw endBeforeStart();
  return { start_date: start, end_date: end, all_day: false };
}

/** The cost with its symbol where the row puts it: "10, 15" with "€" after is "10, 15€" (docs/api.md §1.8). */
function costOf(cells: Cells): string | undefined {
  const cost = cells['Event Cost'];
  if (cost === undefined || cost === '') return cost;
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
  // A column the file has is written even empty, so emptying a cell clears the field (the file
  // wins); a column it lacks leaves the field as it is.
  const optional: Params = {};
  for (const [column, param, clears] of TEXTS) {
    const text = cells[column];
    if (text || (clears && text !== undefined)) optional[param] = text;
  }
  const cost = costOf(cells);
  if (cost !== undefined) optional.cost = cost;
  // '' is the site zone.
  if (cells['Event Time Zone'] !== undefined) optional.timezone = cells['Event Time Zone'];
  if (cells['Event Category'] !== undefined) optional.categories = list(cells, 'Event Category');
  if (cells['Event Tags'] !== undefined) optional.tags = list(cells, 'Event Tags');
  const venue = cells['Event Venue Name'];
  // '' is the API's "no venue" (docs/api.md §4.5).
  if (venue === '') optional.venue = '';
  const organizers = cells['Event Organizer Name'];
  return {
    uid: uidOf(title, when.start_date),
    params: { title, ...when, ...optional, ...flags, status: 'publish' },
    venue: venue ? { name: venue, address: '' } : null,
    // [] unlinks every organizer; null leaves them.
    organizer:
      organizers === undefined
        ? null
        : list(cells, 'Event Organizer Name').map((name) => ({ name, email: '' })),
  };
}
