// GET /api/imports (docs/import.md "The API"): the import screen's list of
// recent jobs. Only the counts: a job's refused items are read one job at a
// time, so twenty large reports never travel together.
import type { Caller } from '../auth/caller';
import { canManageAccounts } from '../auth/permissions';
import { db } from '../db';
import type { ImportJob } from '../generated/sqlite/client';
import { importCounts } from './serialize';

export const RECENT_IMPORTS = 20;

type ListedJob = Omit<ImportJob, 'payload'>;

/** The caller's newest jobs; an administrator's list holds everyone's. */
export async function recentImportJobs(caller: Caller): Promise<ListedJob[]> {
  return db.importJob.findMany({
    where: canManageAccounts(caller) ? {} : { userId: caller.id },
    orderBy: { id: 'desc' },
    take: RECENT_IMPORTS,
    omit: { payload: true },
  });
}

export function serializeImportSummary(job: ListedJob) {
  return {
    id: job.id,
    format: job.format,
    status: job.status,
    user_id: job.userId,
    // Stored as UTC 'YYYY-MM-DD HH:MM:SS'; the screen shows it in the reader's own terms.
    created_at: `${job.createdUtc.replace(' ', 'T')}Z`,
    ...importCounts(job),
  };
}
