// The job table's claims (docs/import.md "Jobs"), against the real database:
// with several nodes one runs a job, and a job whose node stopped resumes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { claimImportJob, createImportJob, finishImportJob, recordBatch } from './jobs';
import { runClaimableJobs } from './runner';
import { serializeImportJob } from './serialize';

const newJob = async () => {
  const user = await db.user.findFirstOrThrow();
  return createImportJob({
    format: 'ical',
    source: 'test',
    userId: user.id,
    payload: '',
    total: 5,
  });
};
const batch = { processed: 5, created: 1, updated: 0, unchanged: 0, refused: [] };

describe('import jobs', () => {
  it('are claimed by one node only, and resumed by another once the lease runs out', async () => {
    await db.importJob.deleteMany();
    if (!(await db.user.count()))
      await db.user.create({
        data: { email: 'jobs@example.org', role: 'editor', passwordHash: '' },
      });
    const job = await newJob();
    const claims = await Promise.all([claimImportJob('node-a'), claimImportJob('node-b')]);
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ id: job.id, status: 'running' });
    const [winner, loser] =
      won[0]!.leaseOwner === 'node-a' ? ['node-a', 'node-b'] : ['node-b', 'node-a'];
    expect(await claimImportJob(loser)).toBeNull();

    // The winner stops; once its lease has run out another node takes the job.
    await db.importJob.update({
      where: { id: job.id },
      data: { processed: 2, leaseUntilUtc: nowUtc(Date.now() - 1000) },
    });
    const resumed = await claimImportJob(loser);
    expect(resumed).toMatchObject({ id: job.id, processed: 2, leaseOwner: loser });
    // The old node's late batch is not recorded; the new one's is.
    expect(await recordBatch(won[0]!, winner, batch)).toBe(false);
    expect(await recordBatch(resumed!, loser, batch)).toBe(true);
    await finishImportJob(job.id, loser, 'done');
    expect(await db.importJob.findUnique({ where: { id: job.id } })).toMatchObject({
      status: 'done',
      processed: 5,
      created: 1,
      leaseOwner: null,
    });
  });
});

describe('the import runner', () => {
  it('resumes a job left by a stopped node after its last recorded batch', async () => {
    await db.importJob.deleteMany();
    const user = await db.user.create({
      data: { email: `runner-${Date.now()}@example.org`, role: 'editor', passwordHash: '' },
    });
    const payload = fs.readFileSync(
      path.join(import.meta.dirname, '../../e2e/fixtures/ics/apple-calendar.ics'),
      'utf8',
    );
    // The first event was written and recorded before the node stopped.
    const job = await createImportJob({
      format: 'ical',
      source: `runner-${Date.now()}`,
      userId: user.id,
      payload,
      total: 3,
    });
    await db.importJob.update({
      where: { id: job.id },
      data: {
        status: 'running',
        processed: 1,
        created: 1,
        leaseOwner: 'stopped-node',
        leaseUntilUtc: nowUtc(Date.now() - 1000),
      },
    });
    await runClaimableJobs();
    const done = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: 'done', processed: 3, created: 2, leaseOwner: null });
    expect(JSON.parse(done.refused)).toMatchObject([{ line: 36, code: 'import-missing-dtstart' }]);
    const items = await db.importedItem.findMany({ where: { source: job.source } });
    // Only the event after the recorded batch was written by the resumed run.
    expect(items.map((item) => item.uid)).toEqual(['C1D2E3F4-A5B6-4C7D-8E9F-0A1B2C3D4E5F']);
  });
});

describe('recordBatch', () => {
  it('keeps the first 1,000 refusals while the count of all of them goes on', async () => {
    const job = await newJob();
    await db.importJob.update({
      where: { id: job.id },
      data: { status: 'running', leaseOwner: 'n' },
    });
    const refusals = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        uid: null,
        line: from + index,
        code: 'import-missing-name',
        reason: 'The row has no Event Name.',
      }));
    const running = (await db.importJob.findUniqueOrThrow({ where: { id: job.id } }))!;
    const base = { created: 0, updated: 0, unchanged: 0 };
    expect(
      await recordBatch(running, 'n', { ...base, processed: 900, refused: refusals(2, 900) }),
    ).toBe(true);
    expect(
      await recordBatch(running, 'n', { ...base, processed: 1200, refused: refusals(902, 300) }),
    ).toBe(true);
    expect(
      await recordBatch(running, 'n', { ...base, processed: 1201, refused: refusals(1202, 1) }),
    ).toBe(true);
    const stored = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    const kept = JSON.parse(stored.refused) as { line: number }[];
    expect(kept).toHaveLength(1000);
    expect(kept.at(-1)!.line).toBe(1001);
    expect(serializeImportJob(stored)).toMatchObject({ refused_count: 1201, processed: 1201 });
  });
});
