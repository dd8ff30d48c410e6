// Create through the term routes (docs/api.md §4.6).
import { expect, test } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { api, postTerm, storedTermNamed } from '../../fixtures/terms';
import { admin, invalidParam, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function createTests(suite: TermSuite) {
  const { collection, isCategory } = suite;
  test.describe(`${collection}: create (§4.6)`, () => {
    test('create needs a name: missing is checked before permission, "" and tags-only are invalid', async ({
      request,
    }) => {
      for (const data of [{}, { name: null, description: 'x' }]) {
        const response = await request.post(api(collection), { data });
        expect(response.status()).toBe(400);
        expect(await response.json()).toEqual({
          code: 'rest_missing_callback_param',
          message: 'Missing parameter(s): name',
          data: { status: 400, params: ['name'] },
        });
      }
      for (const name of ['', '<b></b>', '   ']) {
        const response = await request.post(api(collection), {
          headers: admin(suite),
          data: { name },
        });
        expect(response.status(), name).toBe(400);
        expect(await response.json()).toEqual(invalidParam('name'));
      }
      const typed = await request.post(api(collection), {
        headers: admin(suite),
        data: { name: 12 },
      });
      expect(typed.status()).toBe(400);
      expect((await typed.json()).data.params).toEqual({ name: 'name is not of type string.' });

      const described = unique('Described');
      const empty = await request.post(api(collection), {
        headers: admin(suite),
        data: { name: described, description: '', slug: '' },
      });
      expect(await empty.json()).toEqual(invalidParam('description', 'slug'));
      expect(await storedTermNamed(collection, described)).toBeNull();
    });

    test('create makes the slug unique with a suffix and slugifies a given slug', async ({
      request,
    }) => {
      const first = await postTerm(request, collection, admin(suite), { name: unique('Twin') });
      const second = await postTerm(request, collection, admin(suite), {
        name: unique('Other'),
        slug: first.slug,
      });
      expect(second.slug).toBe(`${first.slug}-2`);
      const third = await postTerm(request, collection, admin(suite), {
        name: unique('Third'),
        slug: `${first.slug.toUpperCase()}`,
      });
      expect(third.slug).toBe(`${first.slug}-3`);
      const shaped = await postTerm(request, collection, admin(suite), {
        name: unique('Shaped'),
        slug: `Élysée Palace ${first.slug}!`,
      });
      expect(shaped.slug).toBe(`elysee-palace-${first.slug}`);
    });

    test('create refuses a name taken case-insensitively with term_exists and its id', async ({
      request,
    }) => {
      const existing = await postTerm(request, collection, admin(suite));
      const response = await request.post(api(collection), {
        headers: admin(suite),
        data: { name: existing.name.toUpperCase() },
      });
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({
        code: 'term_exists',
        message: isCategory
          ? 'A term with the name provided already exists with this parent.'
          : 'A term with the name provided already exists in this taxonomy.',
        data: { status: 400, term_id: existing.id },
      });
    });
  });
}
