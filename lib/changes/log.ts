// The change log's upkeep (docs/sync.md): the triggers of migration
// *_change_log write it; this module forgets what is older than the
// retention, and remembers how far it has forgotten, so that a cursor from
// before is told it has lost changes (410) rather than silently skipping them.
import { nowUtc } from '../dates/format';
import { readCommitted, writeTransaction, type TransactionClient } from '../db';
import { postgresTable } from '../db-client';
import { DueClock } from '../due-clock';
import { databaseProvider, env } from '../env';

export const CHANGE_KINDS = ['event', 'venue', 'organizer', 'category', 'tag'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const PURGE_MARK = 'changes_purged';
const DAY_MS = 86_400_000;
/** Purging is cheap but not free: once an hour per process is plenty for a retention of days. */
export const changePurgeClock = new DueClock(3_600_000);

/** The id of the newest change purged so far (0: none), as committed. */
export async function purgedThrough(): Promise<number> {
  const [mark] = await readCommitted<{ stamp: string | number }>(
    (name) => `SELECT "stamp" FROM ${name('data_stamps')} WHERE "name" = ?`,
    [PURGE_MARK],
  );
  return Number(mark?.stamp ?? 0);
}

/**
 * The newest change, read in `tx` after taking the lock every writer of the
 * log takes before its first row (docs/sync.md, "How it works"), held until
 * `tx` ends: every change committed before is counted, and every change
 * committed after has a greater id. SQLite's write transaction is that lock.
 */
export async function changeLogHead(tx: TransactionClient): Promise<number> {
  if (databaseProvider === 'postgresql') {
    await tx.$queryRawUnsafe(
      `SELECT 1 FROM ${postgresTable('data_stamps')} WHERE "name" = 'content' FOR UPDATE`,
    );
  }
  const { _max } = await tx.change.aggregate({ _max: { id: true } });
  return _max.id ?? 0;
}

/**
 * Rows forgotten per purge: a bulk import's millions of changes reach the
 * retention together, and deleting them in one transaction would hold the
 * write lock (and, on SQLite, the request that ran it) for many seconds.
 */
export const PURGE_CHUNK = 10_000;

/**
 * Forgets the oldest changes older than the retention, at most `chunk` of
 * them; answers whether older ones are left. `now` is for tests.
 */
export async function purgeOldChanges(now = Date.now(), chunk = PURGE_CHUNK): Promise<boolean> {
  const before = nowUtc(now - env.CALENDAR_CHANGES_RETENTION_DAYS * DAY_MS);
  return writeTransaction(async (tx) => {
    // The chunk's last change, along the primary key. When it is past the
    // retention, the chunk goes whole without looking for the newest such
    // change: that look-up sorts or scans the log (tens to hundreds of ms with
    // millions of changes), and a backlog is purged in hundreds of chunks.
    const chunkEnd = await tx.change.findFirst({
      orderBy: { id: 'asc' },
      skip: chunk - 1,
      select: { id: true, at: true },
    });
    const through =
      chunkEnd && chunkEnd.at < before
        ? chunkEnd.id
        : await tx.change
            .findFirst({
              where: { at: { lt: before } },
              orderBy: { id: 'desc' },
              select: { id: true },
            })
            .then((newest) => newest && Math.min(newest.id, chunkEnd?.id ?? newest.id));
    if (!through) return false;
    // Everything up to that id goes, so the mark alone tells what is lost.
    await tx.change.deleteMany({ where: { id: { lte: through } } });
    // Only ever raised: two nodes purging at once must not move it back.
    await tx.dataStamp.updateMany({
      where: { name: PURGE_MARK, stamp: { lt: BigInt(through) } },
      data: { stamp: BigInt(through) },
    });
    const older = await tx.change.findFirst({
      where: { id: { gt: through }, at: { lt: before } },
      select: { id: true },
    });
    return older !== null;
  });
}

/**
 * Called on the way into every API request; purges at most once an hour per
 * process. A failure (a busy database) is logged and tried again next hour:
 * the request it rode on is not the one to fail.
 */
export async function purgeOldChangesWhenDue(): Promise<void> {
  if (!changePurgeClock.claim()) return;
  const isBehind = await purgeOldChanges().catch((error: unknown) => {
    console.error('change log purge failed; retried in an hour', error);
    return false;
  });
  // The next chunk rides on the next request, one chunk each, until caught up.
  if (isBehind) changePurgeClock.dueAgain();
}
