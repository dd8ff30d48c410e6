// A value each node keeps while a stamp of `data_stamps` holds: database
// triggers give the stamp a new value in every transaction that writes what
// the value is made of, whichever node or process writes, so one primary-key
// read of the stamp keeps every node exact (the settings, the term snapshot).
import { quietRead } from './db';

/**
 * `load()`'s value as of `stamp()`'s, loaded again when the stamp moves. The
 * stamp is read first: a write committed during the load makes the value
 * newer than its stamp, never older, and the next call loads again. Calls
 * that arrive during a load share it. Not kept: a failed load, and one made
 * beside a write of this process, which may roll back (on SQLite every query
 * shares the connection of an open write transaction); the calls already
 * waiting for it still get it.
 */
export function keptByStamp<T>(
  stamp: () => Promise<bigint>,
  load: () => Promise<T>,
): () => Promise<T> {
  let kept: { stamp: bigint; value: Promise<T> } | undefined;
  const forget = (value: Promise<T>) => {
    if (kept?.value === value) kept = undefined;
  };
  return async () => {
    const current = await stamp();
    if (kept?.stamp !== current) {
      const value: Promise<T> = quietRead(load).then(({ value: loaded, isQuiet }) => {
        if (!isQuiet) forget(value);
        return loaded;
      });
      value.catch(() => forget(value));
      kept = { stamp: current, value };
    }
    return kept.value;
  };
}
