// The API gives wall times (`2026-12-05 19:30:00`) in the event's time zone
// with its abbreviation. The admin and the public pages show that wall time as
// written, in the reader's language: read as UTC and formatted in UTC, it keeps
// its digits.
export function wallTimeAsDate(wall: string): Date {
  return new Date(`${wall.replace(' ', 'T')}Z`);
}

/** The date `days` after a wall time's date (before it when negative), `YYYY-MM-DD`. */
export function addDays(wall: string, days: number): string {
  const date = new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The date after a wall time's date: the exclusive end of an all-day event (RFC 5545 §3.6.1). */
export const dayAfter = (wall: string): string => addDays(wall, 1);
