// The repeat control's values said in plain words, in the interface
// language: "Every Tuesday and Thursday until March 1, 2027". The sentence
// is an ICU message of `AdminRepeat.summary` (plural and select), the
// weekday names, lists and dates come from Intl.
import { parseDate } from '@internationalized/date';
import { WEEKDAYS, type RepeatValues, type Weekday } from './repeat-rule';

type Values = Record<string, string | number>;

/** `AdminRepeat`'s translate function, from useTranslations or createTranslator. */
export interface RepeatTranslator {
  (key: `summary.${keyof SummaryMessages}` | 'ordinalName', values?: Values): string;
}
interface SummaryMessages {
  daily: string;
  weekly: string;
  monthly: string;
  onDay: string;
  onWeekday: string;
  yearly: string;
  ends: string;
  weekdayPlural: string;
}

// 1 January 2024 was a Monday: the days from it are the week in WEEKDAYS' order.
const dayOfWeek = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/** A weekday's name in `locale`: `long` ("Tuesday", "mardi") or `short` ("Tue", "mar."). */
export function weekdayName(day: Weekday, locale: string, width: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    dayOfWeek(day),
  );
}

function formatDate(date: string, locale: string): string {
  const day = parseDate(date);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(day.year, day.month - 1, day.day)),
  );
}

function ruleSentence(values: RepeatValues, t: RepeatTranslator, locale: string): string {
  const interval = Number(values.interval) || 1;
  const list = (names: string[]) =>
    new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
  switch (values.frequency) {
    case 'daily':
      return t('summary.daily', { interval });
    case 'weekly': {
      const days = WEEKDAYS.filter((day) => values.weekdays.includes(day));
      return t('summary.weekly', {
        interval,
        days: list(days.map((day) => weekdayName(day, locale, 'long'))),
        // "Tous les mardis": French and Spanish say every Tuesday in the plural.
        everyDays: list(days.map((day) => t('summary.weekdayPlural', { day }))),
      });
    }
    case 'monthly': {
      const on =
        values.monthlyBy === 'day'
          ? t('summary.onDay', { day: Number(values.monthDay) })
          : t('summary.onWeekday', {
              ordinal: t('ordinalName', { ordinal: values.ordinal }),
              weekday: weekdayName(values.ordinalWeekday, locale, 'long'),
            });
      return t('summary.monthly', { interval, on });
    }
    default:
      return t('summary.yearly', { interval });
  }
}

/**
 * The summary of a rule the control shows (not `none` or `custom`, which
 * say themselves), with how it ends.
 */
export function repeatSummary(values: RepeatValues, t: RepeatTranslator, locale: string): string {
  const rule = ruleSentence(values, t, locale);
  const hasUntil = values.ends === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(values.until);
  const hasCount = values.ends === 'count' && Number(values.count) > 0;
  return t('summary.ends', {
    rule,
    end: hasUntil ? 'until' : hasCount ? 'count' : 'never',
    date: hasUntil ? formatDate(values.until, locale) : '',
    count: Number(values.count) || 0,
  });
}
