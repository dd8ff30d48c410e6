// Hit counters in the rate_limit_hits table, shared by every app node over one
// database (docs/api.md §10.6). One row per key and window.
import { db, startingWith } from '../db';
import type { RateWindow } from './window';

const rowId = (key: string, window: RateWindow) => ({
  key_windowStart: { key, windowStart: window.start },
});

/** Hits so far in the window, one count per key, in the keys' order. */
export async function countHits(keys: string[], window: RateWindow): Promise<number[]> {
  const rows = await db.rateLimitHit.findMany({
    where: { key: { in: keys }, windowStart: window.start },
  });
  return keys.map((key) => rows.find((row) => row.key === key)?.count ?? 0);
}

/** Adds `hits` hits (one by default) and answers the new count, atomically across nodes. */
export async function addHit(key: string, window: RateWindow, hits = 1): Promise<number> {
  const upsert = () =>
    db.rateLimitHit.upsert({
      where: rowId(key, window),
      create: { key, windowStart: window.start, count: hits },
      update: { count: { increment: hits } },
    });
  try {
    return (await upsert()).count;
  } catch (error) {
    // Two nodes inserting the window's first row at once: the loser's insert
    // hits the primary key, and its retry finds the row and increments it.
    if ((error as { code?: unknown }).code !== 'P2002') throw error;
    return (await upsert()).count;
  }
}

/** Takes back one hit of the window (never below zero). */
export async function removeHit(key: string, window: RateWindow): Promise<void> {
  await db.rateLimitHit.updateMany({
    where: { key, windowStart: window.start, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Forgets every hit of a key, in every window. */
export async function clearHits(key: string): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { key } });
}

/** Housekeeping: rows of closed windows for keys under `prefix` count for nothing. */
export async function dropClosedWindows(prefix: string, window: RateWindow): Promise<void> {
  await db.rateLimitHit.deleteMany({
    where: { key: startingWith(prefix), windowStart: { lt: window.start } },
  });
}
