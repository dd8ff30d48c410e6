// Stamps kept in memory while the database notifies every change to them
// (CALENDAR_STAMP_CHECK=notify, PostgreSQL only: docs/architecture.md,
// "Answer cache"). A cached read then costs no round trip; in exchange, a
// change made by another process shows here once its notification arrives,
// not at once. This node's own writes forget what it holds as they end, so a
// client that wrote reads what it wrote through the same node.

/** What the listening connection tells the memory. */
export interface StampListener {
  /** LISTEN took effect: every later commit that changes a stamp will be told. */
  listening(): void;
  /** Stamp `name` changed in a committed transaction. */
  changed(name: string): void;
  /** The connection is gone: notifications may be missed until `listening` again. */
  lost(): void;
}

export interface StampMemory extends StampListener {
  read(name: string): Promise<bigint>;
  /** This process wrote: read every stamp afresh. */
  forget(): void;
}

/**
 * `query(name)` remembered while the listener is up, for at most `maxAgeMs`:
 * a notification lost without the connection noticing (a network that drops
 * silently) then costs at most that long a delay.
 *
 * The stamps are remembered and forgotten together, never one by one. A
 * request reads `content` first and `terms` after it (the term snapshot
 * holds as of the content it is shown with, lib/terms/read-snapshot.ts):
 * were `content` read afresh while an older `terms` was still trusted, an
 * answer built from new rows and old terms would be kept under the new
 * content stamp until the next write. A write moves `content` anyway, so
 * forgetting every stamp on any change costs no extra read.
 */
export function rememberingStamps(
  query: (name: string) => Promise<bigint>,
  maxAgeMs: number,
  now: () => number = () => performance.now(),
): StampMemory {
  let isListening = false;
  // A read still on its way is remembered too: the requests that arrive
  // meanwhile take it, unless a notification or a write of ours forgets it.
  const known = new Map<string, Promise<bigint>>();
  let firstReadAt = 0;
  const forgetAll = () => known.clear();
  return {
    read(name) {
      if (!isListening) return query(name);
      if (known.size > 0 && now() - firstReadAt >= maxAgeMs) forgetAll();
      const kept = known.get(name);
      if (kept) return kept;
      if (known.size === 0) firstReadAt = now();
      const value = query(name);
      known.set(name, value);
      // A failed read is not remembered, nor is anything read beside it.
      value.catch(() => {
        if (known.get(name) === value) forgetAll();
      });
      return value;
    },
    forget: forgetAll,
    listening() {
      forgetAll();
      isListening = true;
    },
    changed: forgetAll,
    lost() {
      isListening = false;
      forgetAll();
    },
  };
}
