import { expect, test, type APIRequestContext } from '@playwright/test';
import { termSnapshot } from '../../lib/terms/read-snapshot';
import { db, unique } from '../fixtures/db';
import {
  api,
  eventWithTerms,
  linkTerms,
  listTerms,
  postTerm,
  type TermBody,
} from '../fixtures/terms';
import { termRouteTests } from './terms';

const users = termRouteTests('categories');
const admin = () => users.administrator.headers;

/** Root, child and grandchild categories, named `{prefix} 1`, `{prefix} 2`, `{prefix} 3`. */
async function postChain(request: APIRequestContext, prefix = unique('Chain')) {
  const chain: TermBody[] = [];
  for (let level = 1; level <= 3; level++) {
    const parent = chain.at(-1)?.id ?? 0;
    chain.push(
      await postTerm(request, 'categories', admin(), { name: `${prefix} ${level}`, parent }),
    );
  }
  return chain as [TermBody, TermBody, TermBody];
}

const invalidParent = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): parent',
  data: { status: 400, params: { parent: 'Invalid parameter.' }, details: {} },
};

test.describe('categories: the tree (§1.5, §3.3, §4.6, §5)', () => {
  test('a child names its parent, its ancestors in url and its parent in urls.up', async ({
    request,
    baseURL,
  }) => {
    const [root, child, leaf] = await postChain(request);
    expect(root.parent).toBe(0);
    expect(root.urls).not.toHaveProperty('up');
    expect(leaf).toMatchObject({
      parent: child.id,
      url: `${baseURL}/events/category/${root.slug}/${child.slug}/${leaf.slug}/`,
      urls: { up: `${baseURL}/calendar/events/v1/categories/${child.id}` },
    });
    expect((await db.category.findUniqueOrThrow({ where: { id: leaf.id } })).parentId).toBe(
      child.id,
    );
  });

  test('parent must be an existing category', async ({ request }) => {
    const tag = await postTerm(request, 'tags', admin());
    for (const parent of ['', 'foo', 99999999, tag.id, -1, 1.5]) {
      const name = unique('Orphan');
      const response = await request.post(api('categories'), {
        headers: admin(),
        data: { name, parent },
      });
      expect(response.status(), String(parent)).toBe(400);
      expect(await response.json()).toEqual(invalidParent);
      expect(await db.category.findFirst({ where: { name } })).toBeNull();
    }
  });

  test('update moves a category, never below itself or a descendant; parent 0 is the top', async ({
    request,
    baseURL,
  }) => {
    const [root, child, leaf] = await postChain(request);
    for (const parent of [leaf.id, child.id, root.id]) {
      const response = await request.patch(api(`categories/${root.id}`), {
        headers: admin(),
        data: { parent },
      });
      expect(await response.json()).toEqual(invalidParent);
    }
    const top = await request.patch(api(`categories/${leaf.id}`), {
      headers: admin(),
      data: { parent: 0 },
    });
    expect(await top.json()).toMatchObject({
      parent: 0,
      url: `${baseURL}/events/category/${leaf.slug}/`,
    });
    expect((await db.category.findUniqueOrThrow({ where: { id: leaf.id } })).parentId).toBeNull();
    const under = await request.put(api(`categories/${leaf.id}`), {
      headers: admin(),
      form: { parent: String(root.id) },
    });
    expect((await under.json()).url).toBe(`${baseURL}/events/category/${root.slug}/${leaf.slug}/`);
  });

  test('a name is taken only among categories of the same parent', async ({ request }) => {
    const [first, second] = [
      await postTerm(request, 'categories', admin()),
      await postTerm(request, 'categories', admin()),
    ];
    const name = unique('Sibling');
    const under = await postTerm(request, 'categories', admin(), { name, parent: first!.id });
    await postTerm(request, 'categories', admin(), { name, parent: second!.id });
    await postTerm(request, 'categories', admin(), { name });
    const again = await request.post(api('categories'), {
      headers: admin(),
      data: { name: name.toLowerCase(), parent: first!.id },
    });
    expect(again.status()).toBe(400);
    expect(await again.json()).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists with this parent.',
      data: { status: 400, term_id: under.id },
    });
  });

  test('parent lists direct children, 0 the top level; it must name a category', async ({
    request,
    baseURL,
  }) => {
    const prefix = unique('Family');
    const [root, child] = await postChain(request, prefix);
    const children = await listTerms(request, 'categories', { search: prefix, parent: root.id });
    expect(children.body.categories.map((term: { id: number }) => term.id)).toEqual([child.id]);
    expect(children.body.rest_url).toBe(
      `${baseURL}/calendar/events/v1/categories/?per_page=50&search=${prefix}&hide_empty=0&parent=${root.id}`,
    );
    const top = await listTerms(request, 'categories', { search: prefix, parent: 0 });
    expect(top.body.categories.map((term: { id: number }) => term.id)).toEqual([root.id]);

    for (const parent of ['', 'foo', '99999999']) {
      const response = await request.get(api('categories'), { params: { parent } });
      expect(response.status(), parent).toBe(400);
      expect(await response.json()).toEqual(invalidParent);
    }
  });

  test('hide_empty hides an empty parent even when its children have events', async ({
    request,
  }) => {
    const prefix = unique('Hidden');
    const [, child] = await postChain(request, prefix);
    await eventWithTerms('categories', [child.id]);
    const response = await request.get(api('categories'), { params: { search: prefix } });
    const body = await response.json();
    expect(body.total).toBe(1);
    expect(body.categories.map((term: { id: number }) => term.id)).toEqual([child.id]);
  });

  test('deleting a category moves its children to its parent', async ({ request, baseURL }) => {
    const [root, middle, leaf] = await postChain(request);
    const deleted = await request.delete(api(`categories/${middle.id}`), { headers: admin() });
    expect(await deleted.json()).toEqual(middle);
    const moved = await (await request.get(api(`categories/${leaf.id}`))).json();
    expect(moved).toMatchObject({
      parent: root.id,
      url: `${baseURL}/events/category/${root.slug}/${leaf.slug}/`,
    });

    await request.delete(api(`categories/${root.id}`), { headers: users.editor.headers });
    expect((await db.category.findUniqueOrThrow({ where: { id: leaf.id } })).parentId).toBeNull();
  });

  test('the demo categories: Jazz under Music, counted, translated', async ({
    request,
    baseURL,
  }) => {
    const music = (await listTerms(request, 'categories', { slug: 'music' })).body.categories[0];
    const jazz = (await listTerms(request, 'categories', { slug: 'jazz' })).body.categories[0];
    expect(jazz).toMatchObject({
      name: 'Jazz',
      description: 'Small-band jazz',
      parent: music.id,
      count: 2,
      url: `${baseURL}/events/category/music/jazz/`,
    });
    const french = await listTerms(request, 'categories', {
      include: music.id,
      translation_language: 'fr',
    });
    expect(french.body.categories[0]).toMatchObject({
      name: 'Musique',
      description: 'De la musique vivante de tous les genres',
      urls: { self: `${baseURL}/fr/calendar/events/v1/categories/${music.id}` },
    });
  });
});

test('the term snapshot counts published events of categories and tags in one map (§1.5)', async ({
  request,
}) => {
  const category = await postTerm(request, 'categories', admin());
  const tag = await postTerm(request, 'tags', admin());
  const published = await eventWithTerms('categories', [category.id]);
  await linkTerms(published.id, 'tags', [tag.id]);
  await eventWithTerms('categories', [category.id], 'draft');
  await eventWithTerms('categories', [category.id]);
  const { counts, categories, tags } = await termSnapshot();
  expect([counts.get(category.id), counts.get(tag.id)]).toEqual([2, 1]);
  expect([categories.get(category.id)?.name, tags.get(tag.id)?.name]).toEqual([
    category.name,
    tag.name,
  ]);
});
