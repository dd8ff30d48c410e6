import type { Temporal } from '@js-temporal/polyfill';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../params/request-params';
import { parseDateTime, plainWallTime } from './parse';
import { temporalZone } from './zones';

// §0.6 inputs that name an instant whatever the time: a date with an optional
// wall time, or a Unix timestamp.
const ABSOLUTE_DATE = /^(\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?|-?\d+)$/;

/** A given date that `now`, `tomorrow` or `+1 week` would make move with the clock. */
export const readsClock = (text: string | undefined) =>
  text !== undefined && !ABSOLUTE_DATE.test(text.trim());

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

/** A date (docs/api.md §0.6) given as text, read in `zone` (a stored zone); missing → undefined. */
export function zonedDateTime(
  name: string,
  text: string | undefined,
  zone: string,
): Temporal.ZonedDateTime | undefined {
  if (text === undefined) return undefined;
  const parsed = parseDateTime(text, temporalZone(zone));
  if (!parsed) throw invalid(name);
  return parsed;
}

/**
 * A date-time parameter (§0.6) as sent: a string or a number that the grammar
 * reads. Whether text parses does not depend on the zone, what it means does:
 * the write reads it later, in the zone it knows (zonedDateTime).
 */
export function dateTimeTextParam(name: string, value: ParamValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(name);
  const text = String(value);
  if (plainWallTime(text) === undefined) zonedDateTime(name, text, 'UTC');
  return text;
}
