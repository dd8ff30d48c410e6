export class BoundedMemo<K, V> {
  constructor(maxEntries: number);
  get(key: K, compute: () => V): V;
}
