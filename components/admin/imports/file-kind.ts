// Which step a chosen file goes through: a calendar is queued at once, a CSV
// file is first previewed and mapped (docs/admin.md "Imports").
export type ImportFileKind = 'ics' | 'csv';

export const IMPORT_ACCEPT = '.ics,.csv,text/calendar,text/csv';

/** By the name's extension, as the picker filters; null for any other file. */
export function importFileKind(file: { name: string }): ImportFileKind | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return extension === 'ics' || extension === 'csv' ? extension : null;
}
