// Finished answers to anonymous reads, kept between requests (README
// "Answer cache"). An answer stays exact while two things hold: the `content`
// stamp has not moved (database triggers give it a new random value in every
// transaction that writes anything an anonymous read shows, whichever node or
// process writes), and the clock has not reached the instant the handler said
// its answer could change by time alone (`Reply.reusableUntil`). A hit costs
// one primary-key read of the stamp; a 304 the same, without the body.
import { LRUCache } from 'lru-cache';
import { asksForFreshAnswer } from '../http/cache-requests.mjs';
import { quietRead } from '../db';
import { env } from '../env';
import { contentStamp } from '../request-scope';

/** An answer as it leaves the route, before the per-request headers (CORS, Link). */
export interface SerializedReply {
  status: number;
  body: Uint8Array<ArrayBuffer>;
  etag?: string;
  headers: Record<string, string>;
  lastModified?: string;
}

interface Entry {
  stamp: bigint;
  reusableUntil: number;
  reply: SerializedReply;
}

// Bounded by bytes, least recently used first out: a 50-event page is about
// 150 KB, so the default 48 MiB holds a few hundred pages per process. The
// budget is CALENDAR_ANSWER_CACHE_MB (docs/operations.md); 0 keeps nothing.
const maxCacheBytes = env.CALENDAR_ANSWER_CACHE_MB * 2 ** 20;
const ENTRY_OVERHEAD_BYTES = 512;

const entries =
  maxCacheBytes > 0
    ? new LRUCache<string, Entry>({
        maxSize: maxCacheBytes,
        maxEntrySize: maxCacheBytes / 8,
        sizeCalculation: (entry, key) =>
          entry.reply.body.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
      })
    : undefined;

/**
 * What the answer depends on besides the database and the clock: the address
 * as sent (path and query unsorted: `a[x]=1&a[y]=2` is read in order, so two
 * spellings are two entries, never one wrong one), the language, and the
 * scheme and host the links are built from.
 */
export function answerKey(url: URL, baseUrl: string, language: string): string {
  return `${baseUrl} ${language} ${url.pathname}${url.search}`;
}

/** A client asking for no stored answer (`Cache-Control: no-cache`, `Pragma: no-cache`) gets one built afresh. */
export function wantsFreshAnswer(request: Request): boolean {
  return asksForFreshAnswer((name) => request.headers.get(name));
}

export interface CachedRead {
  reply: SerializedReply;
  isHit: boolean;
  /** While the reply is the kept one: the stamp and instant it holds until (the front door replays it, lib/front-door/). */
  kept?: { stamp: bigint; reusableUntil: number };
}

type Built = { reply: SerializedReply; reusableUntil?: number };

// Builds under way, by key: requests that miss the same key at the same stamp
// share one build instead of each running it (after a write, every poller of
// a 1,000-event feed misses at once, and a full feed takes ~160 ms to build).
const building = new Map<string, { stamp: bigint; reply: Promise<SerializedReply> }>();

/**
 * The answer under `key`: the kept one while it is still exact, else
 * `build()`'s, kept when it says until when it holds. Misses of the same key
 * at the same stamp share one build, failures included. `refresh` (a
 * request's `Cache-Control: no-cache`) builds afresh, alone.
 */
export async function readThroughAnswerCache(
  key: string,
  refresh: boolean,
  build: () => Promise<Built>,
): Promise<CachedRead> {
  const stamp = await contentStamp();
  if (refresh) return withValidity(key, await buildAndKeep(key, stamp, build), false);
  const kept = entries?.get(key);
  if (kept && kept.stamp === stamp && Date.now() < kept.reusableUntil)
    return withValidity(key, kept.reply, true);
  const underway = building.get(key);
  if (underway?.stamp === stamp) return withValidity(key, await underway.reply, false);
  const reply = buildAndKeep(key, stamp, build);
  const entry = { stamp, reply };
  building.set(key, entry);
  try {
    return withValidity(key, await reply, false);
  } finally {
    if (building.get(key) === entry) building.delete(key);
  }
}

function withValidity(key: string, reply: SerializedReply, isHit: boolean): CachedRead {
  const entry = entries?.peek(key);
  if (entry?.reply !== reply) return { reply, isHit };
  return { reply, isHit, kept: { stamp: entry.stamp, reusableUntil: entry.reusableUntil } };
}

async function buildAndKeep(
  key: string,
  stamp: bigint,
  build: () => Promise<Built>,
): Promise<SerializedReply> {
  // Built beside a write of this process (SQLite shares one connection): it
  // may hold rows that were then rolled back, so it is not kept.
  const {
    value: { reply, reusableUntil },
    isQuiet,
  } = await quietRead(build);
  if (reply.status === 200 && reusableUntil !== undefined && isQuiet)
    entries?.set(key, { stamp, reusableUntil, reply });
  else entries?.delete(key);
  return reply;
}
