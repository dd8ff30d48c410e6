// Work that falls due with time rather than with a request (lib/route/due-work.ts,
// and the webhook dispatcher's purge in its own loop): each kind has a clock in
// the process, and the first caller after it is due claims the work, so a
// process does it at most once per interval however many requests arrive.

export class DueClock {
  #nextAt = 0;

  constructor(private readonly intervalMs: number) {}

  /** Whether the work is due: a read of the clock, for a request that would skip it. */
  isDue(): boolean {
    return Date.now() >= this.#nextAt;
  }

  /** True for the one caller that takes the work now; it is due again an interval later. */
  claim(): boolean {
    const now = Date.now();
    if (now < this.#nextAt) return false;
    this.#nextAt = now + this.intervalMs;
    return true;
  }

  /** Due again at once: the work left some over for the next request. */
  dueAgain(): void {
    this.#nextAt = 0;
  }
}
