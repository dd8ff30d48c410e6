// POST /api/imports/preview (docs/import.md "Preview"): what an upload would
// import, for the admin's mapping step; nothing is stored.
import type { Caller } from '../auth/caller';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS } from './csv-columns';
import { matchColumns, readCsvSheet } from './csv-file';
import { readCalendarFile } from './ical-file';
import { readUpload } from './upload';

const PREVIEW_ROWS = 5;

export async function previewUpload(caller: Caller | null, request: Request) {
  const upload = await readUpload(caller, request);
  if (upload.format === 'ical') {
    const { events } = readCalendarFile(upload.text);
    const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
    return {
      format: 'ical',
      columns: ['SUMMARY', 'DTSTART'],
      rows: events
        .slice(0, PREVIEW_ROWS)
        .map(({ component }) => [
          text(component.getFirstPropertyValue('summary')),
          text(component.getFirstPropertyValue('dtstart')),
        ]),
      total: events.length,
    };
  }
  const { type, text } = upload;
  const sheet = readCsvSheet(text);
  const columns = matchColumns(type, sheet.headings, {});
  return {
    format: 'csv',
    type,
    columns: sheet.headings,
    // A repeated heading keeps its first column's suggestion; `headings` tells its columns apart.
    mapping: Object.fromEntries(
      sheet.headings.map((heading, index) => [heading, columns[index]]).reverse(),
    ),
    headings: sheet.headings.map((heading, index) => ({
      index,
      heading,
      suggested: columns[index] ?? null,
    })),
    // The columns a mapping may name, and those it must, so a client keeps no list of its own.
    targets: [...CSV_COLUMNS[type]],
    required: [...REQUIRED_CSV_COLUMNS[type]],
    rows: sheet.rows.slice(0, PREVIEW_ROWS).map(({ values }) => values),
    total: sheet.rows.length,
  };
}
