// A subscription's trash phase against the real database (docs/import.md
// "Subscriptions"): it keeps its job's lease, stops once another node took
// the job, stops once a newer fetch made another job the latest, and hands
// the rest over, its count kept, when its node stops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { wakeableTask } from '../background/wakeable-task';
import { createImportJob } from './jobs';
import { runClaimableJobs } from './runner';
import { subscriptionSource } from './subscription-source';

/** Runs before each event the trash phase trashes (set by a test). */
const hooks = vi.hoisted(() => ({ beforeTrash: null as null | (() => Promise<void>) }));
vi.mock('../events/write-delete', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../events/write-delete')>();
  return {
    ...actual,
    trashEvent: async (...args: Parameters<typeof actual.trashEvent>) => {
      await hooks.beforeTrash?.();
      return actual.trashEvent(...args);
    },
  };
});

function calendar(uids: string[]): string {
  const vevents = uids.map((uid, index) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `SUMMARY:Trash phase ${uid}`,
      `DTSTART:20270601T${String(index % 24).padStart(2, '0')}0000Z`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN', ...vevents, 'END:VCALENDAR']
    .join('\r\n')
    .concat('\r\n');
}

/** A subscription whose feed had `count` events, imported; then a fetch with only the first. */
async function feedThatShrank(count: number) {
  await db.importJob.deleteMany();
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const user = await db.user.create({
    data: { email: `trash-${stamp}@example.org`, role: 'editor', passwordHash: '' },
  });
  const subscription = await db.subscription.create({
    data: {
      url: 'https://feeds.example.org/trash.ics',
      intervalMinutes: 60,
      userId: user.id,
      nextFetchUtc: nowUtc(Date.now() + 3_600_000),
      createdUtc: nowUtc(),
      modifiedUtc: nowUtc(),
    },
  });
  const uids = Array.from({ length: count }, (_, index) => `${stamp}-${index}`);
  const queue = async (feed: string[]) => {
    const job = await createImportJob({
      format: 'ical',
      source: subscriptionSource(subscription.id),
      userId: user.id,
      payload: calendar(feed),
      total: feed.length,
    });
    await db.subscription.update({
      where: { id: subscription.id },
      data: { lastImportId: job.id },
    });
    return job;
  };
  await queue(uids);
  await runClaimableJobs();
  const job = await queue(uids.slice(0, 1));
  return { subscription, user, job };
}

const trashedCount = async (subscriptionId: number) => {
  const items = await db.importedItem.findMany({
    where: { source: subscriptionSource(subscriptionId) },
  });
  return db.event.count({
    where: { id: { in: items.map((item) => item.eventId) }, status: 'trash' },
  });
};

describe('the trash phase of a subscription import', () => {
  beforeEach(() => {
    hooks.beforeTrash = null;
  });
  afterEach(() => {
    hooks.beforeTrash = null;
    vi.useRealTimers();
  });

  it('renews its lease, and stops once another node has taken the job over', async () => {
    const { subscription, job } = await feedThatShrank(4);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    let trashing = 0;
    hooks.beforeTrash = async () => {
      trashing++;
      // Trashing is slow: half the lease passes per event. The first event's
      // renewal holds; then the node stalls and another takes the job.
      vi.setSystemTime(Date.now() + 30_000);
      if (trashing === 2) {
        await db.importJob.update({ where: { id: job.id }, data: { leaseOwner: 'other-node' } });
      }
    };
    await runClaimableJobs();
    const stored = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    // Renewed while trashing, so still another node's, and not finished by this one.
    expect(stored).toMatchObject({ status: 'running', leaseOwner: 'other-node' });
    expect(await trashedCount(subscription.id)).toBe(2);
  });

  it('stops once a newer fetch has made another job the latest', async () => {
    const { subscription, job } = await feedThatShrank(30);
    let trashing = 0;
    hooks.beforeTrash = async () => {
      // A newer fetch of the feed is recorded while the first event is trashed.
      if (++trashing === 1) {
        await db.subscription.update({
          where: { id: subscription.id },
          data: { lastImportId: job.id + 1000 },
        });
      }
    };
    await runClaimableJobs();
    const stored = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    // Checked again every 25 events: the newer job trashes the rest, if its feed says so.
    expect(stored).toMatchObject({ status: 'done', trashed: 25 });
    expect(await trashedCount(subscription.id)).toBe(25);
  });

  it('hands the rest over when its node stops, and the job counts every event trashed once', async () => {
    const { subscription, job } = await feedThatShrank(4);
    // The runner's task, as the process knows it (lib/background/wakeable-task.ts).
    const runner = wakeableTask('import runner', async () => {}, 60_000);
    let trashing = 0;
    hooks.beforeTrash = async () => {
      // SIGTERM while the second event is trashed: it is, and the rest is not.
      if (++trashing === 2) void runner.stop();
    };
    try {
      await runClaimableJobs();
    } finally {
      // The same process runs the next node's part: it is not stopping any more.
      const tasks = (globalThis as { calendarBackgroundTasks?: Map<string, { stopping: boolean }> })
        .calendarBackgroundTasks!;
      tasks.get('import runner')!.stopping = false;
    }
    const handedBack = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(handedBack).toMatchObject({ status: 'running', trashed: 2 });
    expect(await trashedCount(subscription.id)).toBe(2);

    await runClaimableJobs();
    const stored = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    // Three of the four events left the feed.
    expect(stored).toMatchObject({ status: 'done', trashed: 3 });
    expect(await trashedCount(subscription.id)).toBe(3);
  });
});
