// Stamp reads waiting for a connection share one query; a read asked for
// after the query left sends its own (lib/shared-unsent-reads.ts).
import { describe, expect, it } from 'vitest';
import { sharingUnsentReads, type SendingRead } from './shared-unsent-reads';

/** Reads that wait for a connection until the test hands one out (or refuses it); a query answers `stamp` as it is when it is sent. */
function fakePool() {
  const state = { stamp: 1n, queries: 0 };
  const waiting: Array<{ send: () => void; refuse: () => void }> = [];
  const read: SendingRead = (_name, sent) =>
    new Promise((resolve, reject) =>
      waiting.push({
        send: () => {
          state.queries += 1;
          resolve(state.stamp);
          sent();
        },
        refuse: () => {
          reject(new Error('no connection'));
          sent();
        },
      }),
    );
  return {
    state,
    read,
    handOut: () => waiting.shift()!.send(),
    refuse: () => waiting.shift()!.refuse(),
  };
}

describe('sharingUnsentReads', () => {
  it('gives reads asked for while one waits for a connection that one answer, read when it runs', async () => {
    const pool = fakePool();
    const read = sharingUnsentReads(pool.read);
    const waiting = [read('content'), read('content'), read('content')];
    // A write commits before the query is sent: every waiting read sees it.
    pool.state.stamp = 2n;
    pool.handOut();
    expect(await Promise.all(waiting)).toEqual([2n, 2n, 2n]);
    expect(pool.state.queries).toBe(1);
  });

  it('sends a new query for a read asked for once the query left', async () => {
    const pool = fakePool();
    const read = sharingUnsentReads(pool.read);
    const first = read('content');
    pool.handOut();
    await first;
    pool.state.stamp = 5n;
    const second = read('content');
    pool.handOut();
    expect(await second).toBe(5n);
    expect(pool.state.queries).toBe(2);
  });

  it('does not share between names, nor a failed connection with the next read', async () => {
    const pool = fakePool();
    const read = sharingUnsentReads(pool.read);
    const content = read('content');
    const terms = read('terms');
    pool.handOut();
    pool.handOut();
    await Promise.all([content, terms]);
    expect(pool.state.queries).toBe(2);

    const failing = read('content');
    pool.refuse();
    await expect(failing).rejects.toThrow('no connection');
    const next = read('content');
    expect(next).not.toBe(failing);
    pool.handOut();
    expect(await next).toBe(1n);
  });

  it('shares nothing with a read whose query left at once', async () => {
    let queries = 0;
    const read = sharingUnsentReads(async (_name, sent) => {
      sent();
      queries += 1;
      return 7n;
    });
    await Promise.all([read('content'), read('content')]);
    expect(queries).toBe(2);
  });
});
