// What Prisma's better-sqlite3 adapter sends, made cheaper without changing
// a result (docs/performance.md "Writes"). The adapter prepares every
// statement afresh, and an event's INSERT or UPDATE names some forty columns:
// SQLite compiling it was about a tenth of a write's CPU time. Here the
// adapter's connection keeps its compiled statements, as better-sqlite3
// recommends. And its transactions begin with BEGIN IMMEDIATE: every
// transaction of the app's client is a write (lib/db.ts writeTransaction),
// which must hold the write lock from its start (a read then a write fails
// at once with SQLITE_BUSY_SNAPSHOT when another process wrote in between);
// taking it in BEGIN saves the statement that took it before.
import type BetterSqlite3 from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/** Distinct statements kept per connection: Prisma's are few, `IN (…)` lists make some vary. */
const KEPT_STATEMENTS = 500;

type BindValues = unknown[];

/**
 * A kept statement as the adapter uses one: it binds the values once, then
 * runs it or reads its rows. better-sqlite3 takes `bind()` once per statement
 * object, so the values go to each run instead.
 */
function reusable(
  statement: BetterSqlite3.Statement,
  columns: () => BetterSqlite3.ColumnDefinition[],
) {
  let values: BindValues = [];
  const view = {
    get reader() {
      return statement.reader;
    },
    columns,
    bind(bound: BindValues) {
      values = bound;
      return view;
    },
    run: () => statement.run(...values),
    // The adapter reads rows as arrays; set on each use, as the statement is shared.
    raw: () => ({ all: () => statement.raw(true).all(...values) }),
  };
  return view;
}

/**
 * The connection as the adapter sees it: `prepare` answers a kept statement,
 * and `BEGIN` takes the write lock. Everything else goes to the connection.
 */
export function adapterConnection(connection: BetterSqlite3.Database): BetterSqlite3.Database {
  const kept = new LRUCache<string, ReturnType<typeof reusable>>({ max: KEPT_STATEMENTS });
  const prepare = (sql: string) => {
    const text = sql === 'BEGIN' ? 'BEGIN IMMEDIATE' : sql;
    let view = kept.get(text);
    if (!view) {
      const statement = connection.prepare(text);
      // A statement's result columns are those of its text (Prisma names each
      // one): read once, not on each run, where a 40-column row made them cost
      // as much as the rows. A schema change comes with a restart.
      let columns: BetterSqlite3.ColumnDefinition[] | undefined;
      view = reusable(statement, () => (columns ??= statement.columns()));
      kept.set(text, view);
    }
    return view;
  };
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
