// The API gives wall times (`2026-12-05 19:30:00`) in the event's time zone
// with its abbreviation. The admin and the public pages show that wall time as
// written, in the reader's language: read as UTC and formatted in UTC, it keeps
// its digits.
export function wallTimeAsDate(wall: string): Date {
  return new Date(`${wall.replace(' ', 'T')}Z`);
}
