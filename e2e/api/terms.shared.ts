// Behaviour that categories and tags share (docs/api.md §1.5, §2, §3.3,
// §4.6, §5, §7, §9, §11), run by categories.spec.ts and tags.spec.ts.
import { expect, test } from '@playwright/test';
import type { Role } from '../../lib/auth/roles';
import type { Language } from '../../lib/http/language';
import { resolveEventTerms } from '../../lib/terms/resolve';
import { writeTransaction } from '../../lib/db';
import { db, unique } from '../fixtures/db';
import { usersOfEveryRole, type TestUser } from '../fixtures/users';
import {
  api,
  eventWithTerms,
  linkedTermIds,
  listTerms,
  postTerm,
  storedTerm,
  storedTermNamed,
  taxonomyOf,
  type Collection,
  type TermBody,
} from '../fixtures/terms';

const invalidParam = (...names: string[]) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${names.join(', ')}`,
  data: {
    status: 400,
    params: Object.fromEntries(names.map((name) => [name, 'Invalid parameter.'])),
    details: {},
  },
});

const forbidden = (status: number) => ({
  code: 'rest_forbidden',
  message: 'Sorry, you are not allowed to do that.',
  data: { status },
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** Registers the shared tests; returns the file's users of every role. */
export function termRouteTests(collection: Collection) {
  const other: Collection = collection === 'categories' ? 'tags' : 'categories';
  const isCategory = collection === 'categories';
  const users = usersOfEveryRole();
  const admin = () => users.administrator.headers;

  test.afterAll(async () => {
    await db.$disconnect();
  });

  test.describe(`${collection}: one term (§1.5, §4.6)`, () => {
    test('POST creates a term: 201, Location, the representation, the stored row', async ({
      request,
      baseURL,
    }) => {
      const name = unique('Create');
      const response = await request.post(api(collection), {
        headers: admin(),
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
      const foreign = await postTerm(request, other, admin());
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
      const term = await postTerm(request, collection, admin());
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

  test.describe(`${collection}: list (§2, §3.3)`, () => {
    test('envelope, headers, hide_empty by default, count of published events only', async ({
      request,
      baseURL,
    }) => {
      const prefix = unique('Count');
      const published = await postTerm(request, collection, admin(), { name: `${prefix} a` });
      const draftOnly = await postTerm(request, collection, admin(), { name: `${prefix} b` });
      const empty = await postTerm(request, collection, admin(), { name: `${prefix} c` });
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
        terms.push(await postTerm(request, collection, admin(), { name: `${prefix} ${letter}` }));
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
      const byName = await postTerm(request, collection, admin(), {
        name: `${token.toUpperCase()} by name`,
      });
      const bySlug = await postTerm(request, collection, admin(), {
        name: unique('Other'),
        slug: `${token}-by-slug`,
      });
      const translatedOnly = await postTerm(request, collection, admin(), {
        name: unique('Plain'),
      });
      await request.patch(api(`${collection}/${translatedOnly.id}?translation_language=fr`), {
        headers: admin(),
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

    test('include, exclude and slug filter; unknown, foreign or non-numeric ids are invalid', async ({
      request,
    }) => {
      const [a, b, c] = [
        await postTerm(request, collection, admin()),
        await postTerm(request, collection, admin()),
        await postTerm(request, collection, admin()),
      ];
      const foreign = await postTerm(request, other, admin());
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
        made.push(await postTerm(request, collection, admin(), data));
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
        await postTerm(request, collection, admin(), { name: unique('A') }),
        await postTerm(request, collection, admin(), { name: unique('B') }),
        await postTerm(request, collection, admin(), { name: unique('C') }),
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
        const response = await request.post(api(collection), { headers: admin(), data: { name } });
        expect(response.status(), name).toBe(400);
        expect(await response.json()).toEqual(invalidParam('name'));
      }
      const typed = await request.post(api(collection), { headers: admin(), data: { name: 12 } });
      expect(typed.status()).toBe(400);
      expect((await typed.json()).data.params).toEqual({ name: 'name is not of type string.' });

      const described = unique('Described');
      const empty = await request.post(api(collection), {
        headers: admin(),
        data: { name: described, description: '', slug: '' },
      });
      expect(await empty.json()).toEqual(invalidParam('description', 'slug'));
      expect(await storedTermNamed(collection, described)).toBeNull();
    });

    test('create makes the slug unique with a suffix and slugifies a given slug', async ({
      request,
    }) => {
      const first = await postTerm(request, collection, admin(), { name: unique('Twin') });
      const second = await postTerm(request, collection, admin(), {
        name: unique('Other'),
        slug: first.slug,
      });
      expect(second.slug).toBe(`${first.slug}-2`);
      const third = await postTerm(request, collection, admin(), {
        name: unique('Third'),
        slug: `${first.slug.toUpperCase()}`,
      });
      expect(third.slug).toBe(`${first.slug}-3`);
      const shaped = await postTerm(request, collection, admin(), {
        name: unique('Shaped'),
        slug: `Élysée Palace ${first.slug}!`,
      });
      expect(shaped.slug).toBe(`elysee-palace-${first.slug}`);
    });

    test('create refuses a name taken case-insensitively with term_exists and its id', async ({
      request,
    }) => {
      const existing = await postTerm(request, collection, admin());
      const response = await request.post(api(collection), {
        headers: admin(),
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
      const term = await postTerm(request, collection, admin(), { description: 'First' });
      const renamed = unique('Renamed');
      const put = await request.put(api(`${collection}/${term.id}`), {
        headers: admin(),
        data: { name: renamed },
      });
      expect(put.status()).toBe(200);
      expect(await put.json()).toEqual({ ...term, name: renamed });

      const patch = await request.patch(api(`${collection}/${term.id}`), {
        headers: admin(),
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
        headers: admin(),
        data: {},
      });
      expect(await unchanged.json()).toEqual(body);
    });

    test('update refusals change nothing: invalid fields, a taken slug, a stale If-Match', async ({
      request,
    }) => {
      const holder = await postTerm(request, collection, admin());
      const term = await postTerm(request, collection, admin());
      const url = api(`${collection}/${term.id}`);

      const invalid = await request.patch(url, {
        headers: admin(),
        data: { name: '', description: '', slug: '' },
      });
      expect(await invalid.json()).toEqual(invalidParam('name', 'description', 'slug'));

      const taken = await request.patch(url, {
        headers: admin(),
        data: { name: unique('Kept'), slug: holder.slug },
      });
      expect(taken.status()).toBe(400);
      expect(await taken.json()).toEqual({
        code: 'duplicate_term_slug',
        message: `The slug “${holder.slug}” is already in use by another term.`,
        data: { status: 400 },
      });
      const sameSlug = await request.patch(url, { headers: admin(), data: { slug: term.slug } });
      expect(sameSlug.status()).toBe(200);

      const stale = await request.patch(url, {
        headers: { ...admin(), 'If-Match': '"stale"' },
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
        headers: { ...admin(), 'If-Match': etag },
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
        headers: admin(),
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
        headers: admin(),
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
      const term = await postTerm(request, collection, admin());
      const kept = await postTerm(request, collection, admin());
      const event = await eventWithTerms(collection, [term.id, kept.id]);
      const modifiedUtc = event.modifiedUtc;

      const response = await request.delete(api(`${collection}/${term.id}`), { headers: admin() });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ ...term, count: 1 });
      expect(await storedTerm(collection, term.id)).toBeNull();
      expect(await db.termId.findUnique({ where: { id: term.id } })).toBeNull();
      expect(await linkedTermIds(event.id, collection)).toEqual([kept.id]);
      expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).modifiedUtc).toBe(
        modifiedUtc,
      );

      const again = await request.delete(api(`${collection}/${term.id}`), { headers: admin() });
      expect(again.status()).toBe(400);
      expect(await again.json()).toEqual(invalidParam('id'));
      expect((await request.get(api(`${collection}/${term.id}`))).status()).toBe(400);
    });
  });

  termPermissionTests(collection, users);

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
      const term = await postTerm(request, collection, admin());
      const invalid = await request.patch(api(`${collection}/${term.id}`), {
        data: { description: '' },
      });
      expect(await invalid.json()).toEqual(invalidParam('description'));
    });
  });

  test.describe(`${collection}: names in event writes, resolveEventTerms (§4.2.6)`, () => {
    const kind = isCategory ? 'category' : 'tag';
    const resolve = (items: string[], role: Role, language: Language = 'en') =>
      writeTransaction((tx) =>
        resolveEventTerms(tx, kind, items, {
          caller: { id: users[role].id, role },
          language,
          siteZone: 'UTC',
        }),
      );

    test('ids, slugs and names name existing terms; unknown ids are skipped; first-seen order', async ({
      request,
    }) => {
      const prefix = unique('Resolve');
      const existing = await postTerm(request, collection, admin(), {
        name: `${prefix} Existing`,
        slug: `${prefix}-slug`,
      });
      const second = await postTerm(request, collection, admin(), { name: `${prefix} Second` });
      const foreign = await postTerm(request, other, admin());
      const items = [String(second.id), '99999999', String(foreign.id), `${prefix}-slug`];
      items.push(`${prefix} EXISTING`, String(existing.id), second.slug, ` ${prefix} second `);
      expect(await resolve(items, 'author')).toEqual([second.id, existing.id]);
      expect(await resolve([], 'editor')).toEqual([]);
    });

    test('administrators and editors create unknown names; other roles skip them', async () => {
      const prefix = unique('Implicit');
      for (const role of ['author', 'contributor', 'subscriber'] as const) {
        expect(await resolve([`${prefix} Skipped`], role)).toEqual([]);
      }
      expect(await storedTermNamed(collection, `${prefix} Skipped`)).toBeNull();

      const created = await resolve([`${prefix} New`, `${prefix} NEW`, '<b></b>'], 'editor');
      expect(created).toHaveLength(1);
      expect(await storedTerm(collection, created[0]!)).toMatchObject({
        name: `${prefix} New`,
        slug: `${prefix.toLowerCase()}-new`,
        nameFr: null,
        ...(isCategory ? { parentId: null } : {}),
      });
      expect(await resolve([`${prefix} Other`, `${prefix} new`], 'administrator')).toEqual([
        expect.any(Number),
        created[0],
      ]);
    });

    test('names match in the default and the write language; new terms follow the §9 create rule', async ({
      request,
    }) => {
      const prefix = unique('Lang');
      const term = await postTerm(request, collection, admin(), { name: `${prefix} Music` });
      await request.patch(api(`${collection}/${term.id}?translation_language=fr`), {
        headers: admin(),
        data: { name: `${prefix} Musique` },
      });
      expect(await resolve([`${prefix} musique`], 'author', 'fr')).toEqual([term.id]);
      expect(await resolve([`${prefix} music`], 'author', 'fr')).toEqual([term.id]);
      expect(await resolve([`${prefix} Musique`], 'author', 'en')).toEqual([]);

      const [created] = await resolve([`${prefix} Nouveau`], 'administrator', 'fr');
      expect(await storedTerm(collection, created!)).toMatchObject({
        name: `${prefix} Nouveau`,
        nameFr: `${prefix} Nouveau`,
      });
    });

    test('terms made for a write that fails afterwards are not kept', async () => {
      const name = unique('RolledBack');
      const failing = writeTransaction(async (tx) => {
        const made = await resolveEventTerms(tx, kind, [name], {
          caller: { id: users.editor.id, role: 'editor' },
          language: 'en',
          siteZone: 'UTC',
        });
        expect(made).toHaveLength(1);
        throw new Error('event write failed');
      });
      await expect(failing).rejects.toThrow('event write failed');
      expect(await storedTermNamed(collection, name)).toBeNull();
    });
  });

  return users;
}

/**
 * docs/accounts.md's capability table for categories and tags, over whichever
 * credentials `users` carry: termRouteTests runs it over bearer tokens and
 * permissions-session.spec.ts over a session cookie with its X-WP-Nonce.
 */
export function termPermissionTests(collection: Collection, users: Record<Role, TestUser>) {
  test.describe(`${collection}: who may write (docs/accounts.md, docs/api.md §11)`, () => {
    test('only administrators and editors write; anonymous 401, other roles 403', async ({
      request,
    }) => {
      const term = await postTerm(request, collection, users.administrator.headers);
      const item = api(`${collection}/${term.id}`);
      for (const role of ['author', 'contributor', 'subscriber', null] as const) {
        const headers = role ? users[role].headers : {};
        const status = role ? 403 : 401;
        const attempts = [
          request.post(api(collection), { headers, data: { name: unique('No') } }),
          request.put(item, { headers, data: { name: unique('No') } }),
          request.delete(item, { headers }),
        ];
        for (const response of await Promise.all(attempts)) {
          expect(response.status(), `${role}`).toBe(status);
          expect(await response.json()).toEqual(forbidden(status));
          if (!role) expect(response.headers()['www-authenticate']).toBe('Bearer realm="calendar"');
        }
      }
      expect(await storedTerm(collection, term.id)).toMatchObject({ name: term.name });
    });

    test('administrators and editors create, update and delete terms', async ({ request }) => {
      for (const role of ['editor', 'administrator'] as const) {
        const { headers } = users[role];
        const term = await postTerm(request, collection, headers);
        const item = api(`${collection}/${term.id}`);
        const name = unique(`Renamed by ${role}`);
        const updated = await request.put(item, { headers, data: { name } });
        expect(updated.status(), role).toBe(200);
        expect(await storedTerm(collection, term.id)).toMatchObject({ name });
        expect((await request.delete(item, { headers })).status(), role).toBe(200);
        expect(await storedTerm(collection, term.id)).toBeNull();
      }
    });
  });
}
