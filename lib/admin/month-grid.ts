// The days a month calendar shows: whole weeks from the one holding the 1st
// to the one holding the last day, Monday first (ISO 8601, as in fr and es).
export type IsoDate = string;

const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** `2026-12` → weeks of `YYYY-MM-DD`, each seven days, Monday to Sunday. */
export function monthGrid(month: string): IsoDate[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const last = new Date(Date.UTC(year, monthNumber, 0));
  const start = new Date(first);
  start.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const weeks: IsoDate[][] = [];
  for (const day = new Date(start); day <= last || weeks.at(-1)?.length !== 7;) {
    if (weeks.length === 0 || weeks.at(-1)!.length === 7) weeks.push([]);
    weeks.at(-1)!.push(toIso(day));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return weeks;
}

/** The month after (+1) or before (-1) `YYYY-MM`. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return toIso(new Date(Date.UTC(year, monthNumber - 1 + by, 1))).slice(0, 7);
}

/** Every day from `start` to `end` (both `YYYY-MM-DD…`), for events that span several. */
export function daysBetween(start: string, end: string): IsoDate[] {
  const days: IsoDate[] = [];
  const last = end.slice(0, 10);
  for (const day = new Date(`${start.slice(0, 10)}T00:00:00Z`); toIso(day) <= last;) {
    days.push(toIso(day));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

export const isMonth = (text: string | null): text is string =>
  text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
