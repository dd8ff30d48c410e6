// SQLite's LIKE compares with JavaScript's Unicode case folding
// (lib/sqlite-like.ts), but the FTS5 trigram index folds with older tables:
// of the 2,912 case pairs `/iu` equates up to U+1FFFF, FTS5 folds 899 apart
// (Georgian Mtavruli, Cherokee, Osage, Adlam, and a few Latin, Greek and
// Cyrillic letters). Asked for a word holding one of them, the index would
// miss text that LIKE finds, so such a word is left to LIKE. Which letters
// they are depends on the SQLite linked, so an in-memory trigram index is
// asked, once per letter.
import BetterSqlite3 from 'better-sqlite3';
import { BoundedMemo } from '../bounded-memo.mjs';
import { likePattern } from '../sqlite-like';

let probe:
  | { index: BetterSqlite3.Database; write: BetterSqlite3.Statement; find: BetterSqlite3.Statement }
  | undefined;
// One entry per letter that has case: a few thousand, whatever a client sends.
const known = new BoundedMemo<boolean>(8192);

/** The other letters LIKE takes for `letter`: its lower and upper case, and theirs. */
function caseVariants(letter: string): string[] {
  const lower = letter.toLowerCase();
  const upper = letter.toUpperCase();
  const same = likePattern(letter);
  return [...new Set([lower, upper, lower.toUpperCase(), upper.toLowerCase()])].filter(
    (variant) => variant !== letter && [...variant].length === 1 && same.test(variant),
  );
}

function askIndex(letter: string): boolean {
  probe ??= (() => {
    const index = new BetterSqlite3(':memory:');
    index.exec("CREATE VIRTUAL TABLE probe USING fts5(text, tokenize = 'trigram')");
    return {
      index,
      write: index.prepare('INSERT INTO probe (rowid, text) VALUES (1, ?)'),
      find: index.prepare('SELECT 1 FROM probe WHERE probe MATCH ?'),
    };
  })();
  const { index, write, find } = probe;
  return caseVariants(letter).every((variant) => {
    index.exec('DELETE FROM probe');
    write.run(`a${variant}a`);
    // A letter with case is never a double quote: the phrase needs no escaping.
    return find.get(`"a${letter}a"`) !== undefined;
  });
}

/** Whether the trigram index finds `word` in every case LIKE does. */
export function indexFoldsAsLike(word: string): boolean {
  for (const letter of word) {
    // ASCII and letters without case need no asking.
    if (letter.charCodeAt(0) < 0x80 || letter.toLowerCase() === letter.toUpperCase()) continue;
    if (!known.get(letter, askIndex)) return false;
  }
  return true;
}
