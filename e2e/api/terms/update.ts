// Update through the term routes, and writes in another language (docs/api.md §4.6, §9).
import { expect, test } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { api, postTerm, storedTerm } from '../../fixtures/terms';
import { admin, invalidParam, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function updateTests(suite: TermSuite) {
  const { collection, users } = suite;
  test.describe(`${collection}: update (§4.6)`, () => {
    test('POST, PUT and PATCH update: renaming keeps the slug, a slug renames it', async ({
      request,
    }) => {
      const term = await postTerm(request, collection, admin(suite), { description: 'First' });
      const renamed = unique('Renamed');
      const put = await request.put(api(`${collection}/${term.id}`), {
        headers: admin(suite),
        data: { name: renamed },
      });
      expect(put.status()).toBe(200);
      expect(await put.json()).toEqual({ ...term, name: renamed });

      const patch = await request.patch(api(`${collection}/${term.id}`), {
        headers: admin(suite),
        data: { description: 'Second <i>one</i>' },
      });
      expect(await patch.json()).toMatchObject({ name: renamed, description: 'Second <i>one</i>' });

      const slug = unique('new-slug');
      const post = await request.post(api(`${collection}/${term.id}`), {
        headers: users.editor.headers,
        form: { slug: `  ${slug.toUpperCase()} ` },
      });
      expect(post.status()).toBe(200);
      const body = await post.json();
      expect(body.slug).toBe(slug);
      expect(body.url).toContain(`/${slug}/`);
      expect(await storedTerm(collection, term.id)).toMatchObject({
        name: renamed,
        slug,
        description: 'Second <i>one</i>',
      });

      const unchanged = await request.patch(api(`${collection}/${term.id}`), {
        headers: admin(suite),
        data: {},
      });
      expect(await unchanged.json()).toEqual(body);
    });

    test('update refusals change nothing: invalid fields, a taken slug, a stale If-Match', async ({
      request,
    }) => {
      const holder = await postTerm(request, collection, admin(suite));
      const term = await postTerm(request, collection, admin(suite));
      const url = api(`${collection}/${term.id}`);

      const invalid = await request.patch(url, {
        headers: admin(suite),
        data: { name: '', description: '', slug: '' },
      });
      expect(await invalid.json()).toEqual(invalidParam('name', 'description', 'slug'));

      const taken = await request.patch(url, {
        headers: admin(suite),
        data: { name: unique('Kept'), slug: holder.slug },
      });
      expect(taken.status()).toBe(400);
      expect(await taken.json()).toEqual({
        code: 'duplicate_term_slug',
        message: `The slug “${holder.slug}” is already in use by another term.`,
        data: { status: 400 },
      });
      const sameSlug = await request.patch(url, {
        headers: admin(suite),
        data: { slug: term.slug },
      });
      expect(sameSlug.status()).toBe(200);

      const stale = await request.patch(url, {
        headers: { ...admin(suite), 'If-Match': '"stale"' },
        data: { name: unique('Stale') },
      });
      expect(stale.status()).toBe(412);
      expect((await stale.json()).code).toBe('rest_precondition_failed');
      expect(await storedTerm(collection, term.id)).toMatchObject({
        name: term.name,
        slug: term.slug,
      });

      const etag = (await request.get(url)).headers()['etag']!;
      const fresh = await request.patch(url, {
        headers: { ...admin(suite), 'If-Match': etag },
        data: { name: unique('Fresh') },
      });
      expect(fresh.status()).toBe(200);
    });
  });

  test.describe(`${collection}: create and update in another language (§4.6, §9)`, () => {
    test('translations: create stores default and translation, update writes one language', async ({
      request,
      baseURL,
    }) => {
      const name = unique('Nom');
      const created = await request.post(`/fr${api(collection)}`, {
        headers: admin(suite),
        data: { name, description: 'Une description' },
      });
      expect(created.status()).toBe(201);
      expect(created.headers()['content-language']).toBe('fr');
      const body = await created.json();
      const frSelf = `${baseURL}/fr/calendar/events/v1/${collection}/${body.id}`;
      expect(created.headers()['location']).toBe(frSelf);
      expect(body.urls.self).toBe(frSelf);
      expect(await storedTerm(collection, body.id)).toMatchObject({
        name,
        nameFr: name,
        nameEs: null,
        description: 'Une description',
        descriptionFr: 'Une description',
      });

      const spanish = unique('Nombre');
      const update = await request.patch(api(`${collection}/${body.id}?translation_language=es`), {
        headers: admin(suite),
        data: { name: spanish },
      });
      expect(await update.json()).toMatchObject({ name: spanish, description: 'Une description' });
      const read = (language: string) =>
        request
          .get(api(`${collection}/${body.id}?translation_language=${language}`))
          .then((response) => response.json());
      expect((await read('es')).name).toBe(spanish);
      expect((await read('fr')).name).toBe(name);
      expect((await read('en')).name).toBe(name);
      expect(await storedTerm(collection, body.id)).toMatchObject({ name, nameEs: spanish });
    });
  });
}
