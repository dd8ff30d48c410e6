'use client';

import { useFormatter } from 'next-intl';
import { wallTimeAsDate } from '@/lib/dates/wall-time';
import type { EventJson } from './event-queries';

/**
 * How the admin says when an event takes place: its own wall times in the
 * interface language's format, with its zone's abbreviation (docs/admin.md).
 */
export function useEventWhen(): (event: EventJson) => string {
  const format = useFormatter();
  return (event) => {
    const options = event.all_day
      ? ({ dateStyle: 'medium', timeZone: 'UTC' } as const)
      : ({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const);
    const range = format.dateTimeRange(
      wallTimeAsDate(event.start_date),
      wallTimeAsDate(event.end_date),
      options,
    );
    return event.all_day ? range : `${range} ${event.timezone_abbr}`;
  };
}

/** When an item was last written, as the API gives it in the site's time zone (§1.1). */
export function useModifiedWhen(): (item: { modified?: string }) => string {
  const format = useFormatter();
  return (item) =>
    item.modified
      ? format.dateTime(wallTimeAsDate(item.modified), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        })
      : '';
}
