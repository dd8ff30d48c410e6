// Every category and tag with its `count` (rest-behaviour §1.5: published
// events assigned), kept in memory between requests. Counting means reading
// every link of the terms involved, tens of milliseconds per thousands of
// events, and lists of events and of terms need it on every request. The
// snapshot is reloaded only when the `terms` stamp moved: triggers change it
// in every transaction that writes a term, a link or an event's status (see
// model DataStamp), whichever node or process writes, so one primary-key read
// per request keeps every node exact. The stamp is narrower than the
// `content` one on purpose: editing an event's text leaves the snapshot alone.
import { db, quietRead, readStamp } from '../db';
import { countPublishedEvents, findTerms, type TermRow } from './store';

export interface TermSnapshot {
  categories: ReadonlyMap<number, TermRow>;
  tags: ReadonlyMap<number, TermRow>;
  /** Published events per category and tag id (one id sequence, §0.2); absent means 0. */
  counts: ReadonlyMap<number, number>;
}

let cached: { stamp: bigint; snapshot: Promise<TermSnapshot> } | undefined;

async function loadSnapshot(): Promise<TermSnapshot> {
  const [categories, tags, categoryCounts, tagCounts] = await Promise.all([
    findTerms(db, 'category'),
    findTerms(db, 'tag'),
    countPublishedEvents(db, 'category'),
    countPublishedEvents(db, 'tag'),
  ]);
  return {
    categories: new Map(categories.map((term) => [term.id, term])),
    tags: new Map(tags.map((term) => [term.id, term])),
    counts: new Map([...categoryCounts, ...tagCounts]),
  };
}

/**
 * The terms as of this call or later. Reads that embed terms in rows read
 * before call it after them, so that every term those rows name is in it.
 * Never inside a write transaction: it reads through `db`, not the transaction.
 */
export async function termSnapshot(): Promise<TermSnapshot> {
  // The stamp is read before the terms: a write committed in between makes the
  // snapshot newer than its stamp, never older, and the next call reloads.
  const stamp = await readStamp('terms');
  if (cached?.stamp !== stamp) {
    const forget = () => {
      if (cached?.snapshot === snapshot) cached = undefined;
    };
    // On SQLite every query shares the connection of an open write
    // transaction: a snapshot read beside a write of this process, which may
    // roll back, serves the calls already waiting for it and is not kept.
    const snapshot = quietRead(loadSnapshot).then(({ value, isQuiet }) => {
      if (!isQuiet) forget();
      return value;
    });
    cached = { stamp, snapshot };
    // A failed load is not kept either: the next call tries again.
    snapshot.catch(forget);
  }
  return cached.snapshot;
}
