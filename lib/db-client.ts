// The one place that knows whether SQLite or PostgreSQL is behind a Prisma
// client (lib/db.ts holds the process's client). Both generated clients come
// from the same models (prisma/schema.prisma), so the PostgreSQL client is
// typed as the SQLite one.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type BetterSqlite3 from 'better-sqlite3';
import { databaseProvider, env } from './env';
import { PrismaClient as PostgresClient } from './generated/postgresql/client';
import { PrismaClient as SqliteClient, type Prisma } from './generated/sqlite/client';
import { installUnicodeLike } from './sqlite-like';
import { postgresConnection, sqlitePath } from '../scripts/lib/schemas.mjs';

export type Db = SqliteClient;

/** `log` as Prisma takes it; the query-count tests ask for `query` events. */
export function createClient(log: Prisma.LogDefinition[] = []): Db {
  if (databaseProvider === 'postgresql') {
    const { connectionString, schema } = postgresConnection(env.DATABASE_URL);
    const adapter = new PrismaPg({ connectionString, max: 10 }, { schema });
    return new PostgresClient({ adapter, log }) as unknown as Db;
  }
  // WAL lets readers run beside a writer; the busy timeout makes concurrent
  // writers queue instead of failing with SQLITE_BUSY.
  const adapter = new UnicodeLikeSqlite3({
    url: `file:${sqlitePath(env.DATABASE_URL)}`,
    timeout: 10_000,
  });
  return new SqliteClient({ adapter, log });
}

/** The better-sqlite3 adapter with case-insensitive LIKE for every letter (sqlite-like.ts). */
class UnicodeLikeSqlite3 extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    // The adapter keeps its better-sqlite3 connection in `client`.
    const connection = (adapter as unknown as { client: BetterSqlite3.Database }).client;
    // Migrations put the file in WAL mode and it stays so; set again for a
    // file that came from elsewhere (a copy, a restore), as a server that
    // holds the write lock in rollback mode would block every reader.
    connection.pragma('journal_mode = WAL');
    installUnicodeLike(connection);
    return adapter;
  }
}
