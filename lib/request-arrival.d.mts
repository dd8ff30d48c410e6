export function offerContentStampReader(read: () => Promise<bigint>): void;
export function arrive<T>(request: { method?: string; url?: string }, handle: () => T): T;
export function stampReadOnArrival(): Promise<bigint> | undefined;
