export class BoundedMemo<V> {
  constructor(maxEntries: number, maxKeyLength?: number);
  get(key: string, compute: (key: string) => V): V;
}
