import { db } from '../db';
import { countPublishedEvents, type TermClient } from './store';

/**
 * The `count` of categories and tags (rest-behaviour §1.5: published events
 * assigned) for a whole page of events, in two aggregate queries however many
 * events and terms the page holds. Categories and tags share one id sequence
 * (§0.2), so one map keyed by id serves both; every requested id is present,
 * 0 when no published event has it.
 *
 * Embedding terms in events (§1.6): load the page's events with their plain
 * `categories: { include: { category: true } }` and `tags: { include: { tag:
 * true } }`, gather every term id of the page, call this once, and give
 * `serializeEmbeddedTerm({ ...term, count: counts.get(term.id) ?? 0 }, …)`.
 */
export async function loadTermCounts(
  termIds: Iterable<number>,
  client: TermClient = db,
): Promise<Map<number, number>> {
  const ids = [...new Set(termIds)];
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  // One after the other: `client` may be an interactive transaction.
  const categories = await countPublishedEvents(client, 'category', ids);
  const tags = await countPublishedEvents(client, 'tag', ids);
  for (const [id, count] of [...categories, ...tags]) counts.set(id, count);
  return counts;
}
