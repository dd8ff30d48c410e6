// Answers remembered per key, for inputs that repeat but come from outside
// (request headers, base URLs, search patterns, zone-hours): at most
// `maxEntries` of them, all forgotten at once when full, so that inputs that
// never repeat cost one computation each and no memory that grows. A key
// longer than `maxKeyLength` is computed and not kept: an outside input can
// be padded to fill memory otherwise.
// Plain JavaScript: the production server (scripts/serve.mjs) loads it too.

export class BoundedMemo {
  #known = new Map();
  #maxEntries;
  #maxKeyLength;

  constructor(maxEntries, maxKeyLength = Infinity) {
    this.#maxEntries = maxEntries;
    this.#maxKeyLength = maxKeyLength;
  }

  /** The answer remembered for `key`, from `compute(key)` the first time (never undefined). */
  get(key, compute) {
    if (key.length > this.#maxKeyLength) return compute(key);
    let value = this.#known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (this.#known.size >= this.#maxEntries) this.#known.clear();
      this.#known.set(key, value);
    }
    return value;
  }
}
