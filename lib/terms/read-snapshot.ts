// Every category and tag with its `count` (docs/api.md §1.5: published
// events assigned), kept in memory between requests: lists of events and of
// terms need them on every request. Loading it reads the two term tables
// alone: each row carries its count, kept by triggers in the writing
// transaction (migration *_published_event_counts), where counting the links
// took 320 ms at 100,000 events. The snapshot is reloaded only when the
// `terms` stamp moved: triggers change it in every transaction that writes a
// term, a link or an event's status (see model DataStamp), whichever node or
// process writes, so one primary-key read per request keeps every node exact.
// The stamp is narrower than the `content` one on purpose: editing an event's
// text leaves the snapshot alone.
import { db, readStamp } from '../db';
import { keptByStamp } from '../kept-by-stamp';
import { findTermsCounted, type TermRow } from './store';

export interface TermSnapshot {
  categories: ReadonlyMap<number, TermRow>;
  tags: ReadonlyMap<number, TermRow>;
  /** Published events per category and tag id (one id sequence, §0.2); absent means 0. */
  counts: ReadonlyMap<number, number>;
}

async function loadSnapshot(): Promise<TermSnapshot> {
  const [categories, tags] = await Promise.all([
    findTermsCounted(db, 'category'),
    findTermsCounted(db, 'tag'),
  ]);
  return {
    categories: new Map(categories.terms.map((term) => [term.id, term])),
    tags: new Map(tags.terms.map((term) => [term.id, term])),
    counts: new Map([...categories.counts, ...tags.counts]),
  };
}

/**
 * The terms as of this call or later. Reads that embed terms in rows read
 * before call it after them, so that every term those rows name is in it.
 * Never inside a write transaction: it reads through `db`, not the transaction.
 */
export const termSnapshot: () => Promise<TermSnapshot> = keptByStamp(
  () => readStamp('terms'),
  loadSnapshot,
);
