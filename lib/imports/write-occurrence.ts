// Which occurrence a changed VEVENT (RECURRENCE-ID) stands for (docs/import.md
// "Changed occurrences"): its series is the event its UID became, and the
// occurrence is the one the rule started at the RECURRENCE-ID, which is the
// occurrence's `occurrenceStart` however it was moved since.
import { utcToZone, zoneToUtc } from '../dates/format';
import { db } from '../db';
import { findEvent } from '../events/read-lookup';
import { getSettings } from '../settings/settings';
import type { ImportedOccurrence } from './ical-event';
import { ItemRefused } from './refusal';

const notFound = (reason: string) => new ItemRefused('import-occurrence-not-found', reason);

/** The occurrence's event; throws ItemRefused when its series or that occurrence is not on the site. */
export async function findChangedOccurrence(
  source: string,
  uid: string,
  occurrence: ImportedOccurrence,
) {
  const series = await db.importedItem.findUnique({ where: { source_uid: { source, uid } } });
  const first = series && (await findEvent(series.eventId));
  if (!first || first.seriesId === null)
    throw notFound('The repeating event this RECURRENCE-ID changes was not imported as a series.');
  const row = await db.series.findUnique({ where: { id: first.seriesId } });
  const siteZone = (await getSettings()).timezone;
  const zone = row?.timezone || siteZone;
  const { wall, zone: from } = occurrence.start;
  // A date names the occurrence of that day (an all-day series); a time, that instant in the series' zone.
  const start =
    from === null
      ? { startsWith: wall.slice(0, 10) }
      : from === zone
        ? wall
        : utcToZone(zoneToUtc(wall, from || siteZone), zone);
  const found = await db.event.findFirst({
    where: { seriesId: first.seriesId, occurrenceStart: start },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const event = found && (await findEvent(found.id));
  if (!event)
    throw notFound('The series has no occurrence at this RECURRENCE-ID (left out by its rule?).');
  return event;
}
