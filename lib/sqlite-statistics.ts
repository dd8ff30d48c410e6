// SQLite's query planner chooses between indexes by the statistics ANALYZE
// gathers (sqlite_stat1). Without them it guesses, and on 100,000 events the
// guess walked the date index for a venue filter whose 30 events were one
// index lookup away (1.1 s instead of under a millisecond). SQLite's advice
// for long-lived connections is `PRAGMA optimize=0x10002` when a connection
// opens (it analyses the tables whose statistics are missing or stale) and
// `PRAGMA optimize` now and then. The analysis reads whole indexes (half a
// second on 100,000 events, nothing while the statistics are fresh): a
// sample (analysis_limit) reads the start of an index only, where every
// event is published, and told the planner a status matches 1,000 events of
// 100,000, which sent it back to the date index.
import type BetterSqlite3 from 'better-sqlite3';

const REFRESH_MS = 60 * 60 * 1000;

export function keepPlannerStatistics(connection: BetterSqlite3.Database): void {
  connection.pragma('optimize = 0x10002');
  const refresh = setInterval(() => {
    if (!connection.open) {
      clearInterval(refresh);
      return;
    }
    // Not inside a request's open transaction: its write lock is not ours to extend.
    if (!connection.inTransaction) connection.pragma('optimize');
  }, REFRESH_MS);
  refresh.unref();
}
