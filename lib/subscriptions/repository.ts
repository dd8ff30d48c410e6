// Subscriptions as /api/subscriptions shows and changes them (docs/import.md
// "Subscriptions"). The URL's host is checked by the SSRF rule when it is
// given, and again on every fetch.
import { nowUtc } from '../dates/format';
import { db } from '../db';
import { databaseNowMs } from '../db-time';
import type { Subscription } from '../generated/sqlite/client';
import { ApiError, invalidParams } from '../http/errors';
import { EndpointAddressError, endpointAddress } from '../webhooks/address';
import type { SubscriptionCreate, SubscriptionUpdate } from './schema';

export function serializeSubscription(row: Subscription) {
  return {
    id: row.id,
    url: row.url,
    interval_minutes: row.intervalMinutes,
    enabled: row.enabled,
    last_fetched_utc: row.lastFetchedUtc,
    last_status: row.lastStatus,
    last_error: row.lastError,
    last_error_code: row.lastErrorCode,
    last_import_id: row.lastImportId,
    next_fetch_utc: row.enabled ? row.nextFetchUtc : null,
    created_utc: row.createdUtc,
  };
}
export type SubscriptionJson = ReturnType<typeof serializeSubscription>;

export const subscriptionNotFound = () =>
  new ApiError(404, 'subscription-not-found', 'No subscription has that id.');

/** 400 unless the URL's host resolves to addresses the server may fetch from. */
async function requireFetchableUrl(url: string): Promise<void> {
  try {
    await endpointAddress(new URL(url));
  } catch (error) {
    if (!(error instanceof EndpointAddressError)) throw error;
    throw invalidParams(
      { url: 'Invalid parameter.' },
      { url: { code: 'subscription-url-not-public', message: error.message, data: null } },
    );
  }
}

export async function requireSubscription(id: number): Promise<Subscription> {
  const row = await db.subscription.findUnique({ where: { id } });
  if (!row) throw subscriptionNotFound();
  return row;
}

export async function listSubscriptions(): Promise<SubscriptionJson[]> {
  const rows = await db.subscription.findMany({ orderBy: { id: 'asc' } });
  return rows.map(serializeSubscription);
}

/** The new subscription, due at once: the scheduler fetches it in the background. */
export async function createSubscription(
  input: SubscriptionCreate,
  userId: number,
): Promise<Subscription> {
  await requireFetchableUrl(input.url);
  const now = nowUtc(await databaseNowMs());
  return db.subscription.create({
    data: {
      url: input.url,
      intervalMinutes: input.interval_minutes,
      userId,
      nextFetchUtc: now,
      createdUtc: now,
      modifiedUtc: now,
    },
  });
}

/** A new URL, or enabling it again, makes it due at once; a new interval counts from the last fetch. */
export async function updateSubscription(
  id: number,
  input: SubscriptionUpdate,
): Promise<Subscription> {
  const row = await requireSubscription(id);
  if (input.url !== undefined) await requireFetchableUrl(input.url);
  // The scheduler compares nextFetchUtc with the database's clock (claims.ts).
  const nowMs = await databaseNowMs();
  const now = nowUtc(nowMs);
  const interval = input.interval_minutes ?? row.intervalMinutes;
  const fetchNow = (input.url !== undefined && input.url !== row.url) || input.enabled === true;
  const fromLast = row.lastFetchedUtc ? Date.parse(`${row.lastFetchedUtc.replace(' ', 'T')}Z`) : 0;
  const nextFetchUtc = fetchNow ? now : nowUtc(Math.max(fromLast + interval * 60_000, nowMs));
  return db.subscription.update({
    where: { id },
    data: {
      url: input.url,
      intervalMinutes: input.interval_minutes,
      enabled: input.enabled,
      nextFetchUtc,
      modifiedUtc: now,
    },
  });
}

/** Its events stay on the site, no longer updated or trashed by the feed. */
export async function deleteSubscription(id: number): Promise<void> {
  const { count } = await db.subscription.deleteMany({ where: { id } });
  if (count === 0) throw subscriptionNotFound();
}
