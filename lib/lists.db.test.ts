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
const params = (perPage: number) => ({ per_page: String(perPage) });

type List = (perPage: number, language?: Language) => Promise<ListPage<object>>;

const linkedList =
  <Row extends LinkedPostRow, Input extends LinkedPostInput>(
    kind: LinkedPostKind<Row, Input>,
  ): List =>
  (perPage, language = 'en') =>
    listLinkedPosts(kind, {
      params: params(perPage),
      payload: params(perPage),
      caller: null,
      language,
      baseUrl,
    });

const lists: [string, List][] = [
  ['events', (perPage, language = 'en') => listEvents(params(perPage), null, contextIn(language))],
  ['venues', linkedList(venues)],
  ['organizers', linkedList(organizers)],
  [
    'categories',
    (perPage, language = 'en') =>
      listTerms(taxonomies.category, params(perPage), contextIn(language)),
  ],
];

beforeAll(async () => {
  await db.user.create({
    data: { email: 'author@example.org', role: 'administrator', passwordHash: '-' },
  });
  // Enough of everything for full pages of 50: 60 venues, organizers and categories.
  await seedCalendar(db, { events: 150, venues: 60, organizers: 60, categories: 60, tags: 20 });
});

describe.each(lists)('GET /%s', (collection, list) => {
  it('costs the same number of SQL statements for 5 items as for 50', async () => {
    // What outlives a request (caches) is warm, as on a serving node.
    await list(50);
    let page: ListPage<object> | undefined;
    const small = await sqlStatements(() => list(5));
    const large = await sqlStatements(async () => (page = await list(50)));
    expect(page?.items).toHaveLength(50);
    console.log(`GET /${collection}: ${large.length} SQL statements per page`);
    expect(large).toHaveLength(small.length);
  });

  it('costs the same SQL statements in French as in English (docs/api.md §9)', async () => {
    await list(50, 'fr');
    const english = await sqlStatements(() => list(50, 'en'));
    const french = await sqlStatements(() => list(50, 'fr'));
    expect(french).toHaveLength(english.length);
  });
});
