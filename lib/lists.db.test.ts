// No N+1: a list page costs a fixed number of SQL statements, whatever its
// size, embedded venues, organizers, terms and images included (issue 10).
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCalendar } from '../bench/calendar';
import { sqlStatements } from '../scripts/vitest/database';
import { db } from './db';
import { listEvents } from './events/read-list';
import { restBase } from './http/headers';
import type { Language } from './i18n/languages';
import type { ListPage } from './params/collection';
import { organizers } from './linked-posts/organizer/kind';
import type { LinkedPostInput, LinkedPostKind, LinkedPostRow } from './linked-posts/kind';
import { listLinkedPosts } from './linked-posts/read-list';
import { listTerms } from './terms/read-list';
import { taxonomies } from './terms/kind';
import { venues } from './linked-posts/venue/kind';

const baseUrl = 'http://calendar.test';
const contextIn = (language: Language) => ({
  baseUrl,
  language,
  restBase: restBase(baseUrl, language),
});
const params = (perPage: number, page = 1) => ({ per_page: String(perPage), page: String(page) });

type List = (perPage: number, language?: Language, page?: number) => Promise<ListPage<object>>;

const linkedList =
  <Row extends LinkedPostRow, Input extends LinkedPostInput>(
    kind: LinkedPostKind<Row, Input>,
  ): List =>
  (perPage, language = 'en', page = 1) =>
    listLinkedPosts(kind, {
      params: params(perPage, page),
      payload: params(perPage, page),
      caller: null,
      language,
      baseUrl,
    });

const lists: [string, List][] = [
  [
    'events',
    (perPage, language = 'en', page = 1) =>
      listEvents(params(perPage, page), null, contextIn(language)),
  ],
  ['venues', linkedList(venues)],
  ['organizers', linkedList(organizers)],
  [
    'categories',
    (perPage, language = 'en', page = 1) =>
      listTerms(taxonomies.category, params(perPage, page), contextIn(language)),
  ],
];

beforeAll(async () => {
  await db.user.create({
    data: { email: 'author@example.org', role: 'administrator', passwordHash: '-' },
  });
  // Enough of everything for full pages of 50: 60 venues, organizers and categories.
  await seedCalendar(db, { events: 150, venues: 60, organizers: 60, categories: 60, tags: 20 });
});

// A statement's shape: its SQL with any list of ids collapsed and
// PostgreSQL's placeholders unnumbered, so that a read of 5 ids and one of 50
// count as the same statement.
const shape = (sql: string) => sql.replace(/ IN \([^)]*\)/g, ' IN (…)').replace(/\$\d+/g, '$');
const countShapes = (statements: string[]) => {
  const counts = new Map<string, number>();
  for (const statement of statements)
    counts.set(shape(statement), (counts.get(shape(statement)) ?? 0) + 1);
  return counts;
};

describe.each(lists)('GET /%s', (collection, list) => {
  it('costs no more SQL statements for 50 items than for a page of 5 of them', async () => {
    // What outlives a request (caches) is warm, as on a serving node.
    await list(50);
    let page: ListPage<object> | undefined;
    const large = await sqlStatements(async () => (page = await list(50)));
    expect(page?.items).toHaveLength(50);
    // The same 50 items in pages of 5. A statement some items need (a
    // series, images) runs on the pages holding such items, so each statement
    // of the page of 50 may run as often as on the page of 5 that runs it most.
    // A statement per item would run on several pages, and more often on the
    // page of 50 than on any of them: the seed spreads series and images over
    // the pages (a kind of item only one page held would hide it).
    const most = new Map<string, number>();
    for (let number = 1; number <= 10; number++) {
      const small = countShapes(await sqlStatements(() => list(5, 'en', number)));
      for (const [sql, count] of small) most.set(sql, Math.max(count, most.get(sql) ?? 0));
    }
    console.log(`GET /${collection}: ${large.length} SQL statements per page`);
    const excess = [...countShapes(large)].filter(([sql, count]) => count > (most.get(sql) ?? 0));
    expect(excess).toEqual([]);
  });

  it('costs the same SQL statements in French as in English (docs/api.md §9)', async () => {
    await list(50, 'fr');
    const english = await sqlStatements(() => list(50, 'en'));
    const french = await sqlStatements(() => list(50, 'fr'));
    expect(french).toHaveLength(english.length);
  });
});
