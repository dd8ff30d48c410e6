// Reading an uploaded CSV file (docs/import.md "CSV files"): RFC 4180 with
// commas only, a byte-order mark, CRLF, LF or CR lines and quoted fields
// holding line breaks; each row keeps the file line it starts on, so a
// refusal can point at it. The headings are matched to TEC's columns by the
// uploader's mapping, else by name.
import { parse } from 'csv-parse/sync';
import { ApiError, invalidParams } from '../http/errors';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMNS, suggestColumn, type CsvType } from './csv-columns';

export const notCsv = () =>
  new ApiError(400, 'import-not-csv', 'The file is not a comma-separated (.csv) file.');

export interface CsvSheet {
  headings: string[];
  /** Rows after the heading, blank ones left out; `line` is where the row starts (the heading is line 1). */
  rows: { line: number; values: string[] }[];
}

/** Line breaks as the file counts them: CRLF is one. */
const breaksIn = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

/** Parses the text; 400 `import-not-csv` when it is no CSV or has no heading. */
export function readCsvSheet(text: string): CsvSheet {
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      raw: true,
      relax_column_count: true,
      // Any of the three, even mixed, as files pasted together have them.
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; raw: string }[];
  } catch {
    throw notCsv();
  }
  let line = 1;
  const rows: CsvSheet['rows'] = [];
  for (const { record, raw } of records) {
    if (record.some((value) => value.trim() !== '')) rows.push({ line, values: record });
    line += breaksIn(raw);
  }
  const [heading, ...body] = rows;
  if (!heading) throw notCsv();
  return { headings: heading.values.map((value) => value.trim()), rows: body };
}

/** What the uploader said a heading of the file stands for: a TEC column, or null to leave it out. */
export type CsvMapping = Record<string, string | null>;

const badMapping = (reason: string) => invalidParams({ mapping: reason });

/**
 * The TEC column each heading fills, by index: the mapping first, then the
 * heading's own name (a column goes to the first heading that names it).
 * 400 `rest_invalid_param` for a mapping naming a heading the file lacks, or
 * a column unknown or given twice.
 */
export function matchColumns(
  type: CsvType,
  headings: string[],
  mapping: CsvMapping,
): (string | null)[] {
  for (const [heading, column] of Object.entries(mapping)) {
    if (!headings.includes(heading)) throw badMapping(`The file has no column "${heading}".`);
    if (column !== null && !CSV_COLUMNS[type].includes(column))
      throw badMapping(`"${column}" is not a column of a ${type} file.`);
  }
  const mapped = Object.values(mapping).filter((column) => column !== null);
  const twice = mapped.find((column, index) => mapped.indexOf(column) !== index);
  if (twice) throw badMapping(`Two columns of the file are mapped to "${twice}".`);
  const taken = new Set(mapped);
  return headings.map((heading) => {
    if (Object.hasOwn(mapping, heading)) return mapping[heading] ?? null;
    const suggested = suggestColumn(type, heading);
    if (!suggested || taken.has(suggested)) return null;
    taken.add(suggested);
    return suggested;
  });
}

/** matchColumns, and 400 `import-csv-missing-columns` when a column the kind needs is not filled. */
function columnsOf(type: CsvType, headings: string[], mapping: CsvMapping): (string | null)[] {
  const columns = matchColumns(type, headings, mapping);
  const missing = REQUIRED_CSV_COLUMNS[type].filter((column) => !columns.includes(column));
  if (missing.length)
    throw new ApiError(
      400,
      'import-csv-missing-columns',
      `The file has no ${missing.map((column) => `"${column}"`).join(' or ')} column: map a column of the file to it.`,
      { missing },
    );
  return columns;
}

export interface CsvRow {
  line: number;
  /** The row's cells by TEC column, trimmed; columns the file lacks are absent. */
  cells: Record<string, string>;
}

export function readCsvRows(text: string, type: CsvType, mapping: CsvMapping): CsvRow[] {
  const sheet = readCsvSheet(text);
  const columns = columnsOf(type, sheet.headings, mapping);
  return sheet.rows.map(({ line, values }) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = (values[index] ?? '').trim();
    });
    return { line, cells };
  });
}

/** A queued CSV job's payload: the file with what it is and how to read it. */
export interface CsvPayload {
  type: CsvType;
  mapping: CsvMapping;
  text: string;
}
