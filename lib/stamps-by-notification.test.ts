// Stamps remembered while notifications say when they change
// (lib/stamps-by-notification.ts): what is read again, and when.
import { describe, expect, it } from 'vitest';
import { rememberingStamps } from './stamps-by-notification';

/** A stamp table whose reads the test counts, and a clock it moves. */
function database() {
  const state = {
    stamps: new Map([
      ['content', 1n],
      ['terms', 7n],
    ]),
    queries: 0,
    time: 0,
    fail: false,
  };
  const query = async (name: string) => {
    state.queries += 1;
    if (state.fail) throw new Error('connection refused');
    return state.stamps.get(name)!;
  };
  return { state, memory: rememberingStamps(query, 1_000, () => state.time) };
}

describe('rememberingStamps', () => {
  it('reads every time until the listener is up', async () => {
    const { state, memory } = database();
    await memory.read('content');
    await memory.read('content');
    expect(state.queries).toBe(2);
  });

  it('reads a stamp once while listening, and again once it is told of a change to it', async () => {
    const { state, memory } = database();
    memory.listening();
    expect(await memory.read('content')).toBe(1n);
    expect(await memory.read('content')).toBe(1n);
    expect(await memory.read('terms')).toBe(7n);
    expect(state.queries).toBe(2);

    state.stamps.set('content', 2n);
    // Not told yet: the remembered value (the delay CALENDAR_STAMP_CHECK=notify accepts).
    expect(await memory.read('content')).toBe(1n);
    memory.changed('content');
    expect(await memory.read('content')).toBe(2n);
    // Every stamp is read again after a change to any (rememberingStamps says why).
    expect(await memory.read('terms')).toBe(7n);
    expect(state.queries).toBe(4);
  });

  it('lets every remembered stamp expire with the first, so content is never newer than terms', async () => {
    const { state, memory } = database();
    memory.listening();
    await memory.read('content');
    state.time = 900;
    await memory.read('terms');
    // Both change, and the notification is lost.
    state.stamps.set('content', 2n);
    state.stamps.set('terms', 8n);
    state.time = 1_000;
    expect(await memory.read('content')).toBe(2n);
    expect(await memory.read('terms')).toBe(8n);
  });

  it("reads afresh after this process's own write, without waiting to be told", async () => {
    const { state, memory } = database();
    memory.listening();
    await memory.read('content');
    state.stamps.set('content', 2n);
    memory.forget();
    expect(await memory.read('content')).toBe(2n);
  });

  it('trusts a remembered stamp for at most its age limit', async () => {
    const { state, memory } = database();
    memory.listening();
    await memory.read('content');
    state.stamps.set('content', 2n);
    state.time = 999;
    expect(await memory.read('content')).toBe(1n);
    state.time = 1_000;
    expect(await memory.read('content')).toBe(2n);
    expect(state.queries).toBe(2);
  });

  it('reads every time from when the listener is lost until it listens again', async () => {
    const { state, memory } = database();
    memory.listening();
    await memory.read('content');
    memory.lost();
    state.stamps.set('content', 2n);
    expect(await memory.read('content')).toBe(2n);
    state.stamps.set('content', 3n);
    expect(await memory.read('content')).toBe(3n);
    memory.listening();
    await memory.read('content');
    await memory.read('content');
    expect(state.queries).toBe(4);
  });

  it('shares a read on its way, unless a change is told before it answers', async () => {
    const { state, memory } = database();
    memory.listening();
    const first = memory.read('content');
    expect(memory.read('content')).toBe(first);
    memory.changed('content');
    state.stamps.set('content', 2n);
    expect(await memory.read('content')).toBe(2n);
    expect(await first).toBe(1n);
  });

  it('does not remember a failed read', async () => {
    const { state, memory } = database();
    memory.listening();
    state.fail = true;
    await expect(memory.read('content')).rejects.toThrow('connection refused');
    state.fail = false;
    expect(await memory.read('content')).toBe(1n);
    expect(state.queries).toBe(2);
  });
});
