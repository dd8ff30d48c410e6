// Answers remembered per key, for inputs that repeat but come from outside
// (request headers, base URLs, search patterns, zone-hours): at most
// `maxEntries` of them, all forgotten at once when full, so that inputs that
// never repeat cost one computation each and no memory that grows.
// Plain JavaScript: the production server (scripts/serve.mjs) loads it too.

export class BoundedMemo {
  #known = new Map();
  #maxEntries;

  constructor(maxEntries) {
    this.#maxEntries = maxEntries;
  }

  /** The answer remembered for `key`, from `compute()` the first time (never undefined). */
  get(key, compute) {
    let value = this.#known.get(key);
    if (value === undefined) {
      value = compute();
      if (this.#known.size >= this.#maxEntries) this.#known.clear();
      this.#known.set(key, value);
    }
    return value;
  }
}
