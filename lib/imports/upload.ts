// POST /api/imports and its preview (docs/import.md "The API"): a multipart
// `file`, iCalendar or CSV, checked before the job is queued, so a wrong file
// is a 400 at once rather than a failed job later. A CSV upload may add the
// parts `type` and `mapping`.
import type { Caller } from '../auth/caller';
import type { ImportJob } from '../generated/sqlite/client';
import { isEditorOrAbove } from '../auth/permissions';
import { ApiError, forbidden, invalidParams, missingParams } from '../http/errors';
import { readLimitedBytes } from '../params/request-params';
import { CSV_TYPES, type CsvType } from './csv-columns';
import { notCsv, readCsvRows, type CsvMapping, type CsvPayload } from './csv-file';
import { importFormats } from './formats';
import { notICalendar } from './ical-file';
import { createImportJob } from './jobs';

/** The largest file taken: a few thousand events. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_BODY_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

/** iCalendar files are matched by UID across every upload (docs/import.md "Importing again"). */
export const UPLOAD_SOURCE = 'upload';
/** CSV rows have no UID: events are matched by name and start within this source. */
export const CSV_SOURCE = 'csv';

const invalidFile = (reason: string) => invalidParams({ file: reason });

export type Upload =
  | { format: 'ical'; text: string }
  | { format: 'csv'; text: string; type: CsvType; mapping: CsvMapping };

async function readForm(request: Request): Promise<FormData> {
  const bytes = await readLimitedBytes(request, MAX_BODY_BYTES);
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    return await new Response(bytes, { headers }).formData();
  } catch {
    throw invalidFile('Send the file as multipart/form-data.');
  }
}

function fileOf(form: FormData): File {
  const file = form.get('file');
  if (file === null) throw missingParams(['file']);
  if (typeof file === 'string') throw invalidFile('Send the calendar as a file.');
  if (file.size > MAX_IMPORT_BYTES)
    throw new ApiError(413, 'rest_payload_too_large', 'A file may be at most 5 MiB.');
  return file;
}

/** A .csv name or a CSV media type; anything else is read as iCalendar, as before CSV was taken. */
const isCsvFile = (file: File) =>
  /\.csv$/i.test(file.name) || /^text\/(csv|comma-separated-values)\b/i.test(file.type);

/** The file's text; not UTF-8, or holding a NUL (no calendar or sheet has one, and PostgreSQL's text refuses it): not of its kind. */
export function decodeText(bytes: ArrayBuffer, notOfKind: () => ApiError): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notOfKind();
  }
  if (text.includes('\u0000')) throw notOfKind();
  return text;
}

function textPart(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  if (value === null) return undefined;
  if (typeof value !== 'string') throw invalidParams({ [name]: 'Send it as a text field.' });
  return value;
}

function typeOf(form: FormData): CsvType {
  const type = textPart(form, 'type') ?? 'events';
  if (!(CSV_TYPES as readonly string[]).includes(type))
    throw invalidParams({ type: `One of ${CSV_TYPES.join(', ')}.` });
  return type as CsvType;
}

const targetOf = (column: unknown) => (column === '' ? null : (column as string | null));

/**
 * `{"<heading in the file>": "<TEC column>" or null}`, or by position
 * `["<TEC column>" or null, …]` (docs/import.md "Mapping"), as JSON.
 */
function mappingOf(form: FormData): CsvMapping {
  const text = textPart(form, 'mapping');
  if (text === undefined || text.trim() === '') return {};
  const bad = () =>
    invalidParams({
      mapping: 'A JSON object of column names by heading, or an array of them by position.',
    });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad();
  }
  if (typeof value !== 'object' || value === null) throw bad();
  const isTarget = (column: unknown) => column === null || typeof column === 'string';
  if (Array.isArray(value)) {
    if (!value.every(isTarget)) throw bad();
    return value.map(targetOf);
  }
  const entries = Object.entries(value);
  if (!entries.every(([, column]) => isTarget(column))) throw bad();
  return Object.fromEntries(entries.map(([heading, column]) => [heading, targetOf(column)]));
}

/** The request's file, read and told apart; throws the API's errors before anything is stored. */
export async function readUpload(caller: Caller | null, request: Request): Promise<Upload> {
  if (!isEditorOrAbove(caller)) throw forbidden(caller !== null);
  const form = await readForm(request);
  const file = fileOf(form);
  if (!isCsvFile(file)) {
    return { format: 'ical', text: decodeText(await file.arrayBuffer(), notICalendar) };
  }
  const text = decodeText(await file.arrayBuffer(), notCsv);
  return { format: 'csv', text, type: typeOf(form), mapping: mappingOf(form) };
}

/** Queues the import of the request's file; returns the new job. */
export async function queueUpload(caller: Caller | null, request: Request): Promise<ImportJob> {
  const upload = await readUpload(caller, request);
  if (upload.format === 'ical') {
    const total = importFormats.ical!.readItems(upload.text).length;
    return createImportJob({
      format: 'ical',
      source: UPLOAD_SOURCE,
      userId: caller!.id,
      payload: upload.text,
      total,
    });
  }
  const { text, type, mapping } = upload;
  // Read now for its 400s (no CSV, a bad mapping, a needed column missing) and its row count.
  const total = readCsvRows(text, type, mapping).length;
  const payload: CsvPayload = { type, mapping, text };
  return createImportJob({
    format: 'csv',
    source: CSV_SOURCE,
    userId: caller!.id,
    payload: JSON.stringify(payload),
    total,
  });
}
