// GET /venues/{id}, /venues/by-slug/{slug} and the same for organizers
// (docs/api.md §1.9, §6, §7.3, §0.3, §9, §10).
import { expect } from '@playwright/test';
import { createEvent, daysFromToday, unique } from '../../fixtures/db';
import { API, expectError, type KindTest, type KindUnderTest } from './kinds';

export function readBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection, model } = kind;

  test.describe(`GET /${collection}/{id} and /${collection}/by-slug/{slug} (§1.9, §6)`, () => {
    test('answers one item with json_ld, never an @context, and Last-Modified', async ({ api }) => {
      const created = await api.create({ description: 'Some <b>words</b>' });
      expect(created.json_ld).toBeUndefined();

      const response = await api.get(`/${created.id}`);
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ id: created.id, [model]: created[model], status: 'publish' });
      expect(body.json_ld).toMatchObject({ name: created[model], description: 'Some words' });
      expect(body.json_ld['@context']).toBeUndefined();
      expect(response.headers()['last-modified']).toBe(
        new Date(`${body.modified_utc.replace(' ', 'T')}Z`).toUTCString(),
      );
      expect(response.headers()['etag']).toBeTruthy();
      expect(response.headers()['allow']).toBe('GET, DELETE, POST, PUT, PATCH');
    });

    test('describes its routes on OPTIONS with their methods in Allow', async ({
      api,
      request,
      baseURL,
    }) => {
      const collectionAnswer = await request.fetch(api.path, { method: 'OPTIONS' });
      expect(collectionAnswer.headers()['allow']).toBe('GET, POST');
      expect(await collectionAnswer.json()).toMatchObject({
        methods: ['GET', 'POST'],
        _links: { self: [{ href: `${baseURL}${api.path}` }] },
      });
      for (const suffix of ['/1', '/by-slug/any']) {
        const answer = await request.fetch(`${api.path}${suffix}`, { method: 'OPTIONS' });
        expect(answer.headers()['allow']).toBe('GET, DELETE, POST, PUT, PATCH');
        expect((await answer.json()).endpoints).toHaveLength(3);
      }
    });

    test('finds a live item by slug, case-insensitive path, and answers the same body', async ({
      api,
      request,
    }) => {
      const created = await api.create();
      const byId = await (await api.get(`/${created.id}`)).json();
      const bySlug = await request.get(
        `${API}/${collection.toUpperCase()}/by-slug/${created.slug}/`,
      );
      expect(bySlug.status()).toBe(200);
      expect(await bySlug.json()).toEqual(byId);
    });

    test('answers 400 rest_invalid_param for an unknown slug, an unknown id and the id of another kind', async ({
      api,
    }) => {
      await expectError(await api.get(`/by-slug/${unique('missing')}`), 400, 'rest_invalid_param', {
        slug: 'Invalid parameter.',
      });
      const event = await createEvent({
        startLocal: daysFromToday(1),
        endLocal: daysFromToday(1, '11:00:00'),
      });
      for (const id of [event.id, 999999999, 0]) {
        await expectError(await api.get(`/${id}`), 400, 'rest_invalid_param', {
          id: 'Invalid parameter.',
        });
      }
      await expectError(await api.get('/abc'), 404, 'rest_no_route');
      await expectError(await api.get('/by-slug/'), 404, 'rest_no_route');
    });

    test(`answers 403 ${model}-not-accessible to callers who may not read the item`, async ({
      api,
    }) => {
      const { author, contributor, subscriber, editor } = api.users;
      const draft = await api.create({ status: 'draft' }, author);
      for (const user of [null, subscriber, contributor]) {
        for (const suffix of [`/${draft.id}`, `/by-slug/${draft.slug}`]) {
          const body = await expectError(
            await api.get(suffix, user),
            403,
            `${model}-not-accessible`,
          );
          expect(body.message).toBe(`The requested ${model} is not accessible`);
        }
      }
      for (const user of [author, editor]) {
        expect((await api.get(`/${draft.id}`, user)).status()).toBe(200);
      }
    });

    test('shows a trashed item to editors and its author only, and no longer by slug', async ({
      api,
    }) => {
      const item = await api.create({}, api.users.author);
      expect((await api.delete(`/${item.id}`, api.users.author)).status()).toBe(200);
      await expectError(await api.get(`/${item.id}`), 403, `${model}-not-accessible`);
      for (const user of [api.users.author, api.users.editor]) {
        const response = await api.get(`/${item.id}`, user);
        expect((await response.json()).status).toBe('trash');
      }
      await expectError(
        await api.get(`/by-slug/${item.slug}`, api.users.editor),
        400,
        'rest_invalid_param',
      );
    });

    test('publishes a scheduled item once its publication date has come (§0.3)', async ({
      api,
    }) => {
      const scheduled = await api.create({ date_utc: '2999-01-01 00:00:00' });
      expect(scheduled.status).toBe('future');
      await expectError(await api.get(`/${scheduled.id}`), 403, `${model}-not-accessible`);

      await kind.setStored(scheduled.id, { dateUtc: '2001-01-01 00:00:00' });
      // A server looks for due items at most once a second.
      await expect
        .poll(async () => (await (await api.get(`/${scheduled.id}`)).json()).status, {
          timeout: 5000,
        })
        .toBe('publish');
      expect((await kind.stored(scheduled.id))?.status).toBe('publish');
    });

    test('reads translations field by field, by parameter or language prefix', async ({
      api,
      request,
      baseURL,
    }) => {
      const item = await api.create({ description: 'English words' });
      const update = await api.update(`/${item.id}?translation_language=fr`, {
        [model]: 'Nom français',
      });
      expect(update.status()).toBe(200);
      expect((await update.json())[model]).toBe('Nom français');

      const french = await request.get(`${baseURL}/fr${api.path}/${item.id}`);
      expect(french.headers()['content-language']).toBe('fr');
      expect(await french.json()).toMatchObject({
        [model]: 'Nom français',
        description: '<p>English words</p>',
      });
      const spanish = await (await api.get(`/${item.id}?translation_language=es`)).json();
      expect(spanish[model]).toBe(item[model]);
      const english = await (await api.get(`/${item.id}`)).json();
      expect(english[model]).toBe(item[model]);
    });
  });
}
