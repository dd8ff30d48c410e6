// Which live venue or organizer an imported item's name stands for
// (docs/import.md "What maps to what"): names are matched ignoring case, so
// "main hall" in a file links the site's "Main Hall" instead of making a
// second one, as the API's own duplicate rule does (lib/linked-posts/write.ts).
import { containsIgnoringCase, db } from '../db';

/** Equal ignoring case, for every script toLowerCase knows (É and é, Σ and σ), and composition. */
const folded = (name: string) => name.normalize('NFC').toLowerCase();

const LIVE = { status: { not: 'trash' } };

/**
 * Substrings every stored spelling of `name` holds, ignoring case. The
 * database can only be trusted to fold ASCII (PostgreSQL's ILIKE folds what
 * its LC_CTYPE knows, "C" only ASCII) and compares code points, so "é" stored
 * decomposed (NFD) contains no "é". The longest ASCII run of the decomposed
 * name, without the base letter of an accented one, is in every spelling;
 * a name with no such run is looked for as written, lower and upper case,
 * composed and decomposed.
 */
function narrowing(name: string): string[] {
  const runs = name.normalize('NFD').split(/[\x20-\x7e](?=\p{M})|[^\x20-\x7e]/u);
  const longest = runs.reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '');
  if (longest.trim().length >= 3) return [longest];
  const cases = [name, name.toLowerCase(), name.toUpperCase()];
  return [...new Set(cases.flatMap((text) => [text.normalize('NFC'), text.normalize('NFD')]))];
}

/**
 * The id of the oldest live item of each name, keyed by the folded name. The
 * database narrows by substring (narrowing above); the exact comparison is
 * made here, the same on SQLite and PostgreSQL.
 */
export async function liveIdsByName(
  kind: 'venue' | 'organizer',
  names: string[],
): Promise<Map<string, number>> {
  const query = {
    where: {
      OR: [...new Set(names.flatMap(narrowing))].map((text) => ({
        name: containsIgnoringCase(text),
      })),
      ...LIVE,
    },
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
