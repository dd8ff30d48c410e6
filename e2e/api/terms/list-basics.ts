// The term lists: envelope, headers, paging and search (docs/api.md §2, §3.3).
import { expect, test } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { api, eventWithTerms, listTerms, postTerm } from '../../fixtures/terms';
import { admin, ids, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function listBasicsTests(suite: TermSuite) {
  const { collection } = suite;
  test.describe(`${collection}: list (§2, §3.3)`, () => {
    test('envelope, headers, hide_empty by default, count of published events only', async ({
      request,
      baseURL,
    }) => {
      const prefix = unique('Count');
      const published = await postTerm(request, collection, admin(suite), { name: `${prefix} a` });
      const draftOnly = await postTerm(request, collection, admin(suite), { name: `${prefix} b` });
      const empty = await postTerm(request, collection, admin(suite), { name: `${prefix} c` });
      await eventWithTerms(collection, [published.id]);
      await eventWithTerms(collection, [published.id]);
      await eventWithTerms(collection, [published.id, draftOnly.id], 'draft');

      const response = await request.get(api(collection), { params: { search: prefix } });
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(Object.keys(body)).toEqual(['rest_url', 'total', 'total_pages', collection]);
      expect(body).toMatchObject({ total: 1, total_pages: 1 });
      expect(body.rest_url).toBe(
        `${baseURL}/calendar/events/v1/${collection}/?per_page=50&search=${prefix}`,
      );
      expect(body[collection]).toEqual([{ ...published, count: 2 }]);
      expect(response.headers()['x-tec-total']).toBe('1');
      expect(response.headers()['x-tec-totalpages']).toBe('1');

      const all = await listTerms(request, collection, { search: prefix });
      expect(all.body[collection].map((term: { count: number }) => term.count)).toEqual([2, 0, 0]);
      expect(ids(all.body[collection])).toEqual(ids([published, draftOnly, empty]));
      const shown = await listTerms(request, collection, { search: prefix, hide_empty: 'true' });
      expect(shown.body.total).toBe(1);
      expect(
        (await request.get(api(`${collection}/${published.id}`)).then((r) => r.json())).count,
      ).toBe(2);
    });

    test('pages: capped size, links that keep every filter, an empty page past the end', async ({
      request,
      baseURL,
    }) => {
      const prefix = unique('Paging');
      const terms = [];
      for (const letter of ['a', 'b', 'c'])
        terms.push(
          await postTerm(request, collection, admin(suite), { name: `${prefix} ${letter}` }),
        );
      const base = `${baseURL}/calendar/events/v1/${collection}/?`;
      const filters = `search=${prefix}&order=asc&hide_empty=0`;

      const first = await listTerms(request, collection, {
        per_page: 2,
        search: prefix,
        order: 'asc',
      });
      expect(Object.keys(first.body)).toEqual([
        ...['rest_url', 'total', 'total_pages', collection, 'next_rest_url'],
      ]);
      expect(first.body).toMatchObject({
        rest_url: `${base}per_page=2&${filters}`,
        total: 3,
        total_pages: 2,
        next_rest_url: `${base}page=2&per_page=2&${filters}`,
      });
      expect(ids(first.body[collection])).toEqual(ids(terms.slice(0, 2)));

      const second = await listTerms(request, collection, {
        page: 2,
        per_page: 2,
        search: prefix,
        order: 'asc',
      });
      expect(Object.keys(second.body)).toEqual([
        ...['rest_url', 'total', 'total_pages', collection, 'previous_rest_url'],
      ]);
      expect(second.body.previous_rest_url).toBe(`${base}per_page=2&${filters}`);
      expect(ids(second.body[collection])).toEqual([terms[2]!.id]);

      const past = await listTerms(request, collection, {
        page: 5,
        per_page: 2,
        search: prefix,
        order: 'asc',
      });
      expect(past.body).toEqual({
        rest_url: `${base}page=5&per_page=2&${filters}`,
        total: 3,
        total_pages: 2,
        [collection]: [],
        previous_rest_url: `${base}page=4&per_page=2&${filters}`,
      });
      expect(past.response.headers()['x-tec-total']).toBe('3');

      const capped = await listTerms(request, collection, { per_page: 80, search: prefix });
      expect(capped.body.rest_url).toBe(`${base}per_page=50&search=${prefix}&hide_empty=0`);
    });

    test('search finds names and slugs case-insensitively, in the effective language', async ({
      request,
    }) => {
      const token = unique('find');
      const byName = await postTerm(request, collection, admin(suite), {
        name: `${token.toUpperCase()} by name`,
      });
      const bySlug = await postTerm(request, collection, admin(suite), {
        name: unique('Other'),
        slug: `${token}-by-slug`,
      });
      const translatedOnly = await postTerm(request, collection, admin(suite), {
        name: unique('Plain'),
      });
      await request.patch(api(`${collection}/${translatedOnly.id}?translation_language=fr`), {
        headers: admin(suite),
        data: { name: `Nom ${token}` },
      });

      const en = await listTerms(request, collection, { search: token });
      expect(ids(en.body[collection]).sort()).toEqual(ids([byName, bySlug]).sort());
      const fr = await listTerms(request, collection, {
        search: token,
        translation_language: 'fr',
      });
      expect(ids(fr.body[collection]).sort()).toEqual(ids([byName, bySlug, translatedOnly]).sort());
      expect(fr.response.headers()['content-language']).toBe('fr');
    });
  });
}
