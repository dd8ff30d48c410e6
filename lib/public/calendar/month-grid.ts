// The weeks a month view shows (docs/public-pages.md "Views"): whole weeks
// from the one holding the 1st to the one holding the last day, starting on
// the day the page's language starts its weeks (Monday in French and Spanish,
// Sunday in American English), as the visitor's own calendar does.
import { Temporal } from '@js-temporal/polyfill';
import type { Language } from '../../i18n/languages';

/** ISO weekday a week starts on, 1 (Monday) to 7 (Sunday). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const FALLBACK_FIRST_DAY: Record<Language, Weekday> = { en: 7, fr: 1, es: 1 };

/** The language's first day of the week, from the CLDR data Intl carries. */
export function firstDayOfWeek(language: Language): Weekday {
  // `en` alone is American English in CLDR (Sunday); Node 20 names it weekInfo, later ones getWeekInfo().
  const locale = new Intl.Locale(language === 'en' ? 'en-US' : language) as Intl.Locale & {
    weekInfo?: { firstDay: Weekday };
    getWeekInfo?: () => { firstDay: Weekday };
  };
  return (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? FALLBACK_FIRST_DAY[language];
}

export interface MonthGrid {
  /** `YYYY-MM`. */
  month: string;
  /** Each week's seven dates, `YYYY-MM-DD`, days of the months around included. */
  weeks: string[][];
  first: string;
  last: string;
  previous: string;
  next: string;
}

/**
 * The years a view shows: four digits whatever a grid's edge or a neighbour
 * adds, as the list's date parameters read them. Outside, a view is a 404.
 */
export const isCalendarYear = (year: number) => year >= 1000 && year <= 9998;

/** Whether `YYYY-MM` is a month the views show: its address answers, not a 404. */
export const isCalendarMonth = (month: string) => isCalendarYear(Number(month.slice(0, 4)));

/** `YYYY-MM` → its grid; null for a month that does not exist (`2026-13`) or is out of range. */
export function monthGrid(month: string, firstDay: Weekday): MonthGrid | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match || !isCalendarYear(Number(match[1]))) return null;
  let start: Temporal.PlainYearMonth;
  try {
    start = Temporal.PlainYearMonth.from(
      { year: Number(match[1]), month: Number(match[2]) },
      {
        overflow: 'reject',
      },
    );
  } catch {
    return null;
  }
  const firstOfMonth = start.toPlainDate({ day: 1 });
  const lastOfMonth = start.toPlainDate({ day: start.daysInMonth });
  const back = (firstOfMonth.dayOfWeek - firstDay + 7) % 7;
  const forward = (firstDay + 6 - lastOfMonth.dayOfWeek + 7) % 7;
  const gridStart = firstOfMonth.subtract({ days: back });
  const days = firstOfMonth.until(lastOfMonth).days + 1 + back + forward;
  const weeks: string[][] = [];
  for (let day = 0; day < days; day += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => gridStart.add({ days: day + offset }).toString()),
    );
  }
  return {
    month: start.toString(),
    weeks,
    first: weeks[0]![0]!,
    last: weeks.at(-1)![6]!,
    previous: start.subtract({ months: 1 }).toString(),
    next: start.add({ months: 1 }).toString(),
  };
}
