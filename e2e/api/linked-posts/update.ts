// POST, PUT and PATCH /venues/{id}, /venues/by-slug/{slug} and the same for
// organizers (docs/api.md §4.1, §0.3, §6, §9, §10.9).
import { expect } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { expectError, type KindTest, type KindUnderTest } from './kinds';

export function updateBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection, model } = kind;

  test.describe(`updates of /${collection}/{id} (§4.1)`, () => {
    test('changes only the fields sent, with POST, PUT and PATCH alike, and answers without json_ld', async ({
      api,
      request,
    }) => {
      const item = await api.create({
        description: 'Before',
        website: 'http://before.example.com',
      });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const name = unique('Renamed');
      const path = `${api.path}/${item.id}`;
      const headers = api.users.editor.headers;
      const patched = await request.patch(path, { headers, data: { [model]: name } });
      expect(patched.status()).toBe(200);
      const body = await patched.json();
      expect(body).toMatchObject({
        [model]: name,
        description: '<p>Before</p>',
        website: 'http://before.example.com',
        slug: item.slug,
        date_utc: item.date_utc,
      });
      expect(body.modified_utc > item.modified_utc).toBe(true);
      expect(body.json_ld).toBeUndefined();

      const put = await request.put(path, { headers, data: { description: 'After' } });
      expect((await put.json()).description).toBe('<p>After</p>');
      const posted = await request.post(path, { headers, form: { website: '' } });
      const cleared = await posted.json();
      expect(cleared.website).toBeUndefined();
      expect(cleared[model]).toBe(name);
      expect((await kind.stored(item.id))?.name).toBe(name);
    });

    test('rejects invalid fields and leaves the item as it was', async ({ api }) => {
      const item = await api.create({ description: 'Unchanged' });
      await expectError(
        await api.update(`/${item.id}`, {
          [model]: '',
          description: 'Changed',
          website: 'foo',
        }),
        400,
        'rest_invalid_param',
        { [model]: 'Invalid parameter.', website: 'Invalid parameter.' },
      );
      expect((await kind.stored(item.id))?.description).toBe('Unchanged');
    });

    test('validates the id before the caller: 400 for a non-item, then 401 and 403', async ({
      api,
    }) => {
      await expectError(await api.update('/999999999', {}, null), 400, 'rest_invalid_param', {
        id: 'Invalid parameter.',
      });
      const item = await api.create();
      const anonymous = await expectError(
        await api.update(`/${item.id}`, { description: 'x' }, null),
        401,
        'rest_forbidden',
      );
      expect(anonymous.message).toBe('Sorry, you are not allowed to do that.');
      await expectError(
        await api.update(`/${item.id}`, { description: 'x' }, api.users.subscriber),
        403,
        'rest_forbidden',
      );
    });

    test('keeps the status when none is sent and schedules or publishes by date', async ({
      api,
    }) => {
      const draft = await api.create({ status: 'draft' });
      const renamed = await (await api.update(`/${draft.id}`, { description: 'x' })).json();
      expect(renamed.status).toBe('draft');
      const scheduled = await (
        await api.update(`/${draft.id}`, { status: 'publish', date_utc: '2999-01-01 00:00:00' })
      ).json();
      expect(scheduled.status).toBe('future');
      const published = await (
        await api.update(`/${draft.id}`, { date_utc: '2001-01-01 00:00:00' })
      ).json();
      expect(published.status).toBe('publish');
    });

    test('restores a trashed item only with a status, giving it the next free slug', async ({
      api,
    }) => {
      const name = unique('Restored');
      const trashed = await api.create({ [model]: name });
      expect((await api.delete(`/${trashed.id}`)).status()).toBe(200);
      const stillTrashed = await (await api.update(`/${trashed.id}`, { description: 'x' })).json();
      expect(stillTrashed.status).toBe('trash');
      expect((await kind.stored(trashed.id))?.liveSlug).toBeNull();

      const successor = await api.create({ [model]: name });
      expect(successor.slug).toBe(trashed.slug);
      const restored = await (await api.update(`/${trashed.id}`, { status: 'draft' })).json();
      expect(restored).toMatchObject({ status: 'draft', slug: `${trashed.slug}-2` });
      expect((await kind.stored(trashed.id))?.liveSlug).toBe(`${trashed.slug}-2`);
      await expectError(
        await api.update(`/${trashed.id}`, { status: 'trash' }),
        400,
        'rest_invalid_param',
      );
    });

    test('writes a translation without touching the default text; "" removes it', async ({
      api,
    }) => {
      const item = await api.create({ description: 'English' });
      const inFrench = `/${item.id}?translation_language=fr`;
      expect((await api.update(inFrench, { description: 'Français' })).status()).toBe(200);
      expect(await kind.stored(item.id)).toMatchObject({
        description: 'English',
        descriptionFr: 'Français',
      });
      const cleared = await (await api.update(inFrench, { description: '' })).json();
      expect(cleared.description).toBe('<p>English</p>');
      expect((await kind.stored(item.id))?.descriptionFr).toBeNull();
    });

    test('refuses a write whose If-Match is not the current ETag (§10.9)', async ({
      api,
      request,
    }) => {
      const item = await api.create();
      const etag = (await api.get(`/${item.id}`)).headers()['etag']!;
      const path = `${api.path}/${item.id}`;
      const headers = { ...api.users.editor.headers, 'If-Match': '"stale"' };
      await expectError(
        await request.patch(path, { headers, data: { description: 'x' } }),
        412,
        'rest_precondition_failed',
      );
      expect((await kind.stored(item.id))?.description).toBe('');
      const fresh = { ...api.users.editor.headers, 'If-Match': etag };
      expect(
        (await request.patch(path, { headers: fresh, data: { description: 'x' } })).status(),
      ).toBe(200);
    });
  });

  test.describe(`updates of /${collection}/by-slug/{slug} (§6)`, () => {
    test('updates the item the slug names; a payload slug renames it', async ({ api }) => {
      const item = await api.create();
      const newSlug = unique('new-slug');
      const response = await api.update(`/by-slug/${item.slug}`, {
        slug: newSlug,
        description: 'Moved',
      });
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ id: item.id, slug: newSlug });
      await expectError(await api.get(`/by-slug/${item.slug}`), 400, 'rest_invalid_param', {
        slug: 'Invalid parameter.',
      });
      const moved = await (await api.get(`/by-slug/${newSlug}`)).json();
      expect(moved).toMatchObject({ id: item.id, description: '<p>Moved</p>' });
    });

    test('checks the slug before the caller and the caller against the resolved item', async ({
      api,
    }) => {
      await expectError(
        await api.update(`/by-slug/${unique('none')}`, {}, null),
        400,
        'rest_invalid_param',
      );
      const item = await api.create({}, api.users.editor);
      await expectError(await api.update(`/by-slug/${item.slug}`, {}, null), 401, 'rest_forbidden');
      await expectError(
        await api.update(`/by-slug/${item.slug}`, {}, api.users.author),
        403,
        'rest_forbidden',
      );
    });
  });
}
