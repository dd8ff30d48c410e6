// Values each node keeps per key while a stamp of `data_stamps` holds, as
// keptByStamp keeps one (kept-by-stamp.ts): what several addresses share and
// is costly to make again, such as the total of a list's filters, which its
// pages, languages and page sizes all answer.
import { quietRead } from './db';

/**
 * `load()`'s value for `key` as of `stamp()`'s, made again once the stamp
 * moves; at most `maxKeys` are kept (all are forgotten past it, and kept
 * again as asked). Not kept: a failed load, and one made beside a write of
 * this process.
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
