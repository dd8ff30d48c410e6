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

const QUOTED_MAX = 100;

/** A cell's text as a refusal's reason quotes it: at most about 100 characters, so a huge cell is no huge report. */
export const quoteCell = (text: string) =>
  text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text;
