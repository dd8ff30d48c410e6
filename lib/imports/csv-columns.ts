// The columns of The Events Calendar's CSV importer, per kind of file
// (docs/import.md "CSV files"), and how a file's own headings are matched to
// them. The event columns are those the CSV export writes (lib/csv/events.ts),
// plus the ones it leaves out, so an exported file imports column for column.
import { EVENT_CSV_COLUMNS } from '../csv/events';

export const CSV_TYPES = ['events', 'venues', 'organizers'] as const;
export type CsvType = (typeof CSV_TYPES)[number];

/** The importer's names, keyed by the one this import reads; aliases are other spellings of it. */
const EXPORTED_AS: Record<string, string> = {
  // The export writes these two headings under their shorter TEC names.
  Timezone: 'Event Time Zone',
  'Hide From Event Listings': 'Event Hide From Event Listings',
};

const exportedEventColumns = EVENT_CSV_COLUMNS.map(([heading]) => EXPORTED_AS[heading] ?? heading);

export const CSV_COLUMNS: Record<CsvType, readonly string[]> = {
  events: [...exportedEventColumns, 'Event Featured'],
  venues: [
    'Venue Name',
    'Venue Description',
    'Venue Address',
    'Venue City',
    'Venue Country',
    'Venue Province',
    'Venue State',
    'Venue Zip',
    'Venue Phone',
    'Venue Website',
  ],
  organizers: [
    'Organizer Name',
    'Organizer Description',
    'Organizer Email',
    'Organizer Website',
    'Organizer Phone',
  ],
};

/** A file without these columns (after its mapping) is refused as a whole. */
export const REQUIRED_CSV_COLUMNS: Record<CsvType, readonly string[]> = {
  events: ['Event Name', 'Event Start Date'],
  venues: ['Venue Name'],
  organizers: ['Organizer Name'],
};

/** "event_name", "EVENT NAME" and "Event-Name" all read as "Event Name". */
export const headingKey = (heading: string) => heading.toLowerCase().replace(/[\s_-]+/g, '');

/** Each kind's columns by normalised name, aliases included: built once, so a heading is one lookup. */
const BY_KEY: Record<CsvType, Map<string, string>> = Object.fromEntries(
  CSV_TYPES.map((type) => {
    const byKey = new Map<string, string>();
    for (const [alias, name] of Object.entries(EXPORTED_AS))
      if (CSV_COLUMNS[type].includes(name)) byKey.set(headingKey(alias), name);
    for (const column of CSV_COLUMNS[type]) byKey.set(headingKey(column), column);
    return [type, byKey];
  }),
) as Record<CsvType, Map<string, string>>;

/** Each kind's columns as a Set, for the mapping's checks. */
export const CSV_COLUMN_SETS: Record<CsvType, ReadonlySet<string>> = {
  events: new Set(CSV_COLUMNS.events),
  venues: new Set(CSV_COLUMNS.venues),
  organizers: new Set(CSV_COLUMNS.organizers),
};

/** The column a file's heading stands for when the uploader gave no mapping for it, or null. */
export function suggestColumn(type: CsvType, heading: string): string | null {
  return BY_KEY[type].get(headingKey(heading)) ?? null;
}
