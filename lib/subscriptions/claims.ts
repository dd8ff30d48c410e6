// Which node fetches a subscription (docs/import.md "Subscriptions"): a
// node claims it by setting `leaseOwner` and `leaseUntilUtc` in one
// conditional update, as import jobs are claimed, so with several nodes one
// fetch happens. The lease outlasts the fetch's timeout; a node that stopped
// mid-fetch leaves a lease that runs out.
import { nowUtc } from '../dates/format';
import { db } from '../db';
import type { Subscription } from '../generated/sqlite/client';

const LEASE_SECONDS = 120;

const unheld = () => ({
  OR: [{ leaseUntilUtc: null }, { leaseUntilUtc: { lt: nowUtc() } }],
});
const due = () => ({ enabled: true, nextFetchUtc: { lte: nowUtc() }, ...unheld() });

async function claimWhere(id: number, where: object, owner: string): Promise<Subscription | null> {
  const { count } = await db.subscription.updateMany({
    where: { id, ...where },
    data: { leaseOwner: owner, leaseUntilUtc: nowUtc(Date.now() + LEASE_SECONDS * 1000) },
  });
  return count === 1 ? db.subscription.findUnique({ where: { id } }) : null;
}

/** The oldest-due subscription, claimed for `owner`; null when none is due or others won them. */
export async function claimDueSubscription(owner: string): Promise<Subscription | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = await db.subscription.findFirst({
      where: due(),
      orderBy: { nextFetchUtc: 'asc' },
      select: { id: true },
    });
    if (!next) return null;
    const claimed = await claimWhere(next.id, due(), owner);
    if (claimed) return claimed;
  }
  return null;
}

/** A refresh asked for by hand, due or not; null while another fetch holds it. */
export const claimSubscription = (id: number, owner: string) => claimWhere(id, unheld(), owner);

export interface FetchOutcome {
  status: 'ok' | 'failed';
  error: string | null;
  importId: number | null;
}

/** Records the fetch and when the next is due, and lets the lease go; nothing if the lease was lost. */
export async function recordFetch(
  subscription: Subscription,
  owner: string,
  outcome: FetchOutcome,
): Promise<Subscription | null> {
  const now = Date.now();
  const { count } = await db.subscription.updateMany({
    where: { id: subscription.id, leaseOwner: owner },
    data: {
      lastFetchedUtc: nowUtc(now),
      lastStatus: outcome.status,
      lastError: outcome.error,
      ...(outcome.importId === null ? {} : { lastImportId: outcome.importId }),
      nextFetchUtc: nowUtc(now + subscription.intervalMinutes * 60_000),
      leaseOwner: null,
      leaseUntilUtc: null,
    },
  });
  return count === 1 ? db.subscription.findUnique({ where: { id: subscription.id } }) : null;
}
