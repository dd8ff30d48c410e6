// Fixed windows aligned to the epoch: every app node computes the same window
// for the same instant, so their counters in one database add up (docs/api.md §10.6).

export interface RateWindow {
  /** Unix seconds at which the window opened; the key of its counters. */
  start: number;
  seconds: number;
}

export function currentWindow(seconds: number, nowMs = Date.now()): RateWindow {
  const nowSeconds = Math.floor(nowMs / 1000);
  return { start: nowSeconds - (nowSeconds % seconds), seconds };
}

/** Retry-After: whole seconds until the window closes, at least 1. */
export function secondsLeft(window: RateWindow, nowMs = Date.now()): number {
  return Math.max(1, Math.ceil(window.start + window.seconds - nowMs / 1000));
}
