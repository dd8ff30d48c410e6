// SQLite's LIKE ignores case for ASCII letters only, so a search for `été`
// would miss `Été` on SQLite while PostgreSQL's ILIKE finds it (docs/api.md
// §3: searches are case-insensitive). SQLite lets an application replace the
// like() function, as its ICU extension does; this one compares with
// Unicode case folding, the same on both databases.
import type Database from 'better-sqlite3';
import { BoundedMemo } from './bounded-memo.mjs';

const compiled = new BoundedMemo<RegExp>(256);

/** A LIKE pattern as an anchored, case-insensitive regular expression. */
export function likePattern(pattern: string, escape?: string): RegExp {
  return compiled.get(`${escape ?? ''}\u0000${pattern}`, () => compiledPattern(pattern, escape));
}

function compiledPattern(pattern: string, escape?: string): RegExp {
  let source = '';
  const characters = [...pattern];
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index]!;
    if (character === escape && index + 1 < characters.length) {
      index += 1;
      source += escapeRegExp(characters[index]!);
    } else if (character === '%') {
      source += '.*';
    } else if (character === '_') {
      source += '.';
    } else {
      source += escapeRegExp(character);
    }
  }
  return new RegExp(`^${source}$`, 'isu');
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function like(pattern: unknown, text: unknown, escape?: unknown): number | null {
  if (pattern === null || text === null) return null;
  return likePattern(String(pattern), escape === undefined ? undefined : String(escape)).test(
    String(text),
  )
    ? 1
    : 0;
}

/**
 * Replaces like(X, Y) and like(X, Y, Z) on this connection. Without an ESCAPE
 * clause a backslash escapes, as in PostgreSQL: Prisma's `contains` sends no
 * ESCAPE, and the same escaped text (lib/db.ts likeLiteral) must then find a
 * `%` or `_` as itself on both databases.
 */
export function installUnicodeLike(database: Database.Database): void {
  database.function('like', { deterministic: true }, (pattern: unknown, text: unknown) =>
    like(pattern, text, '\\'),
  );
  database.function(
    'like',
    { deterministic: true },
    (pattern: unknown, text: unknown, escape: unknown) => like(pattern, text, escape),
  );
}
