// Reading an uploaded CSV file (docs/import.md "CSV files"): RFC 4180 with
// commas only, a byte-order mark, CRLF, LF or CR lines and quoted fields
// holding line breaks; each row keeps the file line it starts on, so a
// refusal can point at it. The headings are matched to TEC's columns by the
// uploader's mapping, else by name.
import { CsvError, parse } from 'csv-parse/sync';
import { ApiError, invalidParams } from '../http/errors';
import {
  CSV_COLUMN_SETS,
  REQUIRED_CSV_COLUMNS,
  headingKey,
  suggestColumn,
  type CsvType,
} from './csv-columns';
import { quoteCell } from './refusal';

/** Limits that keep an absurd file from costing the server much (docs/import.md "CSV files"). */
export const MAX_CSV_ROWS = 50_000;
export const MAX_CSV_HEADINGS = 200;
export const MAX_CSV_MAPPING = 200;
const MAX_RECORD_CHARS = 1024 * 1024;

export const notCsv = (detail = '') =>
  new ApiError(
    400,
    'import-not-csv',
    `The file is not a comma-separated (.csv) file${detail ? `: ${detail}` : ''}.`,
  );

export interface CsvSheet {
  headings: string[];
  /** Rows after the heading, blank ones left out; `line` is where the row starts (the heading is line 1). */
  rows: { line: number; values: string[] }[];
}

/** Line breaks as the file counts them: CRLF is one. */
const breaksIn = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

/** "Quote Not Closed at line 4": the parser's own words, without the cell it quotes. */
function parseProblem(error: unknown): string {
  if (!(error instanceof CsvError)) return '';
  const what = error.message.split(':')[0]!;
  const line = (error as CsvError & { lines?: number }).lines;
  return line ? `${what} at line ${line}` : what;
}

/**
 * Parses the text; 400 `import-not-csv` when it is no CSV or has no heading,
 * `import-csv-too-many-columns` or `import-too-many-rows` past the limits.
 */
export function readCsvSheet(text: string): CsvSheet {
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      raw: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (12" pizza) is a character, as spreadsheets write it.
      relax_quotes: true,
      max_record_size: MAX_RECORD_CHARS,
      // Any of the three, even mixed, as files pasted together have them.
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    throw notCsv(parseProblem(error));
  }
  let line = 1;
  const rows: CsvSheet['rows'] = [];
  for (const { record, raw } of records) {
    if (record.some((value) => value.trim() !== '')) rows.push({ line, values: record });
    line += breaksIn(raw);
  }
  const [heading, ...body] = rows;
  if (!heading) throw notCsv();
  if (heading.values.length > MAX_CSV_HEADINGS)
    throw new ApiError(
      400,
      'import-csv-too-many-columns',
      `A CSV file may have at most ${MAX_CSV_HEADINGS} columns.`,
    );
  if (body.length > MAX_CSV_ROWS)
    throw new ApiError(
      400,
      'import-too-many-rows',
      `A CSV file may have at most ${MAX_CSV_ROWS.toLocaleString('en')} rows: split it.`,
    );
  return { headings: heading.values.map((value) => value.trim()), rows: body };
}

/**
 * What the uploader said the file's columns stand for: by heading, `{"<heading>": TEC column or null}`
 * (null: left out); or by position, one TEC column or null for each column of the file, in its
 * order, which tells apart two columns under the same heading (docs/import.md "Mapping").
 */
export type CsvMapping = Record<string, string | null> | (string | null)[];

const badMapping = (reason: string) => invalidParams({ mapping: reason });

/** The column, or 400 `rest_invalid_param` for one unknown to the kind or already given. */
function checkTarget(type: CsvType, column: string, mapped: Set<string>): void {
  if (!CSV_COLUMN_SETS[type].has(column))
    throw badMapping(`"${quoteCell(column)}" is not a column of a ${type} file.`);
  if (mapped.has(column)) throw badMapping(`Two columns of the file are mapped to "${column}".`);
  mapped.add(column);
}

/** A mapping by position says what every column is: nothing is matched by name. */
function matchByPosition(
  type: CsvType,
  headings: string[],
  mapping: (string | null)[],
): (string | null)[] {
  if (mapping.length !== headings.length)
    throw badMapping(
      `A mapping by position has one entry per column of the file: it has ${headings.length}, the mapping ${mapping.length}.`,
    );
  const mapped = new Set<string>();
  for (const column of mapping) if (column !== null) checkTarget(type, column, mapped);
  return [...mapping];
}

/**
 * The TEC column each heading fills, by index. A mapping by position says
 * so for each column; one by heading comes first, then the heading's own
 * name (a column goes to the first heading that names it).
 * 400 `rest_invalid_param` for a mapping of more than 200 headings, naming
 * a heading the file lacks, or a column unknown or given twice, or by
 * position not of the file's width; 400 `import-csv-repeated-heading` when
 * two headings that read the same both fill a column by name (the later
 * cell would silently win; a mapping by position tells them apart).
 */
export function matchColumns(
  type: CsvType,
  headings: string[],
  mapping: CsvMapping,
): (string | null)[] {
  if (Array.isArray(mapping)) return matchByPosition(type, headings, mapping);
  const entries = Object.entries(mapping);
  if (entries.length > MAX_CSV_MAPPING)
    throw badMapping(`At most ${MAX_CSV_MAPPING} headings may be mapped.`);
  const present = new Set(headings);
  const mapped = new Set<string>();
  for (const [heading, column] of entries) {
    if (!present.has(heading)) throw badMapping(`The file has no column "${quoteCell(heading)}".`);
    if (column !== null) checkTarget(type, column, mapped);
  }
  const taken = new Set(mapped);
  const columns = headings.map((heading) => {
    if (Object.hasOwn(mapping, heading)) return mapping[heading] ?? null;
    const suggested = suggestColumn(type, heading);
    if (!suggested || taken.has(suggested)) return null;
    taken.add(suggested);
    return suggested;
  });
  const filling = new Set<string>();
  headings.forEach((heading, index) => {
    if (columns[index] === null) return;
    const key = headingKey(heading);
    if (filling.has(key))
      throw new ApiError(
        400,
        'import-csv-repeated-heading',
        `The file has two columns headed "${quoteCell(heading)}": rename or leave out one of them, or send the mapping by position.`,
      );
    filling.add(key);
  });
  return columns;
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

/**
 * A cell as its writer meant it: trimmed, and without the apostrophe the CSV
 * export (csv-stringify `escape_formulas`) puts before = + - @ tab or CR so
 * that a spreadsheet does not run it, so an exported file imports as it was.
 */
export function readCell(value: string): string {
  const unescaped = /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
  return unescaped.trim();
}

export function readCsvRows(text: string, type: CsvType, mapping: CsvMapping): CsvRow[] {
  const sheet = readCsvSheet(text);
  const columns = columnsOf(type, sheet.headings, mapping);
  return sheet.rows.map(({ line, values }) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = readCell(values[index] ?? '');
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
