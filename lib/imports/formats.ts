// What the job runner needs from a file format (docs/import.md "Jobs"): its
// items in file order, each written on its own. iCalendar and CSV share the
// jobs, the runner and the API.
import type { Caller } from '../auth/caller';
import { toApiError } from '../http/errors';
import { readCsvRows, type CsvPayload } from './csv-file';
import { mapCsvEvent } from './csv-event';
import { csvLinkedName, mapCsvLinkedPost, writeCsvLinkedPost } from './csv-linked';
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
    // A changed occurrence (RECURRENCE-ID) is written after every series, so
    // its series exists whatever the file's order; the sort is stable, so a
    // resumed job sees the same order.
    const changedLast = [...file.events].sort(
      (a, b) =>
        Number(a.component.hasProperty('recurrence-id')) -
        Number(b.component.hasProperty('recurrence-id')),
    );
    return changedLast.map(({ component, line }) => {
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

/** A CSV row mapped: the key it is known by in the file, and its write. */
interface CsvRowWrite {
  key: string;
  write(context: ImportContext): Promise<WriteOutcome>;
}

/** Maps the row (no database needed); throws ItemRefused for a row that cannot be imported. */
function prepareCsvRow(type: CsvPayload['type'], cells: Record<string, string>): CsvRowWrite {
  if (type === 'events') {
    const event = mapCsvEvent(cells);
    return {
      key: event.uid,
      write: (context) => writeImportedEvent(event, context.source, context.caller),
    };
  }
  const params = mapCsvLinkedPost(type, cells);
  return {
    key: csvLinkedName(type, params),
    write: (context) => writeCsvLinkedPost(type, params, context.caller),
  };
}

const duplicateOf = (type: CsvPayload['type'], firstLine: number) =>
  new ItemRefused(
    'import-duplicate-row',
    type === 'events'
      ? `Line ${firstLine} has the same Event Name and start: only that row is imported.`
      : `Line ${firstLine} has the same name: only that row is imported.`,
  );

/**
 * A CSV job's payload is the file with its kind and mapping (CsvPayload, as
 * JSON). Every row is mapped when the file is read, so a row repeating an
 * earlier one's key is refused the same way however often the job resumes.
 */
const csv: ImportFormat = {
  readItems(payload) {
    const { type, mapping, text } = JSON.parse(payload) as CsvPayload;
    const firstLines = new Map<string, number>();
    // Rows carry no UID of the file's own (docs/import.md "Importing a CSV file again").
    return readCsvRows(text, type, mapping).map(({ line, cells }) => {
      let prepared: CsvRowWrite | null = null;
      let problem: unknown = null;
      try {
        prepared = prepareCsvRow(type, cells);
        const first = firstLines.get(prepared.key);
        if (first === undefined) firstLines.set(prepared.key, line);
        else problem = duplicateOf(type, first);
      } catch (error) {
        problem = error;
      }
      return {
        uid: null,
        async write(context) {
          try {
            if (problem !== null || !prepared) throw problem;
            return await prepared.write(context);
          } catch (error) {
            return refusalOf(error, null, line);
          }
        },
      };
    });
  },
};

export const importFormats: Record<string, ImportFormat> = { ical, csv };
