// The events a search can match, from SQLite's trigram index (migration
// 20261124130000_event_search), when they are few. The list query keeps its
// LIKE conditions, which decide; this only lets it start from the candidates
// instead of calling LIKE on every event (over a second on 100,000 events).
// PostgreSQL needs none of it: its trigram indexes serve ILIKE directly.
import { db } from '../db';
import { databaseProvider } from '../env';
import type { Language } from '../i18n/languages';
import { MAX_NARROWING_IDS } from './read-linked-ids';
import { indexFoldsAsLike } from './search-folding';

/** A trigram index finds only words of three characters or more. */
const TRIGRAM = 3;

/** An FTS5 string: double quotes doubled inside double quotes. */
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * The trigrams the index is asked for, for one word: every third one and the
 * last, which together hold each of its characters. FTS5 reads the whole list
 * of events of every trigram a query names, and a phrase names all of its
 * own (15 for "Jazz Night Market", most of them in a fifth of the events or
 * more): a third of them name nearly the same events in a third of the time.
 */
export function coveringTrigrams(word: string): string[] {
  const characters = [...word];
  const starts: number[] = [];
  for (let start = 0; start + TRIGRAM <= characters.length; start += TRIGRAM) starts.push(start);
  const last = characters.length - TRIGRAM;
  if (starts.at(-1) !== last) starts.push(last);
  return starts.map((start) => characters.slice(start, start + TRIGRAM).join(''));
}

/**
 * Ids of the events whose text in `language` holds every one of `strings`
 * (each an FTS5 phrase), or undefined when they are more than `most`.
 */
async function matching(
  strings: string[],
  language: Language,
  most: number,
): Promise<number[] | undefined> {
  const expression = strings.map((text) => `${language} : ${quoted(text)}`).join(' AND ');
  const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(
    'SELECT rowid AS id FROM event_search WHERE event_search MATCH ? LIMIT ?',
    expression,
    most + 1,
  );
  return rows.length > most ? undefined : rows.map((row) => Number(row.id));
}

/**
 * Ids of events among which are all those whose text in `language` contains
 * every word of three characters or more (case-insensitively; a word whose
 * case the index folds apart from LIKE is left to LIKE), or undefined
 * when the index cannot narrow the search: no such word, PostgreSQL, or more
 * than MAX_NARROWING_IDS candidates (a broad search finds a page by walking
 * the date index). The candidates are those holding each word's covering
 * trigrams, in any order; when those are too many, those holding each word
 * as it is (a broad search pays for both: about half a millisecond more at a
 * million events).
 */
export async function fewSearchMatches(
  words: string[],
  language: Language,
  most = MAX_NARROWING_IDS,
): Promise<number[] | undefined> {
  if (databaseProvider !== 'sqlite') return undefined;
  // The tokenizer skips NUL, so a trigram holding one would ask for nothing.
  const indexed = words.filter(
    (word) => [...word].length >= TRIGRAM && !word.includes('\0') && indexFoldsAsLike(word),
  );
  if (indexed.length === 0) return undefined;
  const candidates = await matching(
    [...new Set(indexed.flatMap(coveringTrigrams))],
    language,
    most,
  );
  // A word of more than three characters, asked for as it is, also requires its trigrams in order.
  const inOrderNarrows = indexed.some((word) => [...word].length > TRIGRAM);
  return candidates === undefined && inOrderNarrows
    ? matching(indexed, language, most)
    : candidates;
}
