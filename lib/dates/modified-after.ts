// `modified_after`, a filter of the five lists (docs/api.md §3.4): the items
// whose last change is strictly later than an instant, read as UTC. It takes
// the date forms of start_date (§0.6); a relative one (`-1 day`) moves with
// the clock, so a list that names one is not kept by the answer cache.
import { formatWallTime } from './format';
import { readsClock, zonedDateTime } from './param';
import { param } from '../params/declare';
import { dateTimeTextSchema } from '../params/schemas';

export const MODIFIED_AFTER = 'modified_after';

/** The declaration each list adds to its parameters (the catalogue documents it). */
export const modifiedAfter = (items: string) =>
  param(
    MODIFIED_AFTER,
    dateTimeTextSchema(MODIFIED_AFTER),
    `Only ${items} last modified strictly after this date and time, in UTC (Y-m-d H:i:s)`,
  );

export interface ModifiedAfter {
  /** The instant as stored `modified_utc` values are written: 'YYYY-MM-DD HH:MM:SS', UTC. */
  utc: string;
  /** True for a relative date: the same URL selects other items as time passes. */
  readsClock: boolean;
}

/** The given text as an instant; undefined when absent; invalid → 400 rest_invalid_param. */
export function modifiedAfterOf(text: string | undefined): ModifiedAfter | undefined {
  const instant = zonedDateTime(MODIFIED_AFTER, text, 'UTC');
  if (!instant || text === undefined) return undefined;
  return { utc: formatWallTime(instant), readsClock: readsClock(text) };
}

/** Whether an item last written at `modifiedUtc` passes the filter (null: never written since the column exists). */
export const isModifiedAfter = (modifiedUtc: string | null, filter: ModifiedAfter | undefined) =>
  !filter || (modifiedUtc !== null && modifiedUtc > filter.utc);
