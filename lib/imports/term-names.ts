// Categories and tags an imported item names (docs/import.md "What maps to
// what"). The event write reads an item of digits as a term id (docs/api.md
// §4.2.6), so a category named "2026" would link term 2026 or nothing: the
// import looks names up itself and sends the ids it finds.
import { db } from '../db';
import { plainText } from '../text/sanitize';

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

/** What to send for a taxonomy's names: `items` in `params`, `names` as EventRequest.termNames. */
export interface TermSend {
  items: string[];
  names: string[];
}

/**
 * The `categories` or `tags` items to send for these names: the id of the
 * term of that exact name; else the name, which the event write matches or
 * creates inside its own transaction. A name of digits matching no term is
 * sent apart, in `names` (the write would read it as an id), so it too is
 * created inside the event's transaction and a refused event leaves none.
 */
export async function termItems(taxonomy: 'category' | 'tag', names: string[]): Promise<TermSend> {
  const cleaned = names.map((name) => plainText(name)).filter((name) => name !== '');
  if (!cleaned.length) return { items: [], names: [] };
  const known = await idsByName(taxonomy, cleaned);
  const send: TermSend = { items: [], names: [] };
  for (const name of cleaned) {
    const id = known.get(name);
    if (id !== undefined) send.items.push(String(id));
    else if (isDigits(name)) send.names.push(name);
    else send.items.push(name);
  }
  return send;
}
