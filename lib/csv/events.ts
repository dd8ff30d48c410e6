// Events as a CSV file in the columns of The Events Calendar's CSV importer
// (docs/csv-export.md), so that a file exported here imports there, and into
// a later CSV import of this calendar, column for column.
import { stringify } from 'csv-stringify/sync';

/** What the rows read of an event as the API presents it (docs/api.md §1.2). */
export interface CsvEvent {
  title: string;
  description: string;
  excerpt: string;
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean | null;
  hide_from_listings: boolean | null;
  sticky: boolean | null;
  show_map: boolean | null;
  show_map_link: boolean | null;
  cost_details: { currency_symbol: string; currency_position: string; values: string[] };
  venue: { venue: string } | [];
  organizer: { organizer: string }[];
  categories: { name: string }[];
  tags: { name: string }[];
  website: string;
  url: string;
  image?: { url: string } | false;
}

// TEC's importer reads booleans as "truthy" words; TRUE and FALSE are what its sample files use.
const yesNo = (value: boolean | null) => (value ? 'TRUE' : 'FALSE');
const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
/** Stored wall times are 'YYYY-MM-DD HH:MM:SS' in the event's zone: Y-m-d and H:i. */
const datePart = (wall: string) => wall.slice(0, 10);
const timePart = (wall: string) => wall.slice(11, 16);

/** The API's `currency_position` (§1.8) as TEC stores it. */
const CURRENCY_POSITIONS: Record<string, string | undefined> = {
  prefix: 'prefix',
  postfix: 'suffix',
};

/** Each column's heading, as TEC's importer names it, and how a row fills it. */
export const EVENT_CSV_COLUMNS: readonly [heading: string, cell: (event: CsvEvent) => string][] = [
  ['Event Name', (event) => event.title],
  ['Event Description', (event) => event.description],
  ['Event Excerpt', (event) => event.excerpt],
  ['Event Start Date', (event) => datePart(event.start_date)],
  ['Event Start Time', (event) => (event.all_day ? '' : timePart(event.start_date))],
  ['Event End Date', (event) => datePart(event.end_date)],
  ['Event End Time', (event) => (event.all_day ? '' : timePart(event.end_date))],
  ['Timezone', (event) => event.timezone],
  ['All Day Event', (event) => yesNo(event.all_day)],
  ['Hide From Event Listings', (event) => yesNo(event.hide_from_listings)],
  ['Event Sticky in Month View', (event) => yesNo(event.sticky)],
  ['Event Venue Name', (event) => (Array.isArray(event.venue) ? '' : event.venue.venue)],
  [
    'Event Organizer Name',
    (event) => event.organizer.map((organizer) => organizer.organizer).join(', '),
  ],
  ['Event Show Map Link', (event) => yesNo(event.show_map_link)],
  ['Event Show Map', (event) => yesNo(event.show_map)],
  ['Event Cost', (event) => event.cost_details.values.join(', ')],
  ['Event Currency Symbol', (event) => event.cost_details.currency_symbol],
  [
    'Event Currency Position',
    (event) => CURRENCY_POSITIONS[event.cost_details.currency_position] ?? '',
  ],
  ['Event Category', (event) => names(event.categories)],
  ['Event Tags', (event) => names(event.tags)],
  // The API shows the event's page when it has no website of its own (§1.2): not a website.
  ['Event Website', (event) => (event.website === event.url ? '' : event.website)],
  ['Event Featured Image', (event) => (event.image ? event.image.url : '')],
];

/**
 * The file: a heading row, then one row per event; every field quoted as
 * needed, CRLF lines. A cell that a spreadsheet would run as a formula (it
 * begins with =, +, -, @, a tab or a carriage return: a title any contributor
 * or imported feed may write) is written after a `'`, so it opens as text.
 */
export function eventsCsv(events: readonly CsvEvent[]): string {
  return stringify(
    events.map((event) => EVENT_CSV_COLUMNS.map(([, cell]) => cell(event))),
    {
      header: true,
      columns: EVENT_CSV_COLUMNS.map(([heading]) => heading),
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
