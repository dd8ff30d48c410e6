// What the job runner needs from a file format (docs/import.md "Jobs"): its
// items in file order, each written on its own. iCalendar and CSV share the
// jobs, the runner and the API.
import type { Caller } from '../auth/caller';
import { toApiError } from '../http/errors';
import { readCsvRows, type CsvPayload } from './csv-file';
import { mapCsvEvent } from './csv-event';
import { mapCsvLinkedPost, writeCsvLinkedPost } from './csv-linked';
import { mapCalendarEvent } from './ical-event';
import { readCalendarFile } from './ical-file';
import { ItemRefused, type Refusal } from './refusal';
import { writeImportedEvent, type WriteOutcome } from './write-event';

export interface ImportContext {
  source: string;
  caller: Caller;
  siteZone: string;
}

export interface ImportItem {
  /** The item's UID, null when it has none: a subscription trashes the events whose UID left its feed. */
  uid: string | null;
  /** Writes the item; a refusal is returned, not thrown, so the import goes on. */
  write(context: ImportContext): Promise<WriteOutcome | Refusal>;
}

export interface ImportFormat {
  /** Reads the file; throws a 400 ApiError for content of another kind. */
  readItems(payload: string): ImportItem[];
}

function refusalOf(error: unknown, uid: string | null, line: number): Refusal {
  if (error instanceof ItemRefused) return { uid, line, code: error.code, reason: error.reason };
  const apiError = toApiError(error);
  return { uid, line, code: apiError.code, reason: apiError.message };
}

const ical: ImportFormat = {
  readItems(payload) {
    const file = readCalendarFile(payload);
    return file.events.map(({ component, line }) => {
      const uid = String(component.getFirstPropertyValue('uid') ?? '').trim() || null;
      return {
        uid,
        async write(context) {
          try {
            const item = mapCalendarEvent(component, {
              siteZone: context.siteZone,
              calendarZone: file.calendarZone,
            });
            return await writeImportedEvent(item, context.source, context.caller);
          } catch (error) {
            return refusalOf(error, uid, line);
          }
        },
      };
    });
  },
};

/** A CSV job's payload is the file with its kind and mapping (CsvPayload, as JSON). */
const csv: ImportFormat = {
  readItems(payload) {
    const { type, mapping, text } = JSON.parse(payload) as CsvPayload;
    // Rows carry no UID of the file's own (docs/import.md "Importing a CSV file again").
    return readCsvRows(text, type, mapping).map(({ line, cells }) => ({
      uid: null,
      async write(context) {
        try {
          if (type === 'events')
            return await writeImportedEvent(mapCsvEvent(cells), context.source, context.caller);
          return await writeCsvLinkedPost(type, mapCsvLinkedPost(type, cells), context.caller);
        } catch (error) {
          return refusalOf(error, null, line);
        }
      },
    }));
  },
};

export const importFormats: Record<string, ImportFormat> = { ical, csv };
