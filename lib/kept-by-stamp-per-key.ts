// Values each node keeps per key while a stamp of `data_stamps` holds:
// database triggers give the stamp a new value in every transaction that
// writes what a value is made of, whichever node or process writes, so one
// primary-key read of the stamp keeps every node exact. For what several
// requests share and is costly to make again: the settings and the term
// snapshot (one key, kept-by-stamp.ts), a list's total per filters.
import { quietRead } from './db';

export interface KeptByStampPerKey<T> {
  (key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The value kept for `key` at `stamp`, once loaded: at once, for a caller
   * that has the stamp in hand and would otherwise wait only to be told it.
   */
  settled(key: string, stamp: bigint): T | undefined;
}

/**
 * `load()`'s value for `key` as of `stamp()`'s, made again once the stamp
 * moves. The stamp is read first: a write committed during the load makes
 * the value newer than its stamp, never older, and the next call loads
 * again. Calls that arrive during a load share it. At most `maxKeys` are
 * kept (all are forgotten past it, and kept again as asked). Not kept: a
 * failed load, and one made beside a write of this process, which may roll
 * back (on SQLite every query shares the connection of an open write
 * transaction); the calls already waiting for it still get it.
 */
export function keptByStampPerKey<T>(
  stamp: () => Promise<bigint>,
  maxKeys: number,
): KeptByStampPerKey<T> {
  let kept: { stamp: bigint; values: Map<string, Promise<T>>; settled: Map<string, T> } | undefined;
  const keptValue = async (key: string, load: () => Promise<T>) => {
    const current = await stamp();
    if (kept?.stamp !== current) kept = { stamp: current, values: new Map(), settled: new Map() };
    const { values, settled } = kept;
    const known = values.get(key);
    if (known) return known;
    if (values.size >= maxKeys) {
      values.clear();
      settled.clear();
    }
    const forget = () => {
      if (values.get(key) === value) values.delete(key);
    };
    const value: Promise<T> = quietRead(load).then(({ value: loaded, isQuiet }) => {
      if (!isQuiet) forget();
      else if (values.get(key) === value) settled.set(key, loaded);
      return loaded;
    });
    value.catch(forget);
    values.set(key, value);
    return value;
  };
  return Object.assign(keptValue, {
    settled: (key: string, at: bigint) => (kept?.stamp === at ? kept.settled.get(key) : undefined),
  });
}
