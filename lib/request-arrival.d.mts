type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** What one request's code and the server share (lib/request-arrival.mjs). */
export interface ArrivalStore {
  contentStamp?: Promise<bigint>;
  /** Set by the front door on a GET it could replay later: the route offers its kept answer here. */
  replayWanted?: boolean;
  replay?: OfferedReplay;
  /** The front door's count of this read against its client's limit, when it made one. */
  admission?: Admission;
}

/** A kept answer's body, the stamp it holds at and until when; `limited`: counted against the read limit. */
export interface OfferedReplay {
  body: Uint8Array;
  stamp: bigint;
  reusableUntil: number;
  limited: boolean;
}

export interface AppWork {
  /**
   * What a route does before answering, for a request whose content stamp
   * read `stamp`: the due work (publishing, series, purges), then, given the
   * client's X-Forwarded-For, counting the read against its limit (null: a
   * page, not counted). The admission itself when nothing needs waiting for.
   */
  beforeReplay(forwardedFor: string | null, stamp: bigint): Admission | Promise<Admission>;
}

export function offerContentStampReader(read: () => Promise<bigint>): void;
export function offerStampForgetting(forget: () => void): void;
export function asksForAnotherMethod(request: {
  headers: Record<string, string | string[] | undefined>;
  url?: string;
}): boolean;
export function forgetStampsWhenAnswered(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
): void;
export function arrive<T>(
  request: { method?: string; url?: string },
  handle: () => T,
  store?: ArrivalStore,
): T;
export function readStampOnce(store: ArrivalStore): Promise<bigint> | undefined;
export function stampReadOnArrival(): Promise<bigint> | undefined;
export function arrivalStore(): ArrivalStore | undefined;
export function offerAppWork(work: AppWork): void;
export function appWork(): AppWork | undefined;
