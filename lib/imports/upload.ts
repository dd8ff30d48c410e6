// POST /api/imports (docs/import.md "The API"): a multipart `file`, checked
// to be iCalendar before the job is queued, so a wrong file is a 400 at once
// rather than a failed job later.
import type { Caller } from '../auth/caller';
import type { ImportJob } from '../generated/sqlite/client';
import { isEditorOrAbove } from '../auth/permissions';
import { ApiError, forbidden, invalidParams, missingParams } from '../http/errors';
import { readLimitedBytes } from '../params/request-params';
import { importFormats } from './formats';
import { notICalendar } from './ical-file';
import { createImportJob } from './jobs';

/** The largest file taken: a few thousand events. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_BODY_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

/** Files are matched by UID across every upload (docs/import.md "Importing again"). */
export const UPLOAD_SOURCE = 'upload';

const invalidFile = (reason: string) => invalidParams({ file: reason });

async function readFile(request: Request): Promise<File> {
  const bytes = await readLimitedBytes(request, MAX_BODY_BYTES);
  let form: FormData;
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    form = await new Response(bytes, { headers }).formData();
  } catch {
    throw invalidFile('Send the file as multipart/form-data.');
  }
  const file = form.get('file');
  if (file === null) throw missingParams(['file']);
  if (typeof file === 'string') throw invalidFile('Send the calendar as a file.');
  if (file.size > MAX_IMPORT_BYTES)
    throw new ApiError(413, 'rest_payload_too_large', 'A file may be at most 5 MiB.');
  return file;
}

/** The file's text; not UTF-8, or holding a NUL (no calendar has one, and PostgreSQL's text refuses it): not iCalendar. */
export function decodeText(bytes: ArrayBuffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notICalendar();
  }
  if (text.includes('\u0000')) throw notICalendar();
  return text;
}

/** Queues the import of the request's file; returns the new job. */
export async function queueUpload(caller: Caller | null, request: Request): Promise<ImportJob> {
  if (!isEditorOrAbove(caller)) throw forbidden(caller !== null);
  const payload = decodeText(await (await readFile(request)).arrayBuffer());
  const total = importFormats.ical!.readItems(payload).length;
  return createImportJob({
    format: 'ical',
    source: UPLOAD_SOURCE,
    userId: caller!.id,
    payload,
    total,
  });
}
