// Subscription claims and address checks against the real database
// (docs/import.md "Subscriptions"): with several nodes one fetch happens,
// and a private address is refused unless CALENDAR_ALLOW_PRIVATE_FETCH is on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { env } from '../env';
import { ApiError } from '../http/errors';
import { claimImportJob, createImportJob, renewLease } from '../imports/jobs';
import { claimDueSubscription, claimSubscription, recordFetch } from './claims';
import { FeedError, fetchFeed } from './feed';
import { createSubscription } from './repository';

const newSubscription = () =>
  db.subscription.create({
    data: {
      url: 'https://feeds.example.org/calendar.ics',
      intervalMinutes: 60,
      userId: 1,
      nextFetchUtc: nowUtc(Date.now() - 1000),
      createdUtc: nowUtc(),
      modifiedUtc: nowUtc(),
    },
  });

describe('subscription claims', () => {
  it('give a due subscription to one node only, until its fetch is recorded', async () => {
    await db.subscription.deleteMany();
    const subscription = await newSubscription();
    const claims = await Promise.all([
      claimDueSubscription('node-a'),
      claimDueSubscription('node-b'),
    ]);
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ id: subscription.id });
    const winner = won[0]!.leaseOwner!;
    const loser = winner === 'node-a' ? 'node-b' : 'node-a';
    // Neither the schedule nor a refresh by hand takes it while the fetch runs.
    expect(await claimDueSubscription(loser)).toBeNull();
    expect(await claimSubscription(subscription.id, loser)).toBeNull();

    const outcome = { status: 'ok' as const, error: null, errorCode: null };
    expect(await recordFetch(won[0]!, loser, outcome)).toBeNull();
    const recorded = await recordFetch(won[0]!, winner, outcome);
    expect(recorded).toMatchObject({ lastStatus: 'ok', leaseOwner: null });
    // Next due an interval later: not claimable by the schedule, but by a refresh.
    expect(recorded!.nextFetchUtc > nowUtc()).toBe(true);
    expect(await claimDueSubscription(loser)).toBeNull();
    expect(await claimSubscription(subscription.id, loser)).toMatchObject({ leaseOwner: loser });
  });

  it('take over a fetch whose node stopped once its lease ran out', async () => {
    await db.subscription.deleteMany();
    const subscription = await newSubscription();
    await db.subscription.update({
      where: { id: subscription.id },
      data: { leaseOwner: 'stopped', leaseUntilUtc: nowUtc(Date.now() - 1000) },
    });
    expect(await claimDueSubscription('node-c')).toMatchObject({ leaseOwner: 'node-c' });
  });
});

describe('leases', () => {
  afterEach(() => vi.useRealTimers());

  it('are read by the database clock: a node whose clock is ahead takes no live one', async () => {
    await db.subscription.deleteMany();
    await db.importJob.deleteMany();
    const subscription = await newSubscription();
    expect(await claimDueSubscription('node-a')).toMatchObject({ id: subscription.id });
    const job = await createImportJob({
      format: 'ical',
      source: 'skew',
      userId: 1,
      payload: '',
      total: 0,
    });
    expect(await claimImportJob('node-a')).toMatchObject({ id: job.id });

    // node-b's clock runs an hour ahead: by it both leases ran out long ago.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    expect(await claimDueSubscription('node-b')).toBeNull();
    expect(await claimSubscription(subscription.id, 'node-b')).toBeNull();
    expect(await claimImportJob('node-b')).toBeNull();
    // Its renewal ends the lease by the database's clock too, not an hour late.
    expect(await renewLease(job.id, 'node-a')).toBe(true);
    const renewed = await db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    vi.useRealTimers();
    expect(renewed.leaseUntilUtc! <= nowUtc(Date.now() + 61_000)).toBe(true);
  });
});

describe('subscription addresses', () => {
  it('refuse private addresses unless CALENDAR_ALLOW_PRIVATE_FETCH is on', async () => {
    const setting = env.CALENDAR_ALLOW_PRIVATE_FETCH;
    env.CALENDAR_ALLOW_PRIVATE_FETCH = 'off';
    try {
      const refused = await createSubscription(
        { url: 'http://127.0.0.1:9/feed.ics', interval_minutes: 60 },
        1,
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).data).toMatchObject({
        details: { url: { code: 'subscription-url-not-public' } },
      });
      // Checked again at each fetch, as a host's DNS answer may change.
      const fetched = await fetchFeed('http://localhost:9/feed.ics').catch((e: unknown) => e);
      expect(fetched).toBeInstanceOf(FeedError);
      expect((fetched as Error).message).toContain('non-public address');
    } finally {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = setting;
    }
  });
});
