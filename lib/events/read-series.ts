// A series as the calendar feeds need it (docs/recurrence.md): its lines and
// zone, and every occurrence it has made, with the rule date each stands for.
import { db } from '../db';

export interface StoredOccurrence {
  id: number;
  /** The wall-clock start the rule gave it, in the series' zone. */
  occurrenceStart: string;
  /** Whether it was changed on its own (it then differs from the series). */
  changedAlone: boolean;
}

export interface StoredSeries {
  id: number;
  lines: string[];
  /** The first occurrence's wall times, from which the rule counts. */
  startLocal: string;
  endLocal: string;
  timezone: string;
  occurrences: StoredOccurrence[];
}

/** The series of these ids, with all their occurrences, in two queries. */
export async function readStoredSeries(ids: number[]): Promise<Map<number, StoredSeries>> {
  if (ids.length === 0) return new Map();
  const [series, rows] = await Promise.all([
    db.series.findMany({ where: { id: { in: ids } } }),
    db.event.findMany({
      where: { seriesId: { in: ids } },
      select: { id: true, seriesId: true, occurrenceStart: true, ownColumns: true },
    }),
  ]);
  const found = new Map<number, StoredSeries>(
    series.map((row) => [
      row.id,
      {
        id: row.id,
        lines: JSON.parse(row.lines),
        startLocal: row.startLocal,
        endLocal: row.endLocal,
        timezone: row.timezone,
        occurrences: [],
      },
    ]),
  );
  for (const row of rows) {
    if (row.occurrenceStart === null) continue;
    found.get(row.seriesId!)?.occurrences.push({
      id: row.id,
      occurrenceStart: row.occurrenceStart,
      changedAlone: row.ownColumns !== '[]',
    });
  }
  return found;
}
