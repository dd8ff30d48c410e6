// The events a search can match, from SQLite's trigram index (migration
// 20261124130000_event_search), when they are few. The list query keeps its
// LIKE conditions, which decide; this only lets it start from the candidates
// instead of calling LIKE on every event (over a second on 100,000 events).
// PostgreSQL needs none of it: its trigram indexes serve ILIKE directly.
import { db } from '../db';
import { databaseProvider } from '../env';
import type { Language } from '../i18n/languages';
import { MAX_NARROWING_IDS } from './read-linked-ids';

/** A trigram index finds only words of three characters or more. */
const TRIGRAM = 3;

/** An FTS5 string: double quotes doubled inside double quotes. */
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * Ids of the events whose text in `language` contains every word of three
 * characters or more (case-insensitively), or undefined when the index cannot
 * narrow the search: no such word, PostgreSQL, or more than
 * MAX_NARROWING_IDS candidates (a broad search finds a page by walking the
 * date index).
 */
export async function fewSearchMatches(
  words: string[],
  language: Language,
  most = MAX_NARROWING_IDS,
): Promise<number[] | undefined> {
  if (databaseProvider !== 'sqlite') return undefined;
  const indexed = words.filter((word) => [...word].length >= TRIGRAM);
  if (indexed.length === 0) return undefined;
  const expression = indexed.map((word) => `${language} : ${quoted(word)}`).join(' AND ');
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    'SELECT rowid AS id FROM event_search WHERE event_search MATCH ? LIMIT ?',
    expression,
    most + 1,
  );
  return rows.length > most ? undefined : rows.map((row) => Number(row.id));
}
