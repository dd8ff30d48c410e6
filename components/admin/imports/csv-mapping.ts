// The mapping step's own state: the column chosen for each of a file's
// columns, by position, so two columns under the same heading are told
// apart. The columns themselves come from the server's preview
// (docs/import.md "Preview"), so the screen keeps no list of its own.
import type { CsvType } from '@/lib/imports/csv-columns';

/** The kinds offered by the type select, in the order shown (the server's CSV_TYPES). */
export const CSV_TYPE_CHOICES = [
  'events',
  'venues',
  'organizers',
] as const satisfies readonly CsvType[];

/** The select's value for a column left out. */
export const DO_NOT_IMPORT = '';

/** One column of the file as the preview describes it. */
export interface PreviewHeading {
  index: number;
  heading: string;
  suggested: string | null;
}

/** The server's suggestion for each column, kept only where it names one of `targets`. */
export function mappingFor(
  headings: readonly PreviewHeading[],
  targets: readonly string[],
): string[] {
  const known = new Set(targets);
  return headings.map(({ suggested }) =>
    suggested && known.has(suggested) ? suggested : DO_NOT_IMPORT,
  );
}

/** The mapping as sent: by position, one entry per column, a column left out as null. */
export const mappingToSend = (mapping: readonly string[]): (string | null)[] =>
  mapping.map((column) => (column === DO_NOT_IMPORT ? null : column));

/**
 * The column number (from 1) to show beside each heading the file repeats,
 * else null: "Name (column 3)" is the only way to tell such columns apart.
 */
export function repeatNumbers(headings: readonly string[]): (number | null)[] {
  const count = new Map<string, number>();
  for (const heading of headings) count.set(heading, (count.get(heading) ?? 0) + 1);
  return headings.map((heading, index) => (count.get(heading)! > 1 ? index + 1 : null));
}

/** A column chosen twice: the server would refuse the mapping. */
export function repeatedColumns(mapping: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const column of mapping)
    if (column !== DO_NOT_IMPORT) seen.set(column, (seen.get(column) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([column]) => column);
}

/** The required columns no column of the file fills: the server would refuse the whole file. */
export function missingColumns(mapping: readonly string[], required: readonly string[]): string[] {
  const chosen = new Set(mapping);
  return required.filter((column) => !chosen.has(column));
}
