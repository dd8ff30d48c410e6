// Create, update and delete through the term routes (docs/api.md §4.6, §5, §7.2).
import { expect, test } from '@playwright/test';
import { db, unique } from '../../fixtures/db';
import {
  api,
  eventWithTerms,
  linkedTermIds,
  postTerm,
  storedTerm,
  storedTermNamed,
} from '../../fixtures/terms';
import { admin, invalidParam, type TermSuite } from './context';

/** Registers these tests for `suite`'s taxonomy. */
export function writeTests(suite: TermSuite) {
  const { collection, isCategory, users } = suite;
  test.describe(`${collection}: create and update (§4.6)`, () => {
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

  test.describe(`${collection}: delete (§5)`, () => {
    test('deletes for good: the term as it was, gone from events; a second DELETE is 400', async ({
      request,
    }) => {
      const term = await postTerm(request, collection, admin(suite));
      const kept = await postTerm(request, collection, admin(suite));
      const event = await eventWithTerms(collection, [term.id, kept.id]);
      const modifiedUtc = event.modifiedUtc;

      const response = await request.delete(api(`${collection}/${term.id}`), {
        headers: admin(suite),
      });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ ...term, count: 1 });
      expect(await storedTerm(collection, term.id)).toBeNull();
      expect(await db.termId.findUnique({ where: { id: term.id } })).toBeNull();
      expect(await linkedTermIds(event.id, collection)).toEqual([kept.id]);
      expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).modifiedUtc).toBe(
        modifiedUtc,
      );

      const again = await request.delete(api(`${collection}/${term.id}`), {
        headers: admin(suite),
      });
      expect(again.status()).toBe(400);
      expect(await again.json()).toEqual(invalidParam('id'));
      expect((await request.get(api(`${collection}/${term.id}`))).status()).toBe(400);
    });
  });

  test.describe(`${collection}: permissions (§7.2, §11)`, () => {
    test('validates before checking permission: anonymous writes to unknown ids are 400', async ({
      request,
    }) => {
      const unknown = api(`${collection}/99999999`);
      for (const response of [
        await request.delete(unknown),
        await request.patch(unknown, { data: { name: 'x' } }),
      ]) {
        expect(response.status()).toBe(400);
        expect(await response.json()).toEqual(invalidParam('id'));
      }
      const term = await postTerm(request, collection, admin(suite));
      const invalid = await request.patch(api(`${collection}/${term.id}`), {
        data: { description: '' },
      });
      expect(await invalid.json()).toEqual(invalidParam('description'));
    });
  });
}
