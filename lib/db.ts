// The process's database client, and the helpers that differ by database.
import 'server-only';
import {
  createClient,
  createCommittedReader,
  createStampReader,
  postgresTable,
  type CommittedReader,
  type Db,
} from './db-client';
import { databaseProvider } from './env';
import type { StampMemory } from './stamps-by-notification';

export type { Db };

// One client per process, also across Next.js dev-mode module reloads. Tests
// that count SQL statements install a logging client here before the first
// import of this module (scripts/vitest/database.ts).
const globalForDb = globalThis as unknown as {
  calendarDb?: Db;
  calendarStamps?: StampMemory;
  calendarCommitted?: CommittedReader;
};
export const db: Db = globalForDb.calendarDb ?? createClient();
globalForDb.calendarDb = db;

const stamps: StampMemory = (globalForDb.calendarStamps ??= createStampReader());

/** A `data_stamps` row through the driver: the hot path's one statement (db-client.ts). */
export const readStamp = (name: string): Promise<bigint> => stamps.read(name);

/**
 * This process wrote: stamps remembered from notifications are read afresh
 * (CALENDAR_STAMP_CHECK=notify), so whoever wrote reads what they wrote.
 */
export const forgetStamps = (): void => stamps.forget();

/** A read that sees only committed rows, on a connection of its own (db-client.ts). */
export const readCommitted: CommittedReader = (globalForDb.calendarCommitted ??=
  createCommittedReader());

/**
 * `text` as itself inside a LIKE pattern. Prisma hands `contains` and
 * `startsWith` text to LIKE as it is, so a search for `100%` matched `100`
 * followed by anything, and `_` every title. A backslash escapes on both
 * databases (PostgreSQL's default, and the like() of sqlite-like.ts).
 */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A case-insensitive substring filter for a text column. PostgreSQL needs
 * Prisma's `insensitive` mode (ILIKE); on SQLite LIKE ignores case already,
 * for every letter with the like() this module installs.
 */
export function containsIgnoringCase(text: string): { contains: string } {
  return databaseProvider === 'postgresql'
    ? ({ contains: likeLiteral(text), mode: 'insensitive' } as { contains: string })
    : { contains: likeLiteral(text) };
}

/**
 * Text that starts with `prefix`, exactly. Prisma's `startsWith` is a LIKE,
 * which SQLite cannot answer from an index once like() is replaced
 * (sqlite-like.ts): on 100,000 events a create's unique-slug check read every
 * slug. Every prefix filter goes through here (slugs of posts and terms,
 * rate-limit keys), so none calls like() row by row. On SQLite a range in the
 * column's binary order (UTF-8, so code point order) is the same set, and an
 * index search. PostgreSQL keeps LIKE, its wildcards escaped: under a
 * language collation a range is not a prefix, and the slug columns have
 * text_pattern_ops indexes that answer it (migration *_slug_prefix_indexes).
 */
export function startingWith(prefix: string): { startsWith: string } | { gte: string; lt: string } {
  // Prisma hands the prefix to LIKE as it is: a `%` or `_` in it (slugify
  // writes non-Latin letters as `%e6%9d…`) would be a wildcard, and a
  // pattern that starts with one reads the whole table.
  return databaseProvider === 'sqlite'
    ? { gte: prefix, lt: `${prefix}\u{10FFFF}` }
    : { startsWith: likeLiteral(prefix) };
}

/**
 * Text that is `value` or starts with `value` and `separator` (a slug and its
 * numbered copies), as one filter on column `column`. On SQLite one range of
 * the column's index, from `value` to `value` + `separator` and beyond: it
 * also takes in `value` followed by a character that sorts before the
 * separator (a few rows more, never one less), where an OR may be planned as
 * a scan of the whole index. On PostgreSQL the two conditions, each an index
 * range (an equality, and startingWith's escaped LIKE).
 */
export function itselfOrExtended<Column extends string>(
  column: Column,
  value: string,
  separator: string,
):
  | Record<Column, { gte: string; lt: string }>
  | { OR: Record<Column, string | ReturnType<typeof startingWith>>[] } {
  if (databaseProvider === 'sqlite')
    return { [column]: { gte: value, lt: `${value}${separator}\u{10FFFF}` } } as Record<
      Column,
      { gte: string; lt: string }
    >;
  return {
    OR: [
      { [column]: value } as Record<Column, string>,
      { [column]: startingWith(`${value}${separator}`) } as Record<
        Column,
        ReturnType<typeof startingWith>
      >,
    ],
  };
}

export type TransactionClient = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * Write transactions of this process: open now, and ended (committed or rolled
 * back) so far. On SQLite every query shares the connection of an open
 * transaction and can read what it then rolls back; a cache keeps only what
 * was read while no write of this process was open or ended.
 */
export const writeActivity = { open: 0, ended: 0 };

/** `read()`, and whether no write of this process was open or ended meanwhile: only then may its result be kept. */
export async function quietRead<T>(
  read: () => Promise<T>,
): Promise<{ value: T; isQuiet: boolean }> {
  const before = { ...writeActivity };
  const value = await read();
  const isQuiet =
    before.open === 0 && writeActivity.open === 0 && writeActivity.ended === before.ended;
  return { value, isQuiet };
}

/**
 * `db.$transaction` for a write. On SQLite it takes the write lock first: a
 * transaction that reads and then writes fails at once (SQLITE_BUSY_SNAPSHOT)
 * when another connection (the CLI, a second process) wrote in between, while
 * waiting for the lock at the start is covered by the busy timeout. The
 * client's transactions begin with BEGIN IMMEDIATE for that (sqlite-statements.ts).
 */
export async function writeTransaction<T>(
  write: (tx: TransactionClient) => Promise<T>,
): Promise<T> {
  writeActivity.open++;
  try {
    return await db.$transaction(write);
  } finally {
    writeActivity.open--;
    writeActivity.ended++;
    forgetStamps();
  }
}

/**
 * Locks the rows of `table` that `where` (SQL text of ours, never input)
 * matches until `tx` ends, so that what a write checked on them still holds
 * when it commits. On PostgreSQL that is `FOR UPDATE`: a concurrent
 * transaction locking one of them waits for the commit, then reads it as
 * committed (and skips it if it no longer matches). Rows are locked in id
 * order, so two such transactions never deadlock. SQLite needs nothing:
 * writeTransaction holds the whole database's write lock from its start.
 */
export async function lockRowsForUpdate(
  tx: TransactionClient,
  table: string,
  where: string,
): Promise<void> {
  if (databaseProvider === 'sqlite') return;
  await tx.$queryRawUnsafe(
    `SELECT 1 FROM ${postgresTable(table)} WHERE ${where} ORDER BY "id" FOR UPDATE`,
  );
}

/** A table as raw SQL names it: PostgreSQL's in the connection's schema. */
export const sqlTable = (table: string): string =>
  databaseProvider === 'sqlite' ? `"${table}"` : postgresTable(table);

/** The placeholders of one raw statement, in order: `?` on SQLite, `$1`, `$2`, … on PostgreSQL. */
export function sqlPlaceholders(): () => string {
  let bound = 0;
  return () => (databaseProvider === 'sqlite' ? '?' : `$${++bound}`);
}

/** Bound values per statement, below both databases' limits (SQLite's is 32,766). */
const MAX_BOUND_VALUES = 30_000;

/**
 * Inserts `rows` (objects with the same keys, named as the table's columns)
 * with multi-row INSERT statements. Prisma's createMany spends about 0.6 ms a
 * row building its statement on SQLite, ten times the insert itself; a
 * series' 730 occurrences would hold the write lock, and every read behind
 * it, for half a second (docs/recurrence.md).
 */
export async function insertRows(
  tx: TransactionClient,
  table: string,
  rows: Record<string, string | number | boolean | Uint8Array | null>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const target = sqlTable(table);
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  for (let from = 0; from < rows.length; from += perStatement) {
    const chunk = rows.slice(from, from + perStatement);
    const placeholder = sqlPlaceholders();
    const tuples = chunk.map(() => `(${columns.map(placeholder).join(', ')})`);
    // SQLite's driver binds no booleans: they are stored as 1 and 0.
    const values = chunk.flatMap((row) =>
      columns.map((column) => {
        const value = row[column] ?? null;
        return typeof value === 'boolean' && databaseProvider === 'sqlite' ? Number(value) : value;
      }),
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO ${target} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
      ...values,
    );
  }
}
