'use client';

// The import screen's only way to the server: /api/imports and its preview
// (docs/import.md "The API"), typed here so the steps share one client.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminEndpoint } from '@/lib/client/api-client';
import type { serializeImportSummary } from '@/lib/imports/recent';
import type { serializeImportJob } from '@/lib/imports/serialize';
import { writeMutation } from '../collection-queries';
import type { CsvType } from '@/lib/imports/csv-columns';
import type { PreviewHeading } from './csv-mapping';

export type ImportJobJson = ReturnType<typeof serializeImportJob>;
export type ImportSummaryJson = ReturnType<typeof serializeImportSummary>;

/**
 * What the server read from a CSV file (docs/import.md "Preview"): its
 * columns by position with the column it suggests for each, the columns of
 * its type that a column may fill (`targets`) and must fill (`required`).
 */
export interface CsvPreview {
  format: 'csv';
  type: CsvType;
  headings: PreviewHeading[];
  targets: string[];
  required: string[];
  rows: string[][];
  total: number;
}

/** How a CSV file is to be read: what it holds, and each column's, by position (null: left out). */
export interface CsvChoice {
  type: CsvType;
  mapping: (string | null)[];
}

const IMPORTS = '/api/imports';
export const importKeys = {
  imports: ['imports'] as const,
  job: (id: number) => ['imports', id] as const,
};

const isRunning = (job: ImportJobJson | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** The caller's recent imports; refreshed with a job when it ends (see importJobQuery's users). */
export const importsQuery = queryOptions({
  queryKey: importKeys.imports,
  queryFn: () => adminEndpoint.get<ImportSummaryJson[]>(IMPORTS),
});

/** One job, polled while the server is still working on it. */
export const importJobQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.job(id),
    queryFn: () => adminEndpoint.get<ImportJobJson>(`${IMPORTS}/${id}`),
    // A failed read (a session that ended) stops the polling rather than repeating every second.
    refetchInterval: (query) =>
      query.state.status !== 'error' && isRunning(query.state.data) ? 1000 : false,
  });

const formOf = (file: File, parts: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return form;
};

/** A CSV file's headings, first rows and suggested mapping, for `type` or the type the server guesses. */
export const previewCsv = (file: File, type?: CsvType) =>
  adminEndpoint.post<CsvPreview>(`${IMPORTS}/preview`, formOf(file, type ? { type } : {}));

/** Queues the file; a CSV file goes with its type and mapping, a calendar alone. */
export const useUploadImport = () =>
  useMutation(
    writeMutation(
      ({ file, csv }: { file: File; csv?: CsvChoice }) =>
        adminEndpoint.post<ImportJobJson>(
          IMPORTS,
          formOf(file, csv ? { type: csv.type, mapping: JSON.stringify(csv.mapping) } : {}),
        ),
      [importKeys.imports],
    ),
  );
