// How long a browser session lives. A session slides forward while it is used
// and ends after two idle weeks, but never lives past 30 days from sign-in, so
// a stolen cookie stops working even if it is kept busy.
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const SESSION_IDLE_MS = 14 * DAY_MS;
export const SESSION_MAX_MS = 30 * DAY_MS;
// Sliding the expiry is a write: once an hour at most, not on every request.
const REFRESH_AFTER_MS = HOUR_MS;

/** The cookie's Max-Age: the longest the session could be valid; the database decides the rest. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = SESSION_MAX_MS / 1000;

export function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS));
}

export function needsRefresh(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= REFRESH_AFTER_MS;
}
