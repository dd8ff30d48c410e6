// What the job runner needs from a file format (docs/import.md "Jobs"): its
// items in file order, each written on its own. iCalendar is the first; a CSV
// import adds its entry here and reuses the jobs, the runner and the API.
import type { Caller } from '../auth/caller';
import { toApiError } from '../http/errors';
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

export const importFormats: Record<string, ImportFormat> = { ical };
