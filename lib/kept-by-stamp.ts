// A value each node keeps while a stamp of `data_stamps` holds: database
// triggers give the stamp a new value in every transaction that writes what
// the value is made of, whichever node or process writes, so one primary-key
// read of the stamp keeps every node exact (the settings, the term snapshot).
import { keptByStampPerKey } from './kept-by-stamp-per-key';

/**
 * `load()`'s value as of `stamp()`'s, loaded again when the stamp moves
 * (keptByStampPerKey with one key: calls during a load share it; a failed
 * load, or one made beside a write of this process, is not kept).
 */
export interface KeptByStamp<T> {
  (): Promise<T>;
  /** The value kept at `stamp`, once loaded (KeptByStampPerKey.settled). */
  settled(stamp: bigint): T | undefined;
}

export function keptByStamp<T>(
  stamp: () => Promise<bigint>,
  load: () => Promise<T>,
): KeptByStamp<T> {
  const kept = keptByStampPerKey<T>(stamp, 1);
  return Object.assign(() => kept('', load), {
    settled: (at: bigint) => kept.settled('', at),
  });
}
