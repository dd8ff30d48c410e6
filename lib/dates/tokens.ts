import { Temporal } from '@js-temporal/polyfill';

// The closed date-time input grammar of docs/api.md §0.6, as tokens; parse.ts evaluates them.

export type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'fortnight' | 'month' | 'year';
export type DayKeyword = 'now' | 'today' | 'tomorrow' | 'yesterday' | 'midnight' | 'noon';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
  nanosecond: number;
}

export type Token =
  | { kind: 'timestamp'; seconds: bigint }
  | { kind: 'date'; date: CalendarDate }
  | { kind: 'day'; keyword: DayKeyword }
  | { kind: 'weekday'; weekday: number; mode: 'this' | 'next' | 'last' }
  | { kind: 'offset'; amount: number; unit: Unit }
  | { kind: 'time'; time: TimeOfDay }
  | { kind: 'zone'; zone: string };

interface Rule {
  pattern: RegExp;
  build: (groups: string[]) => Token[] | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const MONTH_NAME =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAY_NAME =
  'mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?';
const UNIT_NAME = 'second|sec|minute|min|hour|day|week|fortnight|month|year';
const ISO_TIME = '(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d+))?)?';
const ISO_ZONE = 'z|[+-]\\d{2}(?::?\\d{2})?';

/** Every rule, most specific first; each must end at a space or at the end of the input. */
const RULES: Rule[] = [
  rule(`(\\d{4})-(\\d{1,2})-(\\d{1,2})(?:[t ]${ISO_TIME}(${ISO_ZONE})?)?`, buildIsoDateTime),
  rule('(\\d{4})/(\\d{1,2})/(\\d{1,2})', ([y, m, d]) => buildDate(y, m, d)),
  rule('(\\d{1,2})/(\\d{1,2})/(\\d{4})', ([m, d, y]) => buildDate(y, m, d)),
  rule('(\\d{1,2})([-.])(\\d{1,2})\\2(\\d{4})', ([d, , m, y]) => buildDate(y, m, d)),
  rule(`(${MONTH_NAME})\\s+(\\d{1,2}),?\\s+(\\d{4})`, ([m, d, y]) => buildDate(y, monthOf(m), d)),
  rule(`(\\d{1,2})\\s+(${MONTH_NAME})\\s+(\\d{4})`, ([d, m, y]) => buildDate(y, monthOf(m), d)),
  rule('(now|today|tomorrow|yesterday|midnight|noon)', ([k]) => [
    { kind: 'day', keyword: k as DayKeyword },
  ]),
  rule(`(?:(this|next|last)\\s+)?(${WEEKDAY_NAME})`, buildWeekday),
  rule(`([+-]?)(\\d+)\\s+(${UNIT_NAME})s?(\\s+ago)?`, buildOffset),
  rule(`(next|last)\\s+(${UNIT_NAME})`, ([which, unit]) => [
    { kind: 'offset', amount: which === 'next' ? 1 : -1, unit: unitOf(unit) },
  ]),
  rule('(\\d{1,2}):(\\d{2})(?::(\\d{2}))?', ([h, m, s]) => buildTime(h, m, s)),
  rule('(\\d{1,2})(?::(\\d{2})(?::(\\d{2}))?)?\\s*(am|pm)', buildMeridiemTime),
  rule('(z|utc|gmt|[+-]\\d{2}:?\\d{2})', ([zone]) => buildZone(zone)),
];

/** The input's tokens, or null when it is outside the grammar. */
export function tokenize(input: string): Token[] | null {
  const text = input.trim().toLowerCase();
  if (/^-?\d+$/.test(text)) return [{ kind: 'timestamp', seconds: BigInt(text) }];
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const next = matchAt(text, at);
    if (!next) return null;
    tokens.push(...next.tokens);
    at = text.length - text.slice(next.end).trimStart().length;
  }
  return tokens.length > 0 ? tokens : null;
}

// A rule that matches but builds nothing (`2018-13-01`, `13pm`) lets the later rules try.
function matchAt(text: string, at: number): { tokens: Token[]; end: number } | null {
  for (const { pattern, build } of RULES) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    const tokens = match && build(match.slice(1).map((group) => group ?? ''));
    if (match && tokens) return { tokens, end: at + match[0].length };
  }
  return null;
}

function rule(source: string, build: Rule['build']): Rule {
  return { pattern: new RegExp(`(?:${source})(?=\\s|$)`, 'y'), build };
}

function buildIsoDateTime([y, mo, d, h, mi, s, fraction, zone]: string[]): Token[] | null {
  const tokens = buildDate(y, mo, d);
  if (!tokens || !h) return tokens;
  const time = buildTime(h, mi, s, fraction);
  if (!time) return null;
  if (!zone) return [...tokens, ...time];
  const written = buildZone(zone);
  return written && [...tokens, ...time, ...written];
}

function buildDate(y = '', m: string | number = '', d = ''): Token[] | null {
  const date = { year: Number(y), month: Number(m), day: Number(d) };
  const isValid = date.month >= 1 && date.month <= 12 && date.day >= 1;
  return isValid && date.day <= daysInMonth(date.year, date.month)
    ? [{ kind: 'date', date }]
    : null;
}

function daysInMonth(year: number, month: number): number {
  return Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
}

function buildWeekday([mode, name]: string[]): Token[] {
  const weekday = WEEKDAYS.indexOf(name!.slice(0, 3)) + 1;
  return [{ kind: 'weekday', weekday, mode: (mode || 'this') as 'this' | 'next' | 'last' }];
}

// `ago` negates only an unsigned count: `+2 days ago` is outside the grammar.
function buildOffset([sign, count, unit, ago]: string[]): Token[] | null {
  if (sign && ago) return null;
  const amount = Number(count) * (sign === '-' || ago ? -1 : 1);
  if (!Number.isSafeInteger(amount)) return null;
  return [{ kind: 'offset', amount, unit: unitOf(unit) }];
}

function buildTime(h = '', m = '', s = '', fraction = ''): Token[] | null {
  const nanosecond = Number(fraction.padEnd(9, '0').slice(0, 9));
  const time = { hour: Number(h), minute: Number(m), second: Number(s), nanosecond };
  const isValid = time.hour <= 23 && time.minute <= 59 && time.second <= 59;
  return isValid ? [{ kind: 'time', time }] : null;
}

// 12am is midnight and 12pm is noon.
function buildMeridiemTime([h, m, s, meridiem]: string[]): Token[] | null {
  const hour = Number(h);
  if (hour < 1 || hour > 12) return null;
  return buildTime(String((hour % 12) + (meridiem === 'pm' ? 12 : 0)), m, s);
}

function buildZone(written = ''): Token[] | null {
  if (['z', 'utc', 'gmt'].includes(written)) return [{ kind: 'zone', zone: 'UTC' }];
  const [, sign, hours, minutes = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(written) ?? [];
  if (!sign || Number(hours) > 23 || Number(minutes) > 59) return null;
  return [{ kind: 'zone', zone: `${sign}${hours}:${minutes}` }];
}

function monthOf(name = ''): number {
  return MONTHS.indexOf(name.slice(0, 3)) + 1;
}

function unitOf(name = ''): Unit {
  if (name === 'sec') return 'second';
  if (name === 'min') return 'minute';
  return name as Unit;
}
