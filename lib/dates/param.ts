import type { Temporal } from '@js-temporal/polyfill';
import { invalidParams } from '../http/errors';
import type { ParamValue } from '../http/request-params';
import { parseDateTime } from './parse';
import { temporalZone } from './zones';

/** A date-time parameter (§0.6) read in `zone` (a stored zone); missing → undefined. */
export function dateTimeParam(
  name: string,
  value: ParamValue | undefined,
  zone: string,
): Temporal.ZonedDateTime | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed =
    typeof value === 'string' || typeof value === 'number'
      ? parseDateTime(String(value), temporalZone(zone))
      : null;
  if (!parsed) throw invalidParams({ [name]: 'Invalid parameter.' });
  return parsed;
}
