// The mapping step's own state: the column chosen for each of a file's
// headings. The columns themselves come from the server's preview
// (docs/import.md "Preview"), so the screen keeps no list of its own.
import type { CsvType } from '@/lib/imports/csv-columns';

/** The kinds offered by the type select, in the order shown (the server's CSV_TYPES). */
export const CSV_TYPE_CHOICES = [
  'events',
  'venues',
  'organizers',
] as const satisfies readonly CsvType[];

/** The select's value for a heading left out. */
export const DO_NOT_IMPORT = '';

/** The server's suggestion for each heading, kept only where it names one of `targets`. */
export function mappingFor(
  headings: readonly string[],
  suggested: Record<string, string | null>,
  targets: readonly string[],
): Record<string, string> {
  const known = new Set(targets);
  return Object.fromEntries(
    headings.map((heading) => {
      const column = suggested[heading];
      return [heading, column && known.has(column) ? column : DO_NOT_IMPORT];
    }),
  );
}

/**
 * The mapping as sent: every heading named, a heading left out as null,
 * since the server matches a heading the mapping does not name by its own
 * name (docs/import.md "Mapping").
 */
export const mappingToSend = (mapping: Record<string, string>): Record<string, string | null> =>
  Object.fromEntries(
    Object.entries(mapping).map(([heading, column]) => [
      heading,
      column === DO_NOT_IMPORT ? null : column,
    ]),
  );

/** A column chosen for two headings: the server would read one and drop the other. */
export function repeatedColumns(mapping: Record<string, string>): string[] {
  const seen = new Map<string, number>();
  for (const column of Object.values(mapping))
    if (column !== DO_NOT_IMPORT) seen.set(column, (seen.get(column) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([column]) => column);
}

/** The required columns no heading fills: the server would refuse the whole file. */
export function missingColumns(
  mapping: Record<string, string>,
  required: readonly string[],
): string[] {
  const chosen = new Set(Object.values(mapping));
  return required.filter((column) => !chosen.has(column));
}
