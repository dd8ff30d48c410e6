// The replays' memory bound (lib/front-door/replays.mjs): what the store
// keeps, encoded bodies included, stays within the bytes it was given.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ReplayStore, type KeptReplay } from './replays.mjs';

const MAX_BYTES = 80_000;

/** A kept answer of `bytes` bytes that no encoding shrinks. */
function replayOf(bytes: number): KeptReplay {
  const body = randomBytes(bytes);
  return { status: 200, rawHeaders: [], body, encoded: new Map(), size: body.byteLength + 1024 };
}

describe('ReplayStore', () => {
  it('counts the encoded bodies it makes against its bytes, dropping the least recently used', async () => {
    const store = new ReplayStore(MAX_BYTES);
    // 24 answers of about 3 KB: about 73 KB of the 80 KB, none dropped.
    const kept = Array.from({ length: 24 }, (_, index) => {
      const replay = replayOf(2_000);
      store.keep(`/events?page=${index}`, replay);
      return replay;
    });
    expect(kept.every((replay, index) => store.find(`/events?page=${index}`) === replay)).toBe(
      true,
    );
    // Gzip and deflate of the last two: about 8 KB more, past the bound.
    for (const index of [22, 23])
      for (const encoding of ['gzip', 'deflate'])
        await store.encodedAnswer(`/events?page=${index}`, kept[index]!, encoding);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.find('/events?page=0')).toBeUndefined();
    expect(store.find('/events?page=23')).toBe(kept[23]);
  });

  it('drops an answer whose encodings take it past an eighth of its bytes', async () => {
    const store = new ReplayStore(MAX_BYTES);
    const replay = replayOf(4_000);
    store.keep('/events', replay);
    for (const encoding of ['gzip', 'deflate', 'br'])
      await store.encodedAnswer('/events', replay, encoding);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.find('/events')).toBeUndefined();
  });
});
