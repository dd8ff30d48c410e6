// An import job as GET /api/imports/{id} shows it (docs/import.md "The API").
import type { ImportJob } from '../generated/sqlite/client';
import type { Refusal } from './refusal';

export function serializeImportJob(job: Omit<ImportJob, 'payload'>) {
  return {
    id: job.id,
    format: job.format,
    status: job.status,
    total: job.total,
    processed: job.processed,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    trashed: job.trashed,
    /** Every item refused; `refused` lists the first MAX_KEPT_REFUSALS of them (jobs.ts). */
    refused_count: job.processed - job.created - job.updated - job.unchanged,
    refused: JSON.parse(job.refused) as Refusal[],
  };
}
