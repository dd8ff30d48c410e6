// The import_jobs table (docs/import.md "Jobs"): made by the upload, claimed
// and advanced by the runner. Every change a runner makes is conditional on
// its lease, so a node that lost its job (it stalled past the lease and
// another node took over) writes nothing more to it.
import { nowUtc } from '../dates/format';
import { db, type TransactionClient } from '../db';
import { databaseNowMs, estimatedDatabaseNowMs } from '../db-time';
import type { ImportJob } from '../generated/sqlite/client';
import type { Refusal } from './refusal';

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

export const LEASE_SECONDS = 60;
// Lease times are the database's (lib/db-time.ts): a node with a skewed clock
// neither takes a live lease nor keeps one that ran out.
const leaseEnd = (nowMs = estimatedDatabaseNowMs()) => nowUtc(nowMs + LEASE_SECONDS * 1000);

export interface NewJob {
  format: string;
  source: string;
  userId: number;
  payload: string;
  total: number;
}

/** Queues a job; `client` is a transaction's when something else is written with it. */
export async function createImportJob(
  job: NewJob,
  client: TransactionClient = db,
): Promise<ImportJob> {
  const now = nowUtc();
  return client.importJob.create({
    data: { ...job, status: 'queued', createdUtc: now, modifiedUtc: now },
  });
}

/** A job as its owner follows it: without the file, which only the runner reads. */
export const findImportJob = (id: number) =>
  db.importJob.findUnique({ where: { id }, omit: { payload: true } });

/** Waiting jobs, and those whose node stopped holding them. */
const claimable = (now: string) => ({
  OR: [{ status: 'queued' }, { status: 'running', leaseUntilUtc: { lt: now } }],
});

/** Takes the oldest claimable job for `owner`, or null; one node wins each job. */
export async function claimImportJob(owner: string): Promise<ImportJob | null> {
  const nowMs = await databaseNowMs();
  const now = nowUtc(nowMs);
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = await db.importJob.findFirst({
      where: claimable(now),
      orderBy: { id: 'asc' },
      select: { id: true },
    });
    if (!next) return null;
    const { count } = await db.importJob.updateMany({
      where: { id: next.id, ...claimable(now) },
      data: {
        status: 'running',
        leaseOwner: owner,
        leaseUntilUtc: leaseEnd(nowMs),
        modifiedUtc: nowUtc(),
      },
    });
    if (count === 1) return db.importJob.findUnique({ where: { id: next.id } });
  }
  return null;
}

export interface BatchResult {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: Refusal[];
}

/** Renews the lease while an item is written; false when the lease was lost (another node has the job). */
export async function renewLease(jobId: number, owner: string): Promise<boolean> {
  const { count } = await db.importJob.updateMany({
    where: { id: jobId, leaseOwner: owner, status: 'running' },
    data: { leaseUntilUtc: leaseEnd() },
  });
  return count === 1;
}

/**
 * Refusals kept on a job: a file of bad rows would otherwise grow the column
 * without limit and rewrite it whole after every batch. The count of all of
 * them is derived (serialize.ts `refused_count`).
 */
export const MAX_KEPT_REFUSALS = 1000;

/** A lease handed back (its node is stopping): ended, so the next node to look claims the job. */
const HANDED_BACK = nowUtc(0);

/**
 * Records a batch and renews the lease, or with `handBack` ends it (with the
 * events its trash phase trashed so far); false when the lease was lost.
 */
export async function recordBatch(
  job: ImportJob,
  owner: string,
  batch: BatchResult,
  { handBack = false, trashed = 0 } = {},
) {
  const kept = JSON.parse(job.refused) as Refusal[];
  const refused =
    kept.length >= MAX_KEPT_REFUSALS
      ? kept
      : [...kept, ...batch.refused.slice(0, MAX_KEPT_REFUSALS - kept.length)];
  const { count } = await db.importJob.updateMany({
    where: { id: job.id, leaseOwner: owner, status: 'running' },
    data: {
      processed: batch.processed,
      created: { increment: batch.created },
      updated: { increment: batch.updated },
      unchanged: { increment: batch.unchanged },
      trashed: { increment: trashed },
      refused: JSON.stringify(refused),
      leaseUntilUtc: handBack ? HANDED_BACK : leaseEnd(),
      modifiedUtc: nowUtc(),
    },
  });
  if (count === 1) job.refused = JSON.stringify(refused);
  return count === 1;
}

/**
 * Ends the job: done (with the events a subscription's feed no longer has
 * trashed, added to those a stopped node trashed before), or failed when it
 * cannot run at all.
 */
export async function finishImportJob(
  id: number,
  owner: string,
  status: 'done' | 'failed',
  trashed = 0,
) {
  await db.importJob.updateMany({
    where: { id, leaseOwner: owner },
    // The file is no longer needed: an ended job keeps its report, not its upload.
    data: {
      status,
      trashed: { increment: trashed },
      payload: '',
      leaseOwner: null,
      leaseUntilUtc: null,
      modifiedUtc: nowUtc(),
    },
  });
}
