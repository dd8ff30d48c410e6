// Which live venue or organizer an imported item's name stands for
// (docs/import.md "What maps to what"): names are matched ignoring case, so
// "main hall" in a file links the site's "Main Hall" instead of making a
// second one, as the API's own duplicate rule does (lib/linked-posts/write.ts).
import { containsIgnoringCase, db } from '../db';

/** Equal ignoring case, for every script toLowerCase knows (É and é, Σ and σ). */
const folded = (name: string) => name.normalize('NFC').toLowerCase();

const LIVE = { status: { not: 'trash' } };

/**
 * The id of the oldest live item of each name, keyed by the folded name. The
 * database narrows by substring, ignoring case on both databases; the exact
 * comparison is made here, the same on SQLite and PostgreSQL.
 */
export async function liveIdsByName(
  kind: 'venue' | 'organizer',
  names: string[],
): Promise<Map<string, number>> {
  const query = {
    where: { OR: names.map((name) => ({ name: containsIgnoringCase(name) })), ...LIVE },
    select: { id: true, name: true },
    // Newest first, so the map keeps the oldest live one of each name.
    orderBy: { id: 'desc' as const },
  };
  const rows =
    kind === 'venue' ? await db.venue.findMany(query) : await db.organizer.findMany(query);
  const wanted = new Set(names.map(folded));
  const ids = new Map<string, number>();
  for (const { id, name } of rows) if (wanted.has(folded(name))) ids.set(folded(name), id);
  return ids;
}

/** The id `liveIdsByName` found for `name`, if any. */
export const idOfName = (ids: Map<string, number>, name: string) => ids.get(folded(name));
