// An import job as GET /api/imports/{id} shows it (docs/import.md "The API").
import type { ImportJob } from '../generated/sqlite/client';
import type { Refusal } from './refusal';

type StoredJob = Omit<ImportJob, 'payload'>;

/** How far a job is and what became of its items, as the job and the list of jobs show it. */
export function importCounts(job: StoredJob) {
  return {
    total: job.total,
    processed: job.processed,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    trashed: job.trashed,
    /** Every item refused; the job's `refused` lists the first MAX_KEPT_REFUSALS of them (jobs.ts). */
    refused_count: job.processed - job.created - job.updated - job.unchanged,
  };
}

export function serializeImportJob(job: StoredJob) {
  return {
    id: job.id,
    format: job.format,
    status: job.status,
    ...importCounts(job),
    refused: JSON.parse(job.refused) as Refusal[],
  };
}
