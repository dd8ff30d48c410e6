import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { api, listTerms, postTerm } from '../fixtures/terms';
import { termRouteTests } from './terms';

const users = termRouteTests('tags');
const admin = () => users.administrator.headers;

test.describe('tags are not hierarchical (§1.5, §3.3, §4.6)', () => {
  test('parent in a write is refused with rest_taxonomy_not_hierarchical, after permission', async ({
    request,
  }) => {
    const parent = await postTerm(request, 'tags', admin());
    const name = unique('Child');
    const notHierarchical = {
      code: 'rest_taxonomy_not_hierarchical',
      message: 'Cannot set parent term, taxonomy is not hierarchical.',
      data: { status: 400 },
    };
    for (const value of [parent.id, 0, 'foo']) {
      const created = await request.post(api('tags'), {
        headers: admin(),
        data: { name, parent: value },
      });
      expect(created.status()).toBe(400);
      expect(await created.json()).toEqual(notHierarchical);
    }
    expect(await db.tag.findFirst({ where: { name } })).toBeNull();

    const updated = await request.patch(api(`tags/${parent.id}`), {
      headers: users.editor.headers,
      data: { name, parent: parent.id },
    });
    expect(await updated.json()).toEqual(notHierarchical);
    expect((await db.tag.findUniqueOrThrow({ where: { id: parent.id } })).name).toBe(parent.name);

    const anonymous = await request.post(api('tags'), { data: { name, parent: parent.id } });
    expect(anonymous.status()).toBe(401);
  });

  test('the list ignores parent, and tags have no parent key', async ({ request, baseURL }) => {
    const tag = await postTerm(request, 'tags', admin());
    expect(tag).not.toHaveProperty('parent');
    const listed = await listTerms(request, 'tags', { include: tag.id, parent: 'foo' });
    expect(listed.body.tags).toEqual([tag]);
    expect(listed.body.rest_url).toBe(
      `${baseURL}/calendar/events/v1/tags/?per_page=50&include=${tag.id}&hide_empty=0`,
    );
  });

  test('a name is taken across all tags', async ({ request }) => {
    const first = await postTerm(request, 'tags', admin());
    const response = await request.post(api('tags'), {
      headers: admin(),
      data: { name: ` ${first.name.toLowerCase()} `, slug: unique('elsewhere') },
    });
    expect(await response.json()).toMatchObject({
      code: 'term_exists',
      data: { term_id: first.id },
    });
  });

  test('the demo tags: counted and translated', async ({ request, baseURL }) => {
    const listed = await request.get(api('tags'), {
      params: { slug: 'free-parking', translation_language: 'es' },
    });
    expect((await listed.json()).tags).toEqual([
      expect.objectContaining({
        name: 'Aparcamiento gratuito',
        count: 2,
        url: `${baseURL}/tag/free-parking/`,
      }),
    ]);
  });
});
