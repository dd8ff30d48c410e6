// The one place that knows whether SQLite or PostgreSQL is behind a Prisma
// client (lib/db.ts holds the process's client). Both generated clients come
// from the same models (prisma/schema.prisma), so the PostgreSQL client is
// typed as the SQLite one.
import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { databaseProvider, env } from './env';
import { PrismaClient as PostgresClient } from './generated/postgresql/client';
import { PrismaClient as SqliteClient, type Prisma } from './generated/sqlite/client';
import { installUnicodeLike } from './sqlite-like';
import { keepPlannerStatistics } from './sqlite-statistics';
import { sharingUnsentReads } from './shared-unsent-reads';
import { rememberingStamps, type StampListener, type StampMemory } from './stamps-by-notification';
import { adapterConnection } from './sqlite-statements';
import { postgresConnection, sqlitePath } from './database-url.mjs';

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

/** SQLITE_MAX_VARIABLE_NUMBER of the SQLite better-sqlite3 builds (its default since 3.32). */
const SQLITE_MAX_VARIABLES = 32_766;

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
    keepPlannerStatistics(connection);
    // Kept statements and an immediate BEGIN (sqlite-statements.ts).
    (adapter as unknown as { client: BetterSqlite3.Database }).client =
      adapterConnection(connection);
    // Prisma assumes SQLite's old limit of 999 bound values unless the adapter
    // says otherwise, and refuses a longer query (P2029: a 500) where this
    // SQLite takes 32,766: an events filter's `id IN (…)` list (lib/events/read-linked-ids.ts).
    return Object.assign(adapter, {
      getConnectionInfo: () => ({
        maxBindValues: SQLITE_MAX_VARIABLES,
        supportsRelationJoins: false,
      }),
    });
  }
}

/** Raw SQL gets no schema from the client: `table` in the URL's schema (`?schema=`), quoted. */
export function postgresTable(table: string): string {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return `${quote(postgresConnection(env.DATABASE_URL).schema)}.${quote(table)}`;
}

/**
 * The stamps straight through the database driver. A stamp read is the one
 * statement of a cached anonymous read (README "Answer cache"), and Prisma's
 * own JavaScript per query (about 0.8 ms on the benchmark machine, measured)
 * costs several times the driver's primary-key read: through Prisma, the hot
 * path would spend most of its time in the client. A connection of its own,
 * so it never reads inside another request's open transaction. With
 * CALENDAR_STAMP_CHECK=notify (PostgreSQL), the stamps are remembered while a
 * listening connection is told of every change.
 */
/**
 * Reads the `data_stamps` row `name` (a migration creates every row the app
 * reads), asking the database each time or remembering what it was told.
 */
export function createStampReader(): StampMemory {
  if (databaseProvider === 'postgresql') {
    const query = postgresStampQuery();
    if (env.CALENDAR_STAMP_CHECK === 'query') return { ...everyReadQueries, read: query };
    const memory = rememberingStamps(query, STAMP_MEMORY_MS);
    // Listening from the first read: a command-line run that reads no stamp opens no connection.
    let isListenerStarted = false;
    return {
      ...memory,
      read(name) {
        if (!isListenerStarted) {
          isListenerStarted = true;
          listenForStampChanges(memory);
        }
        return memory.read(name);
      },
    };
  }
  let statement: BetterSqlite3.Statement<[string], { stamp: bigint }> | undefined;
  return {
    ...everyReadQueries,
    read: async (name) => {
      statement ??= new BetterSqlite3(sqlitePath(env.DATABASE_URL), { timeout: 10_000 })
        .prepare<[string], { stamp: bigint }>('SELECT stamp FROM data_stamps WHERE name = ?')
        .safeIntegers(true);
      return statement.get(name)!.stamp;
    },
  };
}

/** A reader that remembers nothing has nothing to forget or be told. */
const everyReadQueries = {
  forget: () => {},
  listening: () => {},
  changed: () => {},
  lost: () => {},
} satisfies Omit<StampMemory, 'read'>;

/**
 * How long a remembered stamp is trusted without a notification: the most a
 * notification lost without the connection noticing can delay a change.
 */
const STAMP_MEMORY_MS = 1_000;

/** The listening connection's name in pg_stat_activity. */
export const STAMP_LISTENER_NAME = 'calendar stamp listener';

/** Every stamp change is told on this channel as `schema/name` (migration `*_data_stamp_notices`). */
const STAMP_CHANNEL = 'calendar_data_stamps';

/**
 * A connection that LISTENs for stamp changes in this URL's schema and tells
 * `listener`; when it is lost, it connects again `reconnectAfterMs` later.
 * TCP keep-alive probes after 10 s idle, so a connection a network dropped
 * silently is found lost within about a minute, not the system's two hours
 * (meanwhile the memory's age limit bounds the delay). It needs a session of
 * its own: not a PgBouncer in transaction mode (docs/operations.md). Its
 * socket does not keep the process alive. Answers the way to stop it.
 */
export function listenForStampChanges(
  listener: StampListener,
  reconnectAfterMs = 1_000,
): () => void {
  const { connectionString, schema } = postgresConnection(env.DATABASE_URL);
  const prefix = `${schema}/`;
  let current: pg.Client | undefined;
  let isStopped = false;
  let isLogged = false;
  const connect = () => {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
      application_name: STAMP_LISTENER_NAME,
    });
    current = client;
    let isGone = false;
    const gone = (error?: unknown) => {
      if (isGone) return;
      isGone = true;
      listener.lost();
      client.end().catch(() => {});
      if (isStopped) return;
      // Said once per outage: a database that stays away would fill the log every second.
      if (!isLogged) console.error('stamp listener lost; every request reads the stamp', error);
      isLogged = true;
      setTimeout(connect, reconnectAfterMs).unref();
    };
    client.on('error', gone);
    client.on('end', () => gone());
    client.on('notification', ({ channel, payload }) => {
      if (channel === STAMP_CHANNEL && payload?.startsWith(prefix))
        listener.changed(payload.slice(prefix.length));
    });
    client
      .connect()
      .then(() => {
        // pg's own unref (8.x), missing from its type definitions.
        (client as unknown as { unref(): void }).unref();
        return client.query(`LISTEN ${STAMP_CHANNEL}`);
      })
      .then(() => {
        if (isGone) return;
        isLogged = false;
        listener.listening();
      }, gone);
  };
  connect();
  return () => {
    isStopped = true;
    current?.end().catch(() => {});
  };
}

/**
 * A pool whose idle connection dies (the database restarted, an idle timeout)
 * emits 'error' on the pool, and an unheard 'error' ends the process. Heard,
 * the pool drops that connection and opens another for the next read.
 */
function withIdleErrorsLogged(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => console.error('an idle database connection was lost', error));
  return pool;
}

/** The stamp's row read through the driver, on a pool of its own. */
function postgresStampQuery(): (name: string) => Promise<bigint> {
  const { connectionString } = postgresConnection(env.DATABASE_URL);
  const table = postgresTable('data_stamps');
  // Two connections beside Prisma's ten: a read takes a fraction of a
  // millisecond, and reads waiting for one share it (shared-unsent-reads.ts).
  const pool = withIdleErrorsLogged(new pg.Pool({ connectionString, max: 2 }));
  // A named statement: each connection parses and plans it once, not per read.
  const statement = {
    name: 'read-data-stamp',
    text: `SELECT stamp::text AS stamp FROM ${table} WHERE name = $1`,
  };
  // Callbacks, not promises: the query leaves in the turn its connection
  // is free, before any other work of the request that asked for it.
  return sharingUnsentReads(
    (name, sent) =>
      new Promise((resolve, reject) => {
        pool.connect((connectError, client, release) => {
          if (connectError || !client) {
            sent();
            return reject(connectError);
          }
          client.query<{ stamp: string }>({ ...statement, values: [name] }, (error, result) => {
            // A connection whose query failed is not given to the next read.
            release(error ?? undefined);
            if (error) return reject(error);
            // Thrown here, in the driver's callback, it would end the process.
            try {
              resolve(BigInt(result.rows[0]!.stamp));
            } catch (missing) {
              reject(missing);
            }
          });
          sent();
        });
      }),
  );
}

/**
 * Runs a read-only statement on a connection of its own, which sees only
 * committed rows. On SQLite every Prisma query shares the connection of an
 * open transaction and can read what it then rolls back; a reader that hands
 * out what it read (the change feed's cursor, docs/sync.md) must never do so.
 * `sql` names each table through `table()` (quoted, in the URL's schema on
 * PostgreSQL) and marks each bound value with `?`.
 */
export type CommittedReader = <Row>(
  sql: (table: (name: string) => string) => string,
  values?: readonly (string | number)[],
) => Promise<Row[]>;

export function createCommittedReader(): CommittedReader {
  if (databaseProvider === 'postgresql') {
    const { connectionString } = postgresConnection(env.DATABASE_URL);
    const pool = withIdleErrorsLogged(new pg.Pool({ connectionString, max: 2 }));
    return async <Row>(
      sql: (table: (name: string) => string) => string,
      values: readonly (string | number)[] = [],
    ) => {
      let bound = 0;
      const text = sql(postgresTable).replace(/\?/g, () => `$${++bound}`);
      return (await pool.query(text, [...values])).rows as Row[];
    };
  }
  let connection: BetterSqlite3.Database | undefined;
  return async <Row>(
    sql: (table: (name: string) => string) => string,
    values: readonly (string | number)[] = [],
  ) => {
    connection ??= new BetterSqlite3(sqlitePath(env.DATABASE_URL), { timeout: 10_000 });
    return connection.prepare(sql((name) => `"${name}"`)).all(...values) as Row[];
  };
}
