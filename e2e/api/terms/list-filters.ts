// The term lists' filters and order (docs/api.md §3.3).
import { expect, test } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { api, eventWithTerms, listTerms, postTerm, type TermBody } from '../../fixtures/terms';
import { admin, ids, invalidParam, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function listFilterTests(suite: TermSuite) {
  const { collection, other } = suite;
  test.describe(`${collection}: list filters and order (§3.3)`, () => {
    test('include, exclude and slug filter; unknown, foreign or non-numeric ids are invalid', async ({
      request,
    }) => {
      const [a, b, c] = [
        await postTerm(request, collection, admin(suite)),
        await postTerm(request, collection, admin(suite)),
        await postTerm(request, collection, admin(suite)),
      ];
      const foreign = await postTerm(request, other, admin(suite));
      const include = `${c!.id}, ${a!.id},${b!.id}`;
      const included = await listTerms(request, collection, { include, orderby: 'id' });
      expect(ids(included.body[collection])).toEqual(ids([a!, b!, c!]));
      expect(included.body.rest_url).toContain(`include=${c!.id}%2C${a!.id}%2C${b!.id}`);
      const excluded = await listTerms(request, collection, { include, exclude: `${b!.id}` });
      expect(ids(excluded.body[collection]).sort()).toEqual(ids([a!, c!]).sort());
      const bySlug = await listTerms(request, collection, { slug: b!.slug });
      expect(ids(bySlug.body[collection])).toEqual([b!.id]);

      for (const [name, value] of [
        ['include', String(foreign.id)],
        ['include', 'foo'],
        ['include', `${a!.id},99999999`],
        ['exclude', 'foo-bar,23'],
        ['exclude', String(foreign.id)],
        ['slug', ''],
        ['search', ''],
      ] as const) {
        const response = await request.get(api(collection), { params: { [name]: value } });
        expect(response.status(), `${name}=${value}`).toBe(400);
        expect(await response.json()).toEqual(invalidParam(name));
      }
    });

    test('order and orderby: every sort key, asc for "asc" in any case, desc otherwise', async ({
      request,
    }) => {
      const prefix = unique('Sort');
      const sortKeys = [
        { name: 'Banana', slug: 'c', description: 'Alpha' },
        { name: 'apple', slug: 'a', description: 'Charlie' },
        { name: 'Cherry', slug: 'b', description: 'bravo' },
      ];
      const made = [];
      for (const { name, slug, description } of sortKeys) {
        const data = { name: `${prefix} ${name}`, slug: `${prefix}-${slug}`, description };
        made.push(await postTerm(request, collection, admin(suite), data));
      }
      const [banana, apple, cherry] = made as [TermBody, TermBody, TermBody];
      await eventWithTerms(collection, [banana.id, cherry.id]);
      await eventWithTerms(collection, [banana.id]);
      const order = async (query: Record<string, string>) =>
        ids((await listTerms(request, collection, { search: prefix, ...query })).body[collection]);

      const [b, a, c] = [banana.id, apple.id, cherry.id];
      expect(await order({})).toEqual([a, b, c]);
      expect(await order({ order: 'ASC' })).toEqual([a, b, c]);
      expect(await order({ order: 'desc' })).toEqual([c, b, a]);
      expect(await order({ order: 'sideways' })).toEqual([c, b, a]);
      for (const orderby of ['id', 'term_id', 'term_group'])
        expect(await order({ orderby }), orderby).toEqual([b, a, c]);
      expect(await order({ orderby: 'name', order: 'desc' })).toEqual([c, b, a]);
      expect(await order({ orderby: 'slug' })).toEqual([a, c, b]);
      expect(await order({ orderby: 'count' })).toEqual([a, c, b]);
      expect(await order({ orderby: 'count', order: 'desc' })).toEqual([b, c, a]);
      expect(await order({ orderby: 'description' })).toEqual([b, c, a]);
      expect(await order({ orderby: 'include', include: `${c},${b},${a}` })).toEqual([c, b, a]);
      expect(await order({ orderby: 'include', include: `${c},${b},${a}`, order: 'desc' })).toEqual(
        [a, b, c],
      );
      expect(await order({ orderby: 'include' })).toEqual([a, b, c]);
      expect(await order({ orderby: 'colour' })).toEqual([a, b, c]);

      for (const name of ['order', 'orderby']) {
        const response = await request.get(api(collection), { params: { [name]: '' } });
        expect(response.status()).toBe(400);
        expect(await response.json()).toEqual(invalidParam(name));
      }
    });

    test('post and event list the terms of one event; event wins; both must name an event', async ({
      request,
      baseURL,
    }) => {
      const [a, b, c] = [
        await postTerm(request, collection, admin(suite), { name: unique('A') }),
        await postTerm(request, collection, admin(suite), { name: unique('B') }),
        await postTerm(request, collection, admin(suite), { name: unique('C') }),
      ];
      const first = await eventWithTerms(collection, [a!.id, b!.id]);
      const second = await eventWithTerms(collection, [c!.id], 'draft');

      const byPost = await listTerms(request, collection, { post: first.id });
      expect(ids(byPost.body[collection])).toEqual(ids([a!, b!]));
      const byEvent = await listTerms(request, collection, { event: second.id });
      expect(ids(byEvent.body[collection])).toEqual([c!.id]);
      const both = await listTerms(request, collection, { post: first.id, event: second.id });
      expect(ids(both.body[collection])).toEqual([c!.id]);
      expect(both.body.rest_url).toBe(
        `${baseURL}/calendar/events/v1/${collection}/?per_page=50&hide_empty=0&post=${second.id}`,
      );

      for (const [name, value] of [
        ['post', ''],
        ['post', 'foo'],
        ['post', '99999999'],
        ['event', 'foo'],
        ['event', '0'],
      ]) {
        const response = await request.get(api(collection), { params: { [name!]: value! } });
        expect(response.status(), `${name}=${value}`).toBe(400);
        expect(await response.json()).toEqual(invalidParam(name!));
      }
    });

    test('reports every invalid paging and boolean parameter in one 400, in declaration order', async ({
      request,
    }) => {
      const response = await request.get(api(collection), {
        params: { hide_empty: 'maybe', per_page: 'foo', page: '0', slug: '' },
      });
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): page, per_page, hide_empty, slug',
        data: {
          status: 400,
          params: {
            page: 'Invalid parameter.',
            per_page: 'Invalid parameter.',
            hide_empty: 'hide_empty is not of type boolean.',
            slug: 'Invalid parameter.',
          },
          details: {
            hide_empty: {
              code: 'rest_invalid_type',
              message: 'hide_empty is not of type boolean.',
              data: { param: 'hide_empty' },
            },
          },
        },
      });
    });
  });
}
