// The answer cache's byte budget comes from CALENDAR_ANSWER_CACHE_MB, read
// when the module loads: each test loads it afresh under the value it sets,
// against the real database (the content stamp is read as in production).
import { afterEach, describe, expect, it, vi } from 'vitest';

type AnswerCache = typeof import('./answer-cache');

/** The answer cache as a process started with CALENDAR_ANSWER_CACHE_MB=`megabytes` has it. */
async function cacheWithBudget(megabytes: string): Promise<AnswerCache> {
  vi.stubEnv('CALENDAR_ANSWER_CACHE_MB', megabytes);
  vi.resetModules();
  return import('./answer-cache');
}

let builds = 0;
/** Reads `key` through `cache` with an answer of `bytes` bytes; whether it was kept from before. */
async function isKept(cache: AnswerCache, key: string, bytes = 100 * 1024): Promise<boolean> {
  const before = builds;
  const { reply, isHit } = await cache.readThroughAnswerCache(key, false, async () => {
    builds++;
    return {
      reply: { status: 200, body: Buffer.alloc(bytes, key), headers: {} },
      reusableUntil: Infinity,
    };
  });
  expect(reply.body.byteLength).toBe(bytes);
  expect(isHit).toBe(builds === before);
  return isHit;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the answer cache budget (CALENDAR_ANSWER_CACHE_MB)', () => {
  it('keeps the most recent answers that fit in the budget and drops the older ones', async () => {
    const cache = await cacheWithBudget('1');
    // Twelve answers of 100 KiB: ten fit in 1 MiB, the two oldest are dropped.
    const keys = Array.from({ length: 12 }, (_, index) => `budget-${index}`);
    for (const key of keys) expect(await isKept(cache, key)).toBe(false);
    for (const key of keys.slice(2)) expect(await isKept(cache, key), key).toBe(true);
    expect(await isKept(cache, keys[1]!)).toBe(false);
    expect(await isKept(cache, keys[0]!)).toBe(false);
  });

  it('does not keep an answer larger than an eighth of the budget', async () => {
    const cache = await cacheWithBudget('1');
    expect(await isKept(cache, 'large', 200 * 1024)).toBe(false);
    expect(await isKept(cache, 'large', 200 * 1024)).toBe(false);
    expect(await isKept(cache, 'small', 100 * 1024)).toBe(false);
    expect(await isKept(cache, 'small', 100 * 1024)).toBe(true);
  });

  it('keeps nothing at 0, while misses of one address still share a build', async () => {
    const cache = await cacheWithBudget('0');
    expect(await isKept(cache, 'none', 10)).toBe(false);
    expect(await isKept(cache, 'none', 10)).toBe(false);
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      started++;
      await gate;
      return {
        reply: { status: 200, body: Buffer.from('once'), headers: {} },
        reusableUntil: Infinity,
      };
    };
    const waiting = [
      cache.readThroughAnswerCache('shared', false, slow),
      cache.readThroughAnswerCache('shared', false, slow),
    ];
    await vi.waitFor(() => expect(started).toBe(1));
    // The second miss joins the build once its stamp read ends: let it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all(waiting);
    expect(started).toBe(1);
  });

  it('keeps 48 MiB when unset, and refuses a value that is not a whole number of MiB', async () => {
    vi.stubEnv('CALENDAR_ANSWER_CACHE_MB', undefined);
    vi.resetModules();
    expect((await import('../env')).env.CALENDAR_ANSWER_CACHE_MB).toBe(48);
    for (const wrong of ['-1', '1.5', 'lots', '']) {
      vi.stubEnv('CALENDAR_ANSWER_CACHE_MB', wrong);
      vi.resetModules();
      await expect(import('../env'), wrong).rejects.toThrow(/CALENDAR_ANSWER_CACHE_MB/);
    }
  });
});
