// The kept answers of idempotent writes (docs/api.md §10.10), against the
// database every app node shares.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ApiError } from '../http/errors';
import { KEY_LIFETIME_MS, answerOnce, purgeExpiredIdempotencyKeys, type Claim } from './store';

let keys = 0;
const claimOf = (fingerprint = 'request-a'): Claim => ({
  principal: 'user:1',
  key: `store-test-${process.pid}-${++keys}`,
  fingerprint,
});

const codeOf = (run: Promise<unknown>) =>
  run.then(
    () => 'answered',
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

describe('answerOnce', () => {
  it('runs the first request and answers the same key again from the kept answer', async () => {
    const claim = claimOf();
    let runs = 0;
    const run = async () => ({ status: 201, body: `run ${++runs}` });
    expect(await answerOnce(claim, run)).toEqual({
      answer: { status: 201, body: 'run 1' },
      isReplay: false,
    });
    expect(await answerOnce(claim, run)).toEqual({
      answer: { status: 201, body: 'run 1' },
      isReplay: true,
    });
    expect(runs).toBe(1);
  });

  it('refuses the key with another request, and keeps keys apart per principal', async () => {
    const claim = claimOf('request-a');
    await answerOnce(claim, async () => ({ status: 200 }));
    expect(
      await codeOf(
        answerOnce({ ...claim, fingerprint: 'request-b' }, async () => ({ status: 200 })),
      ),
    ).toBe('rest_idempotency_mismatch');
    const other = await answerOnce(
      { ...claim, principal: 'user:2', fingerprint: 'request-b' },
      async () => ({
        status: 200,
      }),
    );
    expect(other.isReplay).toBe(false);
  });

  it("makes one run of two racing requests, the second answered with the first one's answer", async () => {
    const claim = claimOf();
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { status: 201, body: 'created' };
    };
    const [first, second] = await Promise.all([answerOnce(claim, run), answerOnce(claim, run)]);
    expect(runs).toBe(1);
    expect(first.answer).toEqual(second.answer);
    expect([first.isReplay, second.isReplay].sort()).toEqual([false, true]);
  });

  it('keeps no server failure, so that a retry runs again', async () => {
    const claim = claimOf();
    await answerOnce(claim, async () => ({ status: 500 }));
    await expect(answerOnce(claim, async () => ({ status: 201 }))).resolves.toEqual({
      answer: { status: 201 },
      isReplay: false,
    });
  });

  it('runs again once the key has expired', async () => {
    const claim = claimOf();
    await db.idempotencyKey.create({
      data: {
        ...claim,
        answer: JSON.stringify({ status: 201, body: 'old' }),
        createdAt: new Date(Date.now() - KEY_LIFETIME_MS - 1000),
      },
    });
    const { answer, isReplay } = await answerOnce(claim, async () => ({
      status: 201,
      body: 'new',
    }));
    expect([answer.body, isReplay]).toEqual(['new', false]);
  });
});

describe('purgeExpiredIdempotencyKeys', () => {
  it('forgets the keys older than a day, and only those', async () => {
    const old = claimOf();
    const recent = claimOf();
    await answerOnce(old, async () => ({ status: 200 }));
    await answerOnce(recent, async () => ({ status: 200 }));
    await db.idempotencyKey.update({
      where: { principal_key: { principal: old.principal, key: old.key } },
      data: { createdAt: new Date(Date.now() - KEY_LIFETIME_MS - 1000) },
    });
    await purgeExpiredIdempotencyKeys();
    const left = await db.idempotencyKey.findMany({
      where: { key: { in: [old.key, recent.key] } },
      select: { key: true },
    });
    expect(left).toEqual([{ key: recent.key }]);
  });
});
