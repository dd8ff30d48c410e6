// The kept answers of writes sent with an Idempotency-Key (docs/api.md
// "Idempotent writes"), in the idempotency_keys table so that every app node
// sees them. A write claims its key by inserting the row before it runs; the
// primary key (principal, key) lets one insert win, on SQLite and PostgreSQL
// alike, and the others wait for the answer the winner keeps.
import { db } from '../db';
import { DueClock } from '../due-clock';
import { ApiError } from '../http/errors';

/** What a key is kept for, and how long a write may hold it unanswered. */
export const KEY_LIFETIME_MS = 86_400_000;
/** A claim this old without an answer belongs to a process that died mid-write: it is given up. */
const ABANDONED_AFTER_MS = 120_000;
/** How long a second request waits for the first one's answer before a 409. */
const WAIT_FOR_ANSWER_MS = 10_000;
const POLL_INTERVAL_MS = 50;
/** Purging is one indexed delete: once an hour per process keeps the table to about a day of writes. */
export const idempotencyPurgeClock = new DueClock(3_600_000);

export interface Claim {
  /** `user:{id}`: the caller the key belongs to. */
  principal: string;
  key: string;
  fingerprint: string;
}

/** Whatever the caller needs to answer the request again: a JSON value. */
export type KeptAnswer = { status: number } & Record<string, unknown>;

export const idempotencyMismatch = () =>
  new ApiError(
    422,
    'rest_idempotency_mismatch',
    'This Idempotency-Key was already used with another request.',
  );

export const idempotencyInProgress = () =>
  new ApiError(
    409,
    'rest_idempotency_in_progress',
    'A request with this Idempotency-Key is still being processed; try again shortly.',
    {},
    { 'Retry-After': '1' },
  );

/**
 * The answer to the claimed request: `run()`'s, kept for the next 24 hours
 * unless it is a server failure (5xx, so the client may try again), or the
 * one kept by an earlier request with the same key (`isReplay`). Refuses a
 * key used with another request (422), and answers 409 when the first request
 * is still running after WAIT_FOR_ANSWER_MS.
 */
export async function answerOnce<A extends KeptAnswer>(
  claim: Claim,
  run: () => Promise<A>,
): Promise<{ answer: A; isReplay: boolean }> {
  const waitUntil = Date.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    const createdAt = new Date();
    if (await tryToClaim(claim, createdAt))
      return { answer: await runAndKeep(claim, createdAt, run), isReplay: false };
    const held = await db.idempotencyKey.findUnique({ where: { principal_key: idOf(claim) } });
    // Released meanwhile (the first request failed): claim it again.
    if (!held) continue;
    const age = Date.now() - held.createdAt.getTime();
    if (age >= KEY_LIFETIME_MS || (held.answer === null && age >= ABANDONED_AFTER_MS)) {
      await release(claim, held.createdAt);
      continue;
    }
    if (held.fingerprint !== claim.fingerprint) throw idempotencyMismatch();
    if (held.answer !== null) return { answer: JSON.parse(held.answer) as A, isReplay: true };
    if (Date.now() >= waitUntil) throw idempotencyInProgress();
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

const idOf = ({ principal, key }: Claim) => ({ principal, key });

/** Inserts the claim; false when a row for the key is there already. */
async function tryToClaim(claim: Claim, createdAt: Date): Promise<boolean> {
  try {
    await db.idempotencyKey.create({ data: { ...claim, createdAt } });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002') return false;
    throw error;
  }
}

async function runAndKeep<A extends KeptAnswer>(
  claim: Claim,
  createdAt: Date,
  run: () => Promise<A>,
): Promise<A> {
  let answer: A;
  try {
    answer = await run();
  } catch (error) {
    await release(claim, createdAt);
    throw error;
  }
  if (answer.status >= 500) await release(claim, createdAt);
  else {
    // The write is done: failing to keep its answer must not answer 500 and
    // invite a retry that writes again. The claim then stays unanswered, and
    // a retry waits (409) until it is given up.
    await db.idempotencyKey
      .updateMany({
        where: { ...idOf(claim), createdAt },
        data: { answer: JSON.stringify(answer) },
      })
      .catch((error: unknown) => console.error('idempotency: the answer was not kept', error));
  }
  return answer;
}

/** Deletes the claim made at `createdAt`, and only that one: another request may have claimed the key since. */
async function release(claim: Claim, createdAt: Date): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { ...idOf(claim), createdAt } });
}

/** Forgets the keys older than their lifetime; `now` is for tests. */
export async function purgeExpiredIdempotencyKeys(now = Date.now()): Promise<void> {
  await db.idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now - KEY_LIFETIME_MS) } },
  });
}

/**
 * Called on the way into every API request, as the change log's purge is;
 * at most once an hour per process. A failure is logged and tried again next
 * hour: the request it rode on is not the one to fail. Keys past their
 * lifetime are never replayed meanwhile (answerOnce checks the age).
 */
export async function purgeExpiredIdempotencyKeysWhenDue(): Promise<void> {
  if (!idempotencyPurgeClock.claim()) return;
  await purgeExpiredIdempotencyKeys().catch((error: unknown) => {
    console.error('idempotency key purge failed; retried in an hour', error);
  });
}
