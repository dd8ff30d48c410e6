import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { likePattern, installUnicodeLike } from './sqlite-like';

describe('Unicode LIKE for SQLite', () => {
  const database = new Database(':memory:');
  installUnicodeLike(database);
  database.exec(
    `CREATE TABLE t (a TEXT); INSERT INTO t VALUES ('Été à Paris'), ('ÑANDÚ'), ('100% off'), (NULL)`,
  );
  const matching = (pattern: string, escape?: string) =>
    database
      .prepare(`SELECT a FROM t WHERE a LIKE ?${escape ? ` ESCAPE '${escape}'` : ''} ORDER BY a`)
      .all(pattern)
      .map((row) => (row as { a: string }).a);

  it('ignores the case of accented letters as PostgreSQL ILIKE does', () => {
    expect(matching('%été%')).toEqual(['Été à Paris']);
    expect(matching('%À PARIS')).toEqual(['Été à Paris']);
    expect(matching('%ñandú%')).toEqual(['ÑANDÚ']);
  });

  it('keeps the meaning of % and _ and of an escape character', () => {
    expect(matching('_t_ %')).toEqual(['Été à Paris']);
    expect(matching('%\\%%', '\\')).toEqual(['100% off']);
    expect(matching('%\\%x%', '\\')).toEqual([]);
  });

  it('reads a backslash as the escape character without an ESCAPE clause, as PostgreSQL does', () => {
    expect(matching('%\\%%')).toEqual(['100% off']);
    expect(matching('%0\\_%')).toEqual([]);
    expect(matching('%0_%')).toEqual(['100% off']);
  });

  it('treats regular-expression characters in the pattern literally', () => {
    expect(likePattern('a.c').test('abc')).toBe(false);
    expect(likePattern('(x)+[y]').test('(x)+[y]')).toBe(true);
  });
});
