// Unique slugs (docs/api.md §0.7) read the slugs taken with a prefix
// filter, which on SQLite is a range of the unique index (lib/db.ts
// startingWith): it must take in exactly the slugs that start with the base,
// and on both databases it must be an index search, not a read of the table.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthor, createEvent } from '../../scripts/vitest/rows';
import { db } from '../db';
import { databaseProvider } from '../env';
import type { Prisma } from '../generated/sqlite/client';
import { slugsStartingWith } from '../terms/store';
import { uniqueSlug, type PostModel } from './write-slugs';

let authorId: number;

const eventWithSlug = (slug: string) =>
  createEvent(authorId, { slug, liveSlug: slug, title: slug });

beforeAll(async () => {
  authorId = await createAuthor('slugs@example.org');
  for (const slug of ['vernissage', 'vernissage-2', 'vernissages', 'vernissagf', 'vernissag'])
    await eventWithSlug(slug);
});

describe('uniqueSlug', () => {
  it('counts the slugs that start with the base, and only those', async () => {
    // vernissage-2 is taken; vernissages, vernissagf and vernissag do not make 2 or 3 taken.
    expect(await uniqueSlug(db, 'event', 'Vernissage', 0)).toBe('vernissage-3');
    expect(await uniqueSlug(db, 'event', 'Vernissagf', 0)).toBe('vernissagf-2');
    expect(await uniqueSlug(db, 'event', 'Vernissages', 0)).toBe('vernissages-2');
  });

  it('takes a free base as it is, however many slugs it prefixes', async () => {
    await eventWithSlug('finissage-2');
    expect(await uniqueSlug(db, 'event', 'Finissage', 0)).toBe('finissage');
  });
});

/** The SQL `write` sends whose text holds `marker`, with its parameters. */
async function sentBy(write: () => Promise<unknown>, marker: RegExp) {
  const sent: Prisma.QueryEvent[] = [];
  const listener = (event: Prisma.QueryEvent) => sent.push(event);
  (db as unknown as { $on(event: 'query', listen: typeof listener): void }).$on('query', listener);
  await write();
  const found = sent.find(({ query }) => marker.test(query));
  expect(found, sent.map(({ query }) => query).join('\n')).toBeDefined();
  return { query: found!.query, params: JSON.parse(found!.params) as unknown[] };
}

/** The plan the database makes of `query`, told not to read a whole table where an index can answer. */
async function planOf({ query, params }: { query: string; params: unknown[] }): Promise<string> {
  if (databaseProvider === 'sqlite') {
    const rows = await db.$queryRawUnsafe<{ detail: string }[]>(
      `EXPLAIN QUERY PLAN ${query}`,
      ...params,
    );
    return rows.map((row) => row.detail).join('\n');
  }
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN ${query}`,
      ...params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** An index search on the prefix: a range of an index, never a read of the whole table or index. */
function expectPrefixSearch(plan: string) {
  if (databaseProvider === 'sqlite') {
    expect(plan).not.toMatch(/^SCAN /m);
    expect(plan).toMatch(/\((liveSlug|slug)>\? AND \1<\?\)/);
  } else {
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index Cond: .*~>=~ '[^']+'::text\) AND .*~<~/);
  }
}

// Slugs in other scripts are written `%e6%9d…` (lib/text/slug.ts): their `%`
// must not become a LIKE wildcard, which would read the whole table.
const titles = ['Vernissage', '東京 night'];

describe('the taken slugs are an index search', () => {
  // A table read costs 3.5 ms per created event at 10,000 events on
  // PostgreSQL, 650 ms at a million (docs/performance.md "Writes").
  for (const model of ['event', 'venue', 'organizer'] as PostModel[])
    for (const title of titles)
      it(`for a new ${model} named ${title}`, async () => {
        const sent = await sentBy(() => uniqueSlug(db, model, title, 0), /liveSlug/);
        expectPrefixSearch(await planOf(sent));
      });

  for (const kind of ['category', 'tag'] as const)
    for (const base of ['vernissage', '%e6%9d%b1%e4%ba%ac'])
      it(`for a new ${kind} slugged ${base}`, async () => {
        const sent = await sentBy(() => slugsStartingWith(db, kind, base), /slug/);
        expectPrefixSearch(await planOf(sent));
      });
});

describe('a slug in another script', () => {
  it('clashes with the same slug and its numbered ones, whatever % and _ they hold', async () => {
    await eventWithSlug('%e6%9d%b1%e4%ba%ac-night');
    await eventWithSlug('%e6%9d%b1%e4%ba%ac-night-2');
    // Would match a `%`… pattern read as wildcards: not a clash.
    await eventWithSlug('xe6%9d%b1%e4%ba%ac-night-3');
    expect(await uniqueSlug(db, 'event', '東京 night', 0)).toBe('%e6%9d%b1%e4%ba%ac-night-3');
    expect(await slugsStartingWith(db, 'tag', 'a_b')).toEqual([]);
  });
});
