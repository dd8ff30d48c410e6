// An item of an imported file that was not stored, with why (docs/import.md).

export interface Refusal {
  /** The item's UID, or null when it has none. */
  uid: string | null;
  /** 1-based line of the item in the file. */
  line: number;
  /** Stable: an `import-…` code of docs/import.md, or the API's error code. */
  code: string;
  reason: string;
}

/** Thrown while mapping an item: the item is refused and the import goes on. */
export class ItemRefused extends Error {
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}
