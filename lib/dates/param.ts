import type { Temporal } from '@js-temporal/polyfill';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../http/request-params';
import { parseDateTime } from './parse';
import { temporalZone } from './zones';

const invalid = (name: string) => invalidParams({ [name]: 'Invalid parameter.' });

/** A date of §0.6 given as text, read in `zone` (a stored zone); missing → undefined. */
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

/** A date-time parameter (§0.6) read in `zone`: only a string or a number can be one. */
export function dateTimeParam(
  name: string,
  value: ParamValue | undefined,
  zone: string,
): Temporal.ZonedDateTime | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(name);
  return zonedDateTime(name, String(value), zone);
}
