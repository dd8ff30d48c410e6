// Storage of categories and tags. The two tables have the same columns but
// for Category.parentId, so one set of functions serves both; only callers
// working on categories ever pass a parent.
import { nowUtc } from '../dates/format';
import { startingWith, type Db } from '../db';
import type { TermKind } from './kind';

export type TermClient = Pick<Db, 'category' | 'tag' | 'eventCategory' | 'eventTag' | 'termId'>;

export type TermRow = {
  id: number;
  name: string;
  nameFr: string | null;
  nameEs: string | null;
  description: string;
  descriptionFr: string | null;
  descriptionEs: string | null;
  slug: string;
  /** Categories only; always null for tags. */
  parentId: number | null;
  /** Last write of the fields above, UTC 'YYYY-MM-DD HH:MM:SS' (`modified_after`, docs/api.md §3.4). */
  modifiedUtc: string | null;
};

export type TermData = Partial<Omit<TermRow, 'id' | 'modifiedUtc'>>;

// Tag's delegate is typed as Category's so that one call serves both; it is
// never given `parentId`, and rows are normalised by `toRow`.
function delegate(client: TermClient, kind: TermKind): Db['category'] {
  return kind === 'category' ? client.category : (client.tag as unknown as Db['category']);
}

type StoredTerm = Omit<TermRow, 'parentId'> & {
  parentId?: number | null;
  publishedEventCount: number;
};

// The count stays out of TermRow: triggers keep it, and no write may carry it back.
function toRow(stored: StoredTerm): TermRow {
  const row: Omit<StoredTerm, 'publishedEventCount'> & { publishedEventCount?: number } = {
    ...stored,
  };
  delete row.publishedEventCount;
  return { ...row, parentId: row.parentId ?? null };
}

/**
 * Every term of the taxonomy in id order, with its `count` (§1.5) read from the same
 * rows: published events per term id (terms with no event are absent). Calendars hold
 * tens to thousands of terms.
 */
export async function findTermsCounted(
  client: TermClient,
  kind: TermKind,
): Promise<{ terms: TermRow[]; counts: Map<number, number> }> {
  const rows = await delegate(client, kind).findMany({ orderBy: { id: 'asc' } });
  return { terms: rows.map(toRow), counts: countsOf(rows) };
}

/** Every term of the taxonomy, in id order. */
export async function findTerms(client: TermClient, kind: TermKind): Promise<TermRow[]> {
  return (await findTermsCounted(client, kind)).terms;
}

export async function findTermsById(
  client: TermClient,
  kind: TermKind,
  ids: number[],
): Promise<TermRow[]> {
  const rows = await delegate(client, kind).findMany({ where: { id: { in: ids } } });
  return rows.map(toRow);
}

/** The term with this id or slug, or null. */
export async function findTerm(
  client: TermClient,
  kind: TermKind,
  where: { id: number } | { slug: string },
): Promise<TermRow | null> {
  const row = await delegate(client, kind).findUnique({ where });
  return row && toRow(row);
}

export async function insertTermRow(
  client: TermClient,
  kind: TermKind,
  data: TermData & { id: number; name: string; slug: string },
): Promise<TermRow> {
  return toRow(await delegate(client, kind).create({ data: { ...data, modifiedUtc: nowUtc() } }));
}

export async function updateTermRow(
  client: TermClient,
  kind: TermKind,
  id: number,
  data: TermData,
): Promise<TermRow> {
  const stamped = { ...data, modifiedUtc: nowUtc() };
  return toRow(await delegate(client, kind).update({ where: { id }, data: stamped }));
}

/**
 * Permanent deletion (docs/api.md §5): the term leaves every event (the events' `modified`
 * is not touched, §1.1), and a category's children move up to its parent.
 */
export async function deleteTermRow(client: TermClient, term: TermRow, kind: TermKind) {
  if (kind === 'category') {
    await client.category.updateMany({
      where: { parentId: term.id },
      // A child that moves up has a new parent: a change of its own.
      data: { parentId: term.parentId, modifiedUtc: nowUtc() },
    });
    await client.eventCategory.deleteMany({ where: { categoryId: term.id } });
  } else {
    await client.eventTag.deleteMany({ where: { tagId: term.id } });
  }
  await delegate(client, kind).delete({ where: { id: term.id } });
  await client.termId.delete({ where: { id: term.id } });
}

/** Ids of the terms of this taxonomy assigned to an event. */
export async function eventTermIds(
  client: TermClient,
  kind: TermKind,
  eventId: number,
): Promise<number[]> {
  if (kind === 'category') {
    const links = await client.eventCategory.findMany({ where: { eventId } });
    return links.map((link) => link.categoryId);
  }
  return (await client.eventTag.findMany({ where: { eventId } })).map((link) => link.tagId);
}

/**
 * `count` of §1.5 for these terms: published events per term id (terms with no event are
 * absent). Database triggers keep it in each term's row, in the transaction that writes a
 * link, an event's status or deletes an event (migration *_published_event_counts), so a
 * transaction's client reads its own writes.
 */
export async function countPublishedEvents(
  client: TermClient,
  kind: TermKind,
  ids: number[],
): Promise<Map<number, number>> {
  const rows = await delegate(client, kind).findMany({
    where: { id: { in: ids } },
    select: { id: true, publishedEventCount: true },
  });
  return countsOf(rows);
}

const countsOf = (rows: { id: number; publishedEventCount: number }[]) =>
  new Map(
    rows
      .filter((row) => row.publishedEventCount > 0)
      .map((row) => [row.id, row.publishedEventCount]),
  );

export async function slugsStartingWith(
  client: TermClient,
  kind: TermKind,
  base: string,
): Promise<string[]> {
  const rows = await delegate(client, kind).findMany({
    where: { slug: startingWith(base) },
    select: { slug: true },
  });
  return rows.map((row) => row.slug);
}
