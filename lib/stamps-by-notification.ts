// Stamps kept in memory while the database notifies every change to them
// (CALENDAR_STAMP_CHECK=notify, PostgreSQL only: docs/architecture.md,
// "Answer cache"). A cached read then costs no round trip; in exchange, a
// change made by another process shows here once its notification arrives,
// not at once. This node's own writes forget what it holds as they end, so a
// client that wrote reads what it wrote.

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
 * `query(name)` remembered while the listener is up, each value for at most
 * `maxAgeMs`: a notification lost without the connection noticing (a
 * network that drops silently) then costs at most that long a delay.
 */
export function rememberingStamps(
  query: (name: string) => Promise<bigint>,
  maxAgeMs: number,
  now: () => number = Date.now,
): StampMemory {
  let isListening = false;
  // A read still on its way is remembered too: the requests that arrive
  // meanwhile take it, unless a notification or a write of ours forgets it.
  const known = new Map<string, { value: Promise<bigint>; readAt: number }>();
  return {
    read(name) {
      if (!isListening) return query(name);
      const kept = known.get(name);
      if (kept && now() - kept.readAt < maxAgeMs) return kept.value;
      const entry = { value: query(name), readAt: now() };
      known.set(name, entry);
      // A failed read is not remembered.
      entry.value.catch(() => {
        if (known.get(name) === entry) known.delete(name);
      });
      return entry.value;
    },
    forget: () => known.clear(),
    listening() {
      known.clear();
      isListening = true;
    },
    changed: (name) => known.delete(name),
    lost() {
      isListening = false;
      known.clear();
    },
  };
}
