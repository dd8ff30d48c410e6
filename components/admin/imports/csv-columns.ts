// The columns of The Events Calendar's CSV import, which a CSV file's headers
// are mapped to (docs/admin.md "Imports"): the names the server's mapping
// uses, shown as they are, since users know them from the plugin.
export const CSV_TYPES = ['events', 'venues', 'organizers'] as const;
export type CsvType = (typeof CSV_TYPES)[number];

/** The mapping's value for a column left out. */
export const DO_NOT_IMPORT = '';

export const CSV_COLUMNS: Record<CsvType, readonly string[]> = {
  events: [
    'Event Name',
    'Event Description',
    'Event Excerpt',
    'Event Start Date',
    'Event Start Time',
    'Event End Date',
    'Event End Time',
    'All Day Event',
    'Event Time Zone',
    'Event Venue Name',
    'Event Organizer Name',
    'Event Show Map Link',
    'Event Show Map',
    'Event Cost',
    'Event Currency Symbol',
    'Event Currency Position',
    'Event Category',
    'Event Tags',
    'Event Website',
    'Event Featured Image',
    'Event Allow Comments',
    'Event Allow Trackbacks and Pingbacks',
    'Hide from Event Listings',
    'Sticky in Month View',
    'Feature Event',
  ],
  venues: [
    'Venue Name',
    'Venue Description',
    'Venue Address',
    'Venue City',
    'Venue Country',
    'Venue State/Province',
    'Venue Zip',
    'Venue Phone',
    'Venue Website',
    'Venue Featured Image',
  ],
  organizers: [
    'Organizer Name',
    'Organizer Description',
    'Organizer Email',
    'Organizer Website',
    'Organizer Phone',
    'Organizer Featured Image',
  ],
};

/** The suggested mapping, kept only where it names a column of `type` (a suggestion made for another type is dropped). */
export function mappingFor(
  type: CsvType,
  headers: readonly string[],
  suggested: Record<string, string | null>,
): Record<string, string> {
  const known = new Set(CSV_COLUMNS[type]);
  return Object.fromEntries(
    headers.map((header) => {
      const column = suggested[header];
      return [header, column && known.has(column) ? column : DO_NOT_IMPORT];
    }),
  );
}

/** The mapping as sent: the headers left out are not named. */
export const mappingToSend = (mapping: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== DO_NOT_IMPORT));

/** A column chosen for two headers: the server would read one and drop the other. */
export function repeatedColumns(mapping: Record<string, string>): string[] {
  const seen = new Map<string, number>();
  for (const column of Object.values(mapping))
    if (column !== DO_NOT_IMPORT) seen.set(column, (seen.get(column) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([column]) => column);
}
