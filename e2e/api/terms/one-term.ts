// One term: create, read, update (docs/api.md §1.5, §4.6).
import { expect, test } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { api, postTerm, storedTerm, taxonomyOf } from '../../fixtures/terms';
import { admin, invalidParam, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function oneTermTests(suite: TermSuite) {
  const { collection, other, isCategory } = suite;
  test.describe(`${collection}: one term (§1.5, §4.6)`, () => {
    test('POST creates a term: 201, Location, the representation, the stored row', async ({
      request,
      baseURL,
    }) => {
      const name = unique('Create');
      const response = await request.post(api(collection), {
        headers: admin(suite),
        data: { name: `  <em>${name}</em> `, description: 'About <b>it</b><script>x()</script>' },
      });
      expect(response.status()).toBe(201);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      const body = await response.json();
      const self = `${baseURL}/calendar/events/v1/${collection}/${body.id}`;
      expect(response.headers()['location']).toBe(self);
      const slug = name.toLowerCase();
      expect(Object.keys(body)).toEqual([
        ...['id', 'count', 'description', 'name', 'slug', 'taxonomy'],
        ...(isCategory ? ['parent'] : []),
        ...['meta', 'url', 'urls'],
      ]);
      expect(body).toEqual({
        id: expect.any(Number),
        count: 0,
        description: 'About <b>it</b>',
        name,
        slug,
        taxonomy: taxonomyOf[collection],
        ...(isCategory ? { parent: 0 } : {}),
        meta: [],
        url: isCategory ? `${baseURL}/events/category/${slug}/` : `${baseURL}/tag/${slug}/`,
        urls: { self, collection: `${baseURL}/calendar/events/v1/${collection}` },
      });
      expect(await storedTerm(collection, body.id)).toMatchObject({
        name,
        slug,
        description: 'About <b>it</b>',
        nameFr: null,
      });

      const read = await request.get(api(`${collection}/${body.id}`));
      expect(read.status()).toBe(200);
      expect(read.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(await read.json()).toEqual(body);
    });

    test('GET answers 400 for an id that is not a term of this taxonomy, 404 for non-digits', async ({
      request,
    }) => {
      const foreign = await postTerm(request, other, admin(suite));
      for (const id of [foreign.id, 99999999, 0, '123456789012345678901']) {
        const response = await request.get(api(`${collection}/${id}`));
        expect(response.status(), String(id)).toBe(400);
        expect(await response.json()).toEqual(invalidParam('id'));
      }
      const noRoute = await request.get(api(`${collection}/abc`));
      expect(noRoute.status()).toBe(404);
      expect((await noRoute.json()).code).toBe('rest_no_route');
    });

    test('answers OPTIONS and Allow for both routes, case-insensitively', async ({ request }) => {
      const term = await postTerm(request, collection, admin(suite));
      const list = await request.fetch(api(collection), { method: 'OPTIONS' });
      expect(list.status()).toBe(200);
      expect(list.headers()['allow']).toBe('GET, POST');
      expect((await list.json()).methods).toEqual(['GET', 'POST']);
      const item = await request.fetch(api(`${collection}/${term.id}`), { method: 'OPTIONS' });
      expect(item.headers()['allow']).toBe('GET, DELETE, POST, PUT, PATCH');
      expect((await item.json()).methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

      const upper = await request.get(api(`${collection.toUpperCase()}/${term.id}/`));
      expect(upper.status()).toBe(200);
      expect((await upper.json()).id).toBe(term.id);
    });
  });
}
