// Two SharedLimiter instances over one database stand for two app nodes: what
// one node admits, the other must count (docs/api.md §10.6).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { batchSize, SharedLimiter } from './shared-limiter';

// 10 s into a minute window: far from its end whatever the clock says.
const NOW = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;
const newKey = () => randomBytes(6).toString('hex');

async function admitted(limiter: SharedLimiter, key: string, limit: number, times: number) {
  let count = 0;
  for (let index = 0; index < times; index += 1)
    if ((await limiter.admit(key, limit, NOW)).admitted) count += 1;
  return count;
}

describe('SharedLimiter', () => {
  it('holds back at most 1% of a limit per node, at least one hit', () => {
    expect([batchSize(50), batchSize(500), batchSize(10_000)]).toEqual([1, 5, 100]);
  });

  it('admits exactly the limit on one node, then gives the seconds left in the window', async () => {
    const node = new SharedLimiter('test-one:');
    const key = newKey();
    expect(await admitted(node, key, 250, 300)).toBe(250);
    expect(await node.admit(key, 250, NOW)).toEqual({ admitted: false, retryAfterSeconds: 50 });
  });

  it('holds a limit across nodes within one batch per extra node', async () => {
    const [first, second] = [new SharedLimiter('test-two:'), new SharedLimiter('test-two:')];
    const key = newKey();
    const limit = 500;
    let total = 0;
    for (let round = 0; round < limit; round += 1)
      total += (await admitted(first, key, limit, 1)) + (await admitted(second, key, limit, 1));
    expect(total).toBeGreaterThanOrEqual(limit);
    expect(total).toBeLessThanOrEqual(505);
  });

  it('writes hits to the shared table in batches, not per request', async () => {
    const node = new SharedLimiter('test-batch:');
    const key = newKey();
    const limit = 10_000;
    await admitted(node, key, limit, 300);
    const row = await db.rateLimitHit.findFirstOrThrow({ where: { key: `test-batch:${key}` } });
    // Synced before deciding on the request that found a full batch: two batches so far.
    expect(row.count).toBe(200);
    await node.syncAll();
    const synced = await db.rateLimitHit.findFirstOrThrow({ where: { key: `test-batch:${key}` } });
    expect(synced.count).toBe(300);
  });

  it('decides at once while it holds less than a batch, and leaves the sync to admit', async () => {
    const [node, other] = [new SharedLimiter('test-now:'), new SharedLimiter('test-now:')];
    const key = newKey();
    const limit = 300; // a batch of 3
    expect(await admitted(other, key, limit, 297)).toBe(297);
    await other.syncAll();
    // Three hits fit before a sync is due, each counted without the other node's.
    expect([1, 2, 3].map(() => node.admitNow(key, limit, NOW))).toEqual([
      { admitted: true },
      { admitted: true },
      { admitted: true },
    ]);
    expect(node.admitNow(key, limit, NOW)).toBeUndefined();
    // Syncing, admit learns of the other node's 297 and refuses.
    expect(await node.admit(key, limit, NOW)).toEqual({ admitted: false, retryAfterSeconds: 50 });
    expect(node.admitNow(key, limit, NOW)).toEqual({ admitted: false, retryAfterSeconds: 50 });
    const row = await db.rateLimitHit.findFirstOrThrow({ where: { key: `test-now:${key}` } });
    expect(row.count).toBe(300);
  });
});
