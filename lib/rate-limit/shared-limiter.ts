// Request limits that hold across app nodes sharing one database (docs/api.md
// §10.6) without a database write per request. Each node counts admitted
// requests in memory and adds them to the shared counter (rate_limit_hits) in
// batches; it decides on the shared total it last read plus its own hits not
// yet added.
//
// A node syncs a key (adds its pending hits, reads back the total) before
// deciding once it holds `batchSize(limit)` unsynced hits. So every node has
// fewer than one batch of hits the others cannot see, and in one window all
// nodes together admit at most `limit + (nodes - 1) * batchSize(limit)`
// requests per key; one node alone admits exactly `limit`. A refused request is
// never counted. Nothing syncs on a timer: with many clients each sending a
// little, a timed sync would write about once per request, the cost batching
// exists to avoid; the bound above needs only the sync before deciding.
import { addHit, dropClosedWindows } from './counters';
import { currentWindow, secondsLeft, type RateWindow } from './window';

/** Hits a node may hold back from the others: 1% of the limit, at least 1. */
export const batchSize = (limit: number) => Math.max(1, Math.floor(limit / 100));

// Forgetting closed windows (memory here, rows in the table) needs no hurry.
const SWEEP_MS = 10_000;

const logSyncFailure = (error: unknown) =>
  console.error('rate limits: could not sync the shared counters', error);

interface KeyState {
  window: RateWindow;
  /** The shared total as last read back from the database. */
  shared: number;
  /** Admitted here and not yet added to the shared counter. */
  unsynced: number;
  /** Being added by a sync in flight. */
  syncing: number;
  sync?: Promise<void>;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** Every admission is alike: one object, not one per request. */
export const ADMITTED: Readonly<Admission> = Object.freeze({ admitted: true });

export class SharedLimiter {
  private readonly keys = new Map<string, KeyState>();
  private lastSweptWindow = 0;

  constructor(
    /** Counter keys start with it, e.g. `read:`. */
    private readonly prefix: string,
    private readonly windowSeconds = 60,
  ) {
    const timer = setInterval(() => void this.sweep(), SWEEP_MS);
    timer.unref();
  }

  async admit(key: string, limit: number, nowMs = Date.now()): Promise<Admission> {
    const window = currentWindow(this.windowSeconds, nowMs);
    const state = this.stateOf(`${this.prefix}${key}`, window);
    if (state.unsynced >= batchSize(limit))
      // Fail open: an unreachable database must not turn every request into an error here.
      await this.sync(`${this.prefix}${key}`, state).catch(logSyncFailure);
    return this.decide(state, limit, window, nowMs);
  }

  /**
   * `admit` without waiting, when the node can decide alone (it holds less
   * than a batch of unsynced hits for the key); undefined when it must sync
   * first, which only `admit` does.
   */
  admitNow(key: string, limit: number, nowMs = Date.now()): Admission | undefined {
    const window = currentWindow(this.windowSeconds, nowMs);
    const state = this.stateOf(`${this.prefix}${key}`, window);
    return state.unsynced >= batchSize(limit)
      ? undefined
      : this.decide(state, limit, window, nowMs);
  }

  private decide(state: KeyState, limit: number, window: RateWindow, nowMs: number): Admission {
    if (state.shared + state.syncing + state.unsynced >= limit)
      return { admitted: false, retryAfterSeconds: secondsLeft(window, nowMs) };
    state.unsynced += 1;
    return ADMITTED;
  }

  /** Adds every pending hit to the shared counters: the server does when it stops (scripts/serve.mjs). */
  async syncAll(): Promise<void> {
    const pending = [...this.keys].filter(([, state]) => state.unsynced > 0);
    await Promise.all(pending.map(([key, state]) => this.sync(key, state))).catch(logSyncFailure);
  }

  /** Forgets the keys and the rows of closed windows. */
  private async sweep(): Promise<void> {
    const window = currentWindow(this.windowSeconds);
    for (const [key, state] of this.keys)
      if (state.window.start < window.start && !state.sync) this.keys.delete(key);
    if (this.lastSweptWindow !== window.start) {
      this.lastSweptWindow = window.start;
      await dropClosedWindows(this.prefix, window).catch(() => undefined);
    }
  }

  private stateOf(key: string, window: RateWindow): KeyState {
    const known = this.keys.get(key);
    if (known && known.window.start === window.start) return known;
    // A new window: hits of a closed one count for nothing.
    const fresh: KeyState = { window, shared: 0, unsynced: 0, syncing: 0 };
    this.keys.set(key, fresh);
    return fresh;
  }

  /** One sync per key at a time; callers that arrive meanwhile wait for it. */
  private sync(key: string, state: KeyState): Promise<void> {
    state.sync ??= (async () => {
      const hits = state.unsynced;
      state.unsynced = 0;
      state.syncing = hits;
      try {
        state.shared = await addHit(key, state.window, hits);
      } catch (error) {
        state.unsynced += hits;
        throw error;
      } finally {
        state.syncing = 0;
        state.sync = undefined;
      }
    })();
    return state.sync;
  }
}
