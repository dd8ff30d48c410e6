// An event's dates and time zone after a write (docs/api.md §4.2.2).
import { ParamErrors } from '../params/coerce';
import { invalidParams } from '../http/errors';
import { formatWallTime, hasFourDigitYear, utcToZone, zoneToUtc } from '../dates/format';
import { parseDateTime, plainWallTime } from '../dates/parse';
import { temporalZone, zoneAbbreviationAtUtc } from '../dates/zones';

export interface EventDates {
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
  timezone: string;
  timezoneAbbr: string;
  allDay: boolean;
}

interface DateInput {
  startDate?: string;
  endDate?: string;
  /** A stored zone, '' for the site zone, undefined when not sent. */
  timezone?: string;
  allDay?: boolean;
}

type StoredDates = Pick<EventDates, 'startLocal' | 'endLocal' | 'timezone' | 'allDay'>;

function readWallTime(name: string, text: string, zone: string): string {
  const plain = plainWallTime(text);
  // A wall time in a gap moves forward by the gap (§0.6 step 6), as zoneToUtc places it.
  if (plain !== undefined) return utcToZone(zoneToUtc(plain, zone), zone);
  const parsed = parseDateTime(text, temporalZone(zone));
  if (!parsed) throw invalidParams({ [name]: 'Invalid parameter.' });
  return formatWallTime(parsed);
}

/**
 * The zone is the one sent ('' → the site zone), else the stored one (update),
 * else the site zone; dates sent are read in it. An update keeps the wall
 * time of a date it does not send, and UTC values follow the zone.
 */
export function resolveEventDates(
  input: DateInput,
  stored: StoredDates | null,
  siteZone: string,
): EventDates {
  const timezone =
    input.timezone === '' ? siteZone : (input.timezone ?? stored?.timezone ?? siteZone);
  const errors = new ParamErrors();
  const sentStart = errors.check(() =>
    input.startDate === undefined
      ? undefined
      : readWallTime('start_date', input.startDate, timezone),
  );
  const sentEnd = errors.check(() =>
    input.endDate === undefined ? undefined : readWallTime('end_date', input.endDate, timezone),
  );
  errors.throwIfAny();
  let startLocal = sentStart ?? stored!.startLocal;
  let endLocal = sentEnd ?? stored!.endLocal;
  const allDay = input.allDay ?? stored?.allDay ?? false;
  if (allDay) {
    startLocal = `${startLocal.slice(0, 10)} 00:00:00`;
    endLocal = `${endLocal.slice(0, 10)} 23:59:59`;
  }
  if (endLocal < startLocal) endLocal = allDay ? `${startLocal.slice(0, 10)} 23:59:59` : startLocal;
  const startUtc = zoneToUtc(startLocal, timezone);
  const endUtc = zoneToUtc(endLocal, timezone);
  // A kept wall time in a new zone, or an all-day end, can cross into year 10000 in UTC.
  if (!hasFourDigitYear(startUtc)) throw invalidParams({ start_date: 'Invalid parameter.' });
  if (!hasFourDigitYear(endUtc)) throw invalidParams({ end_date: 'Invalid parameter.' });
  return {
    startLocal,
    endLocal,
    startUtc,
    endUtc,
    timezone,
    // At the start's instant, as zoneToUtc places it (the same as Temporal's, format.test.ts).
    timezoneAbbr: zoneAbbreviationAtUtc(startUtc, timezone),
    allDay,
  };
}
