// Evaluation of date-time input (docs/api.md §0.6, steps 1-6); the grammar lives in tokens.ts.
import { Temporal } from '@js-temporal/polyfill';
import { tokenize, type DayKeyword, type TimeOfDay, type Token, type Unit } from './tokens';

type TokenOf<K extends Token['kind']> = Extract<Token, { kind: K }>;
type Wall = Temporal.PlainDateTime;

const MIDNIGHT = new Temporal.PlainTime();
const NOON = new Temporal.PlainTime(12);
const DAYS_PER_UNIT: Partial<Record<Unit, number>> = { day: 1, week: 7, fortnight: 14 };
const MONTHS_PER_UNIT: Partial<Record<Unit, number>> = { month: 1, year: 12 };

/**
 * Parses `input` per §0.6 in reference zone `zone` (an IANA id or a fixed offset like '+02:00' /
 * 'UTC'). Returns null when the input is outside the closed grammar.
 */
export function parseDateTime(
  input: string,
  zone: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): Temporal.ZonedDateTime | null {
  // Outside the try: an unknown reference zone is the caller's bug, not invalid input.
  const reference = now.toZonedDateTimeISO(zone);
  const tokens = tokenize(input);
  if (!tokens || !hasAllowedCounts(tokens)) return null;
  try {
    const result = evaluate(tokens, reference);
    return hasFourDigitYears(result) ? result : null;
  } catch (error) {
    // Temporal's range limits (`+999999999 years`, a huge timestamp) make the input invalid.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

// Dates are written and compared as `YYYY-MM-DD HH:MM:SS` text (§0.6), which
// orders them only while the year has four digits, in R and in UTC alike.
const [FIRST_MS, AFTER_LAST_MS] = [
  Date.parse('0000-01-01T00:00:00Z'),
  Date.parse('+010000-01-01T00:00:00Z'),
];
const hasFourDigitYears = (zoned: Temporal.ZonedDateTime) =>
  zoned.year >= 0 &&
  zoned.year <= 9999 &&
  zoned.epochMilliseconds >= FIRST_MS &&
  zoned.epochMilliseconds < AFTER_LAST_MS;

// §0.6: at most one date or day keyword, weekday, time of day and zone; offsets unlimited.
function hasAllowedCounts(tokens: Token[]): boolean {
  const count = (...kinds: Token['kind'][]) => tokens.filter((t) => kinds.includes(t.kind)).length;
  return (
    count('date', 'day') <= 1 && count('weekday') <= 1 && count('time') <= 1 && count('zone') <= 1
  );
}

// With a written zone the input is read in that zone (decided), then seen in R (step 5).
// The time of day is set before the offsets (steps 4 and 3 swapped): the result is the same
// except that `15:00 +1 hour` gives 16:00, as in PHP, instead of dropping the hour.
function evaluate(tokens: Token[], reference: Temporal.ZonedDateTime): Temporal.ZonedDateTime {
  const stamp = findToken(tokens, 'timestamp');
  if (stamp) {
    const instant = Temporal.Instant.fromEpochNanoseconds(stamp.seconds * 1_000_000_000n);
    return instant.toZonedDateTimeISO(reference.timeZoneId);
  }
  const written = findToken(tokens, 'zone');
  let result = written ? reference.withTimeZone(written.zone) : reference;
  const date = findToken(tokens, 'date');
  const day = findToken(tokens, 'day');
  const weekday = findToken(tokens, 'weekday');
  const time = findToken(tokens, 'time');
  if (date) result = setWall(result, () => Temporal.PlainDate.from(date.date).toPlainDateTime());
  if (day) result = setWall(result, (wall) => applyDayKeyword(wall, day.keyword));
  if (weekday) result = setWall(result, (wall) => moveToWeekday(wall, weekday));
  if (time) result = setWall(result, (wall) => wall.withPlainTime(toPlainTime(time.time)));
  for (const offset of tokens.filter((t) => t.kind === 'offset')) {
    result = addOffset(result, offset.amount, offset.unit);
  }
  return result.withTimeZone(reference.timeZoneId);
}

function findToken<K extends Token['kind']>(tokens: Token[], kind: K): TokenOf<K> | undefined {
  return tokens.find((token): token is TokenOf<K> => token.kind === kind);
}

// Step 6: a wall time in a gap moves forward by the gap, an ambiguous one takes the earlier instant.
function setWall(zoned: Temporal.ZonedDateTime, change: (wall: Wall) => Wall) {
  const wall = change(zoned.toPlainDateTime());
  return wall.toZonedDateTime(zoned.timeZoneId, { disambiguation: 'compatible' });
}

function applyDayKeyword(wall: Wall, keyword: DayKeyword): Wall {
  const today = wall.toPlainDate();
  if (keyword === 'now') return wall;
  if (keyword === 'noon') return today.toPlainDateTime(NOON);
  const days = keyword === 'tomorrow' ? 1 : keyword === 'yesterday' ? -1 : 0;
  return today.add({ days }).toPlainDateTime(MIDNIGHT);
}

// Bare and `this` include today; `next` and `last` never do (step 2).
function moveToWeekday(wall: Wall, { weekday, mode }: TokenOf<'weekday'>): Wall {
  const ahead = (weekday - wall.dayOfWeek + 7) % 7;
  const behind = (wall.dayOfWeek - weekday + 7) % 7;
  const days = mode === 'this' ? ahead : mode === 'next' ? ahead || 7 : -(behind || 7);
  return wall.toPlainDate().add({ days }).toPlainDateTime(MIDNIGHT);
}

// Hours, minutes and seconds are elapsed time, as in PHP 8.1+; longer units move the wall clock.
function addOffset(zoned: Temporal.ZonedDateTime, amount: number, unit: Unit) {
  const days = DAYS_PER_UNIT[unit];
  const months = MONTHS_PER_UNIT[unit];
  if (days) return setWall(zoned, (wall) => wall.add({ days: amount * days }));
  if (months) return setWall(zoned, (wall) => addMonthsWithOverflow(wall, amount * months));
  return zoned.add({ [`${unit}s`]: amount });
}

// PHP keeps the day number and lets it overflow: 31 January + 1 month = 3 March (step 3).
function addMonthsWithOverflow(wall: Wall, months: number): Wall {
  return wall
    .with({ day: 1 })
    .add({ months })
    .add({ days: wall.day - 1 });
}

function toPlainTime({ hour, minute, second, nanosecond }: TimeOfDay): Temporal.PlainTime {
  return new Temporal.PlainTime(
    hour,
    minute,
    second,
    Math.floor(nanosecond / 1e6),
    Math.floor(nanosecond / 1e3) % 1000,
    nanosecond % 1000,
  );
}

// `YYYY-MM-DD`, with `HH:MM` or `HH:MM:SS` after a space or `T`: the form
// nearly every write sends. Years from 1900, where every zone has left its
// local mean time, to 9998, whose instants stay within four-digit years.
const PLAIN_WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ t](\d{2}):(\d{2})(?::(\d{2}))?)?$/i;
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * The wall time (`YYYY-MM-DD HH:MM:SS`) a plain date-time names, before any
 * zone applies, or undefined for any other text (parseDateTime reads those).
 * Temporal's polyfill took about a millisecond for each date a write sent,
 * read twice (validated, then placed): most of an event create's own work.
 */
export function plainWallTime(text: string): string | undefined {
  const match = PLAIN_WALL.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const isValid =
    year >= 1900 &&
    year <= 9998 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(s) <= 59;
  return isValid ? `${y}-${mo}-${d} ${h}:${mi}:${s}` : undefined;
}
