// Values each node keeps per key while a stamp of `data_stamps` holds:
// database triggers give the stamp a new value in every transaction that
// writes what a value is made of, whichever node or process writes, so one
// primary-key read of the stamp keeps every node exact. For what several
// requests share and is costly to make again: the settings and the term
// snapshot (one key, kept-by-stamp.ts), a list's total per filters.
import { quietRead } from './db';

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
): (key: string, load: () => Promise<T>) => Promise<T> {
  let kept: { stamp: bigint; values: Map<string, Promise<T>> } | undefined;
  return async (key, load) => {
    const current = await stamp();
    if (kept?.stamp !== current) kept = { stamp: current, values: new Map() };
    const { values } = kept;
    const known = values.get(key);
    if (known) return known;
    if (values.size >= maxKeys) values.clear();
    const forget = () => {
      if (values.get(key) === value) values.delete(key);
    };
    const value: Promise<T> = quietRead(load).then(({ value: loaded, isQuiet }) => {
      if (!isQuiet) forget();
      return loaded;
    });
    value.catch(forget);
    values.set(key, value);
    return value;
  };
}
