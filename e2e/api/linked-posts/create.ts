// POST /venues and POST /organizers (docs/api.md §4.1, §4.3, §4.4, §0.7, §9).
import { expect } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { expectError, type KindTest, type KindUnderTest } from './kinds';

export function createBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection, model } = kind;

  test.describe(`POST /${collection} (§4.1)`, () => {
    test('creates a published item: 201, Location, no json_ld, stored as answered', async ({
      api,
      baseURL,
    }) => {
      const name = unique('Created');
      const response = await api.post({ [model]: `  <em>${name}</em> ` }, api.users.author);
      expect(response.status()).toBe(201);
      const body = await response.json();
      expect(response.headers()['location']).toBe(`${baseURL}${api.path}/${body.id}`);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(body).toMatchObject({
        [model]: name,
        author: String(api.users.author.id),
        status: 'publish',
        slug: name.toLowerCase(),
        url: `${baseURL}/${model}/${name.toLowerCase()}/`,
        global_id: `127.0.0.1?id=${body.id}`,
      });
      expect(body.json_ld).toBeUndefined();
      expect(await kind.stored(body.id)).toMatchObject({
        name,
        authorId: api.users.author.id,
        status: 'publish',
        slug: name.toLowerCase(),
        liveSlug: name.toLowerCase(),
        dateUtc: body.date_utc,
      });
    });

    test(`answers rest_missing_callback_param without ${model}, before any invalid field`, async ({
      api,
      request,
    }) => {
      for (const data of [{ website: 'foo' }, { [model]: null }]) {
        const response = await request.post(api.path, { headers: api.users.editor.headers, data });
        const body = await expectError(response, 400, 'rest_missing_callback_param', [model]);
        expect(body.message).toBe(`Missing parameter(s): ${model}`);
      }
    });

    test('rejects an empty or non-string name, bad statuses, dates and websites at once', async ({
      api,
    }) => {
      const body = await expectError(
        await api.post({
          [model]: '',
          status: 'kinda_thinking_about_it',
          date: 'before my birthday',
          website: 'example.com',
        }),
        400,
        'rest_invalid_param',
      );
      expect(Object.keys(body.data.params).sort()).toEqual(
        [model, 'status', 'date', 'website'].sort(),
      );
      await expectError(await api.post({ [model]: 123 }), 400, 'rest_invalid_param', {
        [model]: `${model} is not of type string.`,
      });
      for (const data of [{ status: 'trash' }, { website: 'foo' }, { date_utc: 'foo' }]) {
        const field = Object.keys(data)[0]!;
        await expectError(await api.post(data), 400, 'rest_invalid_param', {
          [field]: 'Invalid parameter.',
        });
      }
    });

    test('reads date in the site zone and date_utc in UTC, date_utc winning; a future date schedules', async ({
      api,
    }) => {
      const local = await api.create({ date: '2020-01-01 10:00:00' });
      expect(local).toMatchObject({ date: '2020-01-01 10:00:00', date_utc: '2020-01-01 15:00:00' });
      const both = await api.create({
        date: '2020-01-01 10:00:00',
        date_utc: '2020-06-01 12:00:00',
      });
      expect(both).toMatchObject({ date: '2020-06-01 08:00:00', date_utc: '2020-06-01 12:00:00' });
      const future = await api.create({ date: '+2 years' });
      expect(future.status).toBe('future');
    });

    test('cleans the description of dangerous HTML and answers it with paragraphs', async ({
      api,
    }) => {
      const item = await api.create({
        description:
          'Line one<script>alert(1)</script>\n\n<a href="javascript:x()" onclick="y()">two</a>',
      });
      expect(item.description).toBe('<p>Line one</p>\n<p><a>two</a></p>');
      expect((await api.create({ description: '' })).description).toBeUndefined();
    });

    test('makes slugs unique among live items, also explicit ones', async ({ api }) => {
      const name = unique('Same Name');
      const first = await api.create({ [model]: name, description: 'one' });
      const second = await api.create({ [model]: name, description: 'two' });
      expect(second.id).not.toBe(first.id);
      expect(second.slug).toBe(`${first.slug}-2`);
      const explicit = await api.create({ slug: first.slug });
      expect(explicit.slug).toBe(`${first.slug}-3`);
    });

    test('stores a create in French as the default text and the French translation', async ({
      api,
      request,
    }) => {
      const name = unique('Salle');
      const response = await request.post(`/fr${api.path}`, {
        headers: api.users.editor.headers,
        data: { [model]: name, description: 'Texte' },
      });
      expect(response.status()).toBe(201);
      const { id } = await response.json();
      expect(await kind.stored(id)).toMatchObject({
        name,
        nameFr: name,
        description: 'Texte',
        descriptionFr: 'Texte',
      });
    });
  });

  test.describe(`POST /${collection}: duplicates (§4.3, §4.4)`, () => {
    test('answers 201 with the live item of the same name, case-insensitively, unchanged', async ({
      api,
    }) => {
      const name = unique('Duplicate');
      const existing = await api.create({ [model]: name, description: 'Kept', website: '' });
      const again = await api.create({
        [model]: name.toUpperCase(),
        website: 'http://changed.example.com',
      });
      expect(again).toEqual(existing);
      const sameDescription = await api.create({ [model]: name, description: 'kept' });
      expect(sameDescription.id).toBe(existing.id);
      expect(await kind.countNamed(name)).toBe(1);
    });

    test('creates a new item when the description differs or the namesake is trashed or unreadable', async ({
      api,
    }) => {
      const { author, contributor } = api.users;
      const name = unique('Namesake');
      const existing = await api.create({ [model]: name, description: 'First' });
      const other = await api.create({ [model]: name, description: 'Second' });
      expect(other.id).not.toBe(existing.id);

      const trashedName = unique('Trashed');
      const trashed = await api.create({ [model]: trashedName });
      expect((await api.delete(`/${trashed.id}`)).status()).toBe(200);
      const fresh = await api.create({ [model]: trashedName });
      expect(fresh.id).not.toBe(trashed.id);
      expect(fresh.slug).toBe(trashed.slug);

      const draftName = unique('Hidden');
      const draft = await api.create({ [model]: draftName, status: 'draft' }, contributor);
      const mine = await api.create({ [model]: draftName }, author);
      expect(mine.id).not.toBe(draft.id);
    });
  });

  test.describe(`POST /${collection}: author (§4.1)`, () => {
    test('answers an unknown author with rest_invalid_param before the permission check', async ({
      api,
    }) => {
      for (const user of [null, api.users.subscriber, api.users.administrator]) {
        await expectError(await api.post({ author: 999999999 }, user), 400, 'rest_invalid_param', {
          author: 'Invalid parameter.',
        });
      }
      await expectError(await api.post({ author: 'foo' }), 400, 'rest_invalid_param', {
        author: 'Invalid parameter.',
      });
    });
  });
}
