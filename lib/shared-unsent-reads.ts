// Concurrent reads of one stamp share a query that has not left yet
// (docs/architecture.md, "Answer cache"). A cached answer is exact because
// the stamp it compares was read after the request arrived; a read still
// waiting for a connection when a request arrives will be answered by the
// database after that arrival, so the request may take its answer instead of
// sending a query of its own. Under load, a node then sends one stamp query
// per free connection rather than one per request, and the database's load
// from cached reads stops growing with their number.

/**
 * Reads stamp `name`, calling `sent` as its query leaves (or as it fails
 * before that); from then on a new request needs a read of its own.
 */
export type SendingRead = (name: string, sent: () => void) => Promise<bigint>;

/** `read`, where reads asked for while one for the same name has not been sent share that one. */
export function sharingUnsentReads(read: SendingRead): (name: string) => Promise<bigint> {
  const unsent = new Map<string, Promise<bigint>>();
  return (name) => {
    const waiting = unsent.get(name);
    if (waiting) return waiting;
    // `sent` may be called before `read` returns (a query that leaves at once).
    const thisRead: { answer?: Promise<bigint>; left: boolean } = { left: false };
    const leave = () => {
      thisRead.left = true;
      if (thisRead.answer && unsent.get(name) === thisRead.answer) unsent.delete(name);
    };
    const answer = read(name, leave);
    thisRead.answer = answer;
    if (!thisRead.left) unsent.set(name, answer);
    // However it ends, it is shared no longer.
    answer.then(leave, leave);
    return answer;
  };
}
