// The in-process import runner (docs/import.md "Jobs"). Each node polls for
// claimable jobs and is also woken by an upload; a job is written in batches,
// each recorded with its progress, so a job left by a stopped node resumes
// after its last recorded batch once its lease runs out.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { importerOf } from '../auth/importer';
import { wakeableTask } from '../background/wakeable-task';
import type { ImportJob } from '../generated/sqlite/client';
import { getSettings } from '../settings/settings';
import { trashMissingItems } from './trash-missing';
import { importFormats, type ImportContext } from './formats';
import {
  LEASE_SECONDS,
  claimImportJob,
  finishImportJob,
  recordBatch,
  renewLease,
  type BatchResult,
} from './jobs';

const BATCH_SIZE = 25;
const POLL_INTERVAL_MS = 5000;

const task = wakeableTask('import runner', () => runClaimableJobs(), POLL_INTERVAL_MS);
const owner = task.owner;

const noBatch = (processed: number): BatchResult => ({
  processed,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: [],
});

async function runJob(job: ImportJob): Promise<void> {
  const format = importFormats[job.format];
  // The uploader, while still allowed to import; else the job fails.
  const caller = await importerOf(job.userId);
  if (!format || !caller) return finishImportJob(job.id, owner, 'failed');
  const items = format.readItems(job.payload);
  const context: ImportContext = {
    source: job.source,
    caller,
    siteZone: (await getSettings()).timezone,
  };
  // A batch of long series can outlast the lease: it is renewed on the way, and a
  // node that lost it (it stalled, and another took the job over) stops at once.
  let renewedAt = Date.now();
  for (let start = job.processed; start < items.length; start += BATCH_SIZE) {
    const batch = noBatch(0);
    for (const [index, item] of items.slice(start, start + BATCH_SIZE).entries()) {
      // This node is stopping: what is written is recorded, and the next node resumes after it.
      if (task.stopping) {
        await recordBatch(job, owner, { ...batch, processed: start + index }, { handBack: true });
        return;
      }
      if (Date.now() - renewedAt > (LEASE_SECONDS * 1000) / 3) {
        if (!(await renewLease(job.id, owner))) return;
        renewedAt = Date.now();
      }
      const outcome = await item.write(context);
      if (typeof outcome === 'string') batch[outcome]++;
      else batch.refused.push(outcome);
      // Requests answered by this process wait for no more than one item.
      await nextTurn();
    }
    batch.processed = Math.min(start + BATCH_SIZE, items.length);
    if (!(await recordBatch(job, owner, batch))) return;
    renewedAt = Date.now();
  }
  // A subscription's feed is the whole calendar: what left it leaves the site (docs/import.md "Subscriptions").
  if (!(await renewLease(job.id, owner))) return;
  const present = new Set(items.flatMap((item) => (item.uid === null ? [] : [item.uid])));
  const { trashed, finished } = await trashMissingItems(job, present, caller, leaseKeeper(job.id));
  if (!finished) {
    // Stopped for this node's stop: what it trashed is counted, and the next node trashes the rest.
    if (task.stopping)
      await recordBatch(job, owner, noBatch(items.length), { handBack: true, trashed });
    return;
  }
  await finishImportJob(job.id, owner, 'done', trashed);
}

/**
 * For a long trash phase: renews the job's lease once a third of it has
 * passed, as the write phase does; false once another node has the job.
 */
function leaseKeeper(jobId: number): () => Promise<boolean> {
  let renewedAt = Date.now();
  return async () => {
    if (task.stopping) return false;
    if (Date.now() - renewedAt <= (LEASE_SECONDS * 1000) / 3) return true;
    if (!(await renewLease(jobId, owner))) return false;
    renewedAt = Date.now();
    return true;
  };
}

/** Runs every job this node can claim, one after another; resolves when none is left. */
export async function runClaimableJobs(): Promise<void> {
  for (
    let job = await claimImportJob(owner);
    job;
    job = task.stopping ? null : await claimImportJob(owner)
  ) {
    try {
      await runJob(job);
    } catch (error) {
      console.error(`import ${job.id} failed`, error);
      await finishImportJob(job.id, owner, 'failed');
    }
  }
}

/** Runs every claimable job in the background; a call while running makes it look again. */
export const wakeImportRunner = task.wake;

/** Polls for jobs queued by other nodes or left by stopped ones; once per process. */
export const startImportRunner = task.start;
