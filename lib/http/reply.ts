// What a handler answers: the body and what the route layer turns into the
// status, headers and caching of the response (docs/architecture.md).
export interface Reply {
  status?: number;
  body: unknown;
  /** A body that is no JSON (a CSV file): the text in `body`, sent as is with this type. */
  contentType?: string;
  headers?: Record<string, string>;
  /** Cheap validator for single items (§10.9), the item's modified_utc. */
  lastModified?: string;
  /**
   * For an anonymous read: until when (epoch ms) the same request gets the
   * same answer as long as nothing is written (Infinity: until a write).
   * Absent: the answer may change with the clock at any time, and is not kept.
   */
  reusableUntil?: number;
}
