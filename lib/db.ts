// The one place that knows whether SQLite or PostgreSQL is behind `db`.
// Both generated clients come from the same models (prisma/schema.prisma), so
// the PostgreSQL client is typed as the SQLite one.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type BetterSqlite3 from 'better-sqlite3';
import { databaseProvider, env } from './env';
import { PrismaClient as PostgresClient } from './generated/postgresql/client';
import { PrismaClient as SqliteClient } from './generated/sqlite/client';
import { installUnicodeLike } from './sqlite-like';
import { postgresConnection, sqlitePath } from '../scripts/lib/schemas.mjs';

export type Db = SqliteClient;

function createClient(): Db {
  if (databaseProvider === 'postgresql') {
    const { connectionString, schema } = postgresConnection(env.DATABASE_URL);
    const adapter = new PrismaPg({ connectionString, max: 10 }, { schema });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  // WAL lets readers run beside a writer; the busy timeout makes concurrent
  // writers queue instead of failing with SQLITE_BUSY.
  const adapter = new UnicodeLikeSqlite3({
    url: `file:${sqlitePath(env.DATABASE_URL)}`,
    timeout: 10_000,
  });
  return new SqliteClient({ adapter });
}

/** The better-sqlite3 adapter with case-insensitive LIKE for every letter (sqlite-like.ts). */
class UnicodeLikeSqlite3 extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    // The adapter keeps its better-sqlite3 connection in `client`.
    installUnicodeLike((adapter as unknown as { client: BetterSqlite3.Database }).client);
    return adapter;
  }
}

// One client per process, also across Next.js dev-mode module reloads.
const globalForDb = globalThis as unknown as { calendarDb?: Db };
export const db: Db = globalForDb.calendarDb ?? createClient();
globalForDb.calendarDb = db;

/**
 * A case-insensitive substring filter for a text column. PostgreSQL needs
 * Prisma's `insensitive` mode (ILIKE); on SQLite LIKE ignores case already,
 * for every letter with the like() this module installs.
 */
export function containsIgnoringCase(text: string): { contains: string } {
  return databaseProvider === 'postgresql'
    ? ({ contains: text, mode: 'insensitive' } as { contains: string })
    : { contains: text };
}

type TransactionClient = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * `db.$transaction` for a write. On SQLite it takes the write lock first: a
 * transaction that reads and then writes fails at once (SQLITE_BUSY_SNAPSHOT)
 * when another connection (the CLI, a second process) wrote in between, while
 * waiting for the lock at the start is covered by the busy timeout.
 */
export function writeTransaction<T>(write: (tx: TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    // A write statement that changes nothing still takes the lock.
    if (databaseProvider === 'sqlite') await tx.$executeRawUnsafe('DELETE FROM "settings" WHERE 0');
    return write(tx);
  });
}
