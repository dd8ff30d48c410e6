// The database's clock, for leases (docs/import.md "Jobs"): nodes whose own
// clocks disagree would otherwise take a live lease from each other, or never
// take an expired one. A claim reads the time once; renewals between claims
// use the node's clock corrected by the difference seen at the last reading.
import 'server-only';
import { db } from './db';
import { databaseProvider } from './env';

// UTC with milliseconds, as ISO 8601 text on both databases: no driver type
// (bigint, Date, float) to convert, and clock_timestamp() is the time now even
// inside a transaction, where PostgreSQL's now() is the transaction's start.
const QUERY =
  databaseProvider === 'postgresql'
    ? `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS now`
    : `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now`;

let offsetMs = 0;

/** The database's time now, epoch milliseconds (one cheap query); remembers this node's offset from it. */
export async function databaseNowMs(): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ now: string }[]>(QUERY);
  const now = Date.parse(row!.now);
  offsetMs = now - Date.now();
  return now;
}

/** The database's time estimated from the last reading, without a query (lease renewals). */
export const estimatedDatabaseNowMs = () => Date.now() + offsetMs;
