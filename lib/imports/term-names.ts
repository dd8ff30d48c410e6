// Categories and tags an imported item names (docs/import.md "What maps to
// what"). The event write reads an item of digits as a term id (docs/api.md
// §4.2.6), so a category named "2026" would link term 2026 or nothing: the
// import looks names up itself and sends the ids it finds.
import type { Caller } from '../auth/caller';
import { canManageTerms } from '../auth/permissions';
import { db } from '../db';
import { plainText } from '../text/sanitize';
import { taxonomies } from '../terms/kind';
import { insertTerm } from '../terms/write-insert';

const isDigits = (item: string) => /^\d+$/.test(item);

async function idsByName(taxonomy: 'category' | 'tag', names: string[]) {
  const query = {
    where: { name: { in: names } },
    select: { id: true, name: true },
    // Newest first, so the map keeps the oldest term of each name.
    orderBy: { id: 'desc' as const },
  };
  const rows =
    taxonomy === 'category' ? await db.category.findMany(query) : await db.tag.findMany(query);
  return new Map(rows.map(({ id, name }) => [name, id]));
}

/**
 * The `categories` or `tags` items to send for these names: the id of the
 * term of that exact name; else the name, which the event write matches or
 * creates inside its own transaction; a name of digits matching no term is
 * created here (the write would read it as an id), if the caller may.
 */
export async function termItems(
  taxonomy: 'category' | 'tag',
  names: string[],
  caller: Caller,
): Promise<string[]> {
  const cleaned = names.map((name) => plainText(name)).filter((name) => name !== '');
  if (!cleaned.length) return [];
  const known = await idsByName(taxonomy, cleaned);
  const items: string[] = [];
  for (const name of cleaned) {
    let id = known.get(name);
    if (id === undefined && isDigits(name) && canManageTerms(caller)) {
      const term = await db.$transaction((tx) =>
        insertTerm(tx, taxonomies[taxonomy], { name }, 'en'),
      );
      known.set(name, term.id);
      id = term.id;
    }
    if (id !== undefined) items.push(String(id));
    else if (!isDigits(name)) items.push(name);
  }
  return items;
}
