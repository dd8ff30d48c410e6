// Which node fetches a subscription (docs/import.md "Subscriptions"): a
// node claims it by setting `leaseOwner` and `leaseUntilUtc` in one
// conditional update, as import jobs are claimed, so with several nodes one
// fetch happens. The lease outlasts the fetch's timeout; a node that stopped
// mid-fetch leaves a lease that runs out. Times compared are the database's
// (lib/db-time.ts), so a node with a skewed clock takes no live lease.
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { databaseNowMs, estimatedDatabaseNowMs } from '../db-time';
import type { Subscription } from '../generated/sqlite/client';

const LEASE_SECONDS = 120;

const unheld = (now: string) => ({
  OR: [{ leaseUntilUtc: null }, { leaseUntilUtc: { lt: now } }],
});
const due = (now: string) => ({ enabled: true, nextFetchUtc: { lte: now }, ...unheld(now) });

async function claimWhere(
  id: number,
  where: object,
  owner: string,
  nowMs: number,
): Promise<Subscription | null> {
  const { count } = await db.subscription.updateMany({
    where: { id, ...where },
    data: { leaseOwner: owner, leaseUntilUtc: nowUtc(nowMs + LEASE_SECONDS * 1000) },
  });
  return count === 1 ? db.subscription.findUnique({ where: { id } }) : null;
}

/** The oldest-due subscription, claimed for `owner`; null when none is due or others won them. */
export async function claimDueSubscription(owner: string): Promise<Subscription | null> {
  const nowMs = await databaseNowMs();
  const now = nowUtc(nowMs);
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = await db.subscription.findFirst({
      where: due(now),
      orderBy: { nextFetchUtc: 'asc' },
      select: { id: true },
    });
    if (!next) return null;
    const claimed = await claimWhere(next.id, due(now), owner, nowMs);
    if (claimed) return claimed;
  }
  return null;
}

/** A refresh asked for by hand, due or not; null while another fetch holds it. */
export async function claimSubscription(id: number, owner: string): Promise<Subscription | null> {
  const nowMs = await databaseNowMs();
  return claimWhere(id, unheld(nowUtc(nowMs)), owner, nowMs);
}

export interface FetchOutcome {
  status: 'ok' | 'failed';
  error: string | null;
  /** A stable code for `error` (docs/import.md "Fetching"), null when ok. */
  errorCode: string | null;
}

/**
 * Records the fetch's outcome and lets the lease go; nothing if the lease was
 * lost. Only the outcome is written: a PATCH made while the feed was fetched
 * stays, the next fetch counts from the interval the row has now, and a URL
 * changed meanwhile (or the subscription enabled) is fetched at once.
 */
export async function recordFetch(
  fetched: Subscription,
  owner: string,
  outcome: FetchOutcome,
): Promise<Subscription | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db.subscription.findFirst({
      where: { id: fetched.id, leaseOwner: owner },
    });
    if (!row) return null;
    const now = estimatedDatabaseNowMs();
    const fetchAgain = row.url !== fetched.url || (row.enabled && !fetched.enabled);
    // The update holds only if no PATCH changed what the next fetch was computed from.
    const { count } = await db.subscription.updateMany({
      where: {
        id: row.id,
        leaseOwner: owner,
        url: row.url,
        intervalMinutes: row.intervalMinutes,
        enabled: row.enabled,
      },
      data: {
        lastFetchedUtc: nowUtc(now),
        lastStatus: outcome.status,
        lastError: outcome.error,
        lastErrorCode: outcome.errorCode,
        nextFetchUtc: nowUtc(fetchAgain ? now : now + row.intervalMinutes * 60_000),
        leaseOwner: null,
        leaseUntilUtc: null,
      },
    });
    if (count === 1) return db.subscription.findUnique({ where: { id: row.id } });
  }
  return null;
}
