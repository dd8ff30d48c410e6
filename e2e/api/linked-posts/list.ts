// GET /venues and GET /organizers: envelope, paging, order and visibility (docs/api.md §2).
import { expect } from '@playwright/test';
import { unique } from '../../fixtures/db';
import { expectError, type KindTest, type KindUnderTest } from './kinds';

export function listBehaviour(kind: KindUnderTest, test: KindTest) {
  const { collection, model } = kind;

  test.describe(`GET /${collection}: envelope, paging and order (§2)`, () => {
    test('answers the envelope keys in order with the X-TEC headers', async ({ api, baseURL }) => {
      const word = unique('envelope');
      await api.create({ description: word });
      const response = await api.get(`?search=${word}`);
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(Object.keys(body)).toEqual([collection, 'rest_url', 'total', 'total_pages']);
      expect(body.total).toBe(1);
      expect(body.total_pages).toBe(1);
      expect(body.rest_url).toBe(`${baseURL}${api.path}/?per_page=50&search=${word}`);
      expect(response.headers()['x-tec-total']).toBe('1');
      expect(response.headers()['x-tec-totalpages']).toBe('1');
      expect(body[collection][0].json_ld).toBeUndefined();
    });

    test('orders by publication date, newest first, then by id descending', async ({ api }) => {
      const word = unique('order');
      const oldest = await api.create({ description: word, date: '2021-01-01 10:00:00' });
      const tied = await api.create({ description: word, date: '2022-01-01 10:00:00' });
      const tiedLater = await api.create({ description: word, date: '2022-01-01 10:00:00' });
      expect(await api.listIds(`search=${word}`)).toEqual([tiedLater.id, tied.id, oldest.id]);
    });

    test('orders by last change with orderby=modified, newest first unless order=asc (extension)', async ({
      api,
      baseURL,
    }) => {
      const word = unique('modified');
      const first = await api.create({ description: word, date: '2021-01-01 10:00:00' });
      const second = await api.create({ description: word, date: '2022-01-01 10:00:00' });
      const third = await api.create({ description: word, date: '2023-01-01 10:00:00' });
      // Changed most recently: the oldest publication; the newest one longest ago.
      await kind.setStored(first.id, { modifiedUtc: '2030-01-01 10:00:00' });
      await kind.setStored(third.id, { modifiedUtc: '2020-01-01 10:00:00' });
      await kind.setStored(second.id, { modifiedUtc: '2025-01-01 10:00:00' });
      expect(await api.listIds(`search=${word}&orderby=modified`)).toEqual([
        first.id,
        second.id,
        third.id,
      ]);
      expect(await api.listIds(`search=${word}&orderby=modified&order=asc`)).toEqual([
        third.id,
        second.id,
        first.id,
      ]);
      expect(await api.listIds(`search=${word}&orderby=date&order=asc`)).toEqual([
        first.id,
        second.id,
        third.id,
      ]);
      const body = await (await api.get(`?search=${word}&orderby=modified&order=asc`)).json();
      expect(body.rest_url).toBe(
        `${baseURL}${api.path}/?per_page=50&search=${word}&orderby=modified&order=asc`,
      );
      for (const bad of ['orderby=title', 'order=up'])
        await expectError(await api.get(`?${bad}`), 400, 'rest_invalid_param');
    });

    test('pages with per_page, links next and previous pages, and 404s past the end', async ({
      api,
      baseURL,
    }) => {
      const word = unique('paging');
      for (let i = 0; i < 3; i++) await api.create({ description: word });
      const first = await (await api.get(`?search=${word}&per_page=2`)).json();
      expect(Object.keys(first)).toEqual([
        collection,
        'rest_url',
        'next_rest_url',
        'total',
        'total_pages',
      ]);
      expect(first[collection]).toHaveLength(2);
      expect(first).toMatchObject({ total: 3, total_pages: 2 });
      expect(first.next_rest_url).toBe(`${baseURL}${api.path}/?page=2&per_page=2&search=${word}`);

      const secondResponse = await api.get(`?search=${word}&per_page=2&page=02`);
      const second = await secondResponse.json();
      expect(second[collection]).toHaveLength(1);
      expect(second.next_rest_url).toBeUndefined();
      expect(second.rest_url).toBe(`${baseURL}${api.path}/?page=2&per_page=2&search=${word}`);
      expect(second.previous_rest_url).toBe(`${baseURL}${api.path}/?per_page=2&search=${word}`);
      expect(secondResponse.headers()['x-tec-totalpages']).toBe('2');

      await expectError(
        await api.get(`?search=${word}&per_page=2&page=3`),
        404,
        `${model}-archive-page-not-found`,
      );
    });

    test('answers an empty first page with an empty list, not an error', async ({ api }) => {
      const response = await api.get(`?search=${unique('nothing')}`);
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ [collection]: [], total: 0, total_pages: 0 });
    });

    test('caps per_page at 50 and rejects page and per_page that are not positive integers', async ({
      api,
    }) => {
      expect((await (await api.get('?per_page=500')).json()).rest_url).toContain('per_page=50');
      for (const bad of ['0', '-1', 'foo', '1.5', '']) {
        await expectError(
          await api.get(`?page=${bad}&per_page=${bad}`),
          400,
          'rest_invalid_param',
          {
            page: 'Invalid parameter.',
            per_page: 'Invalid parameter.',
          },
        );
      }
    });

    test('writes every filter back into rest_url as given, under the language prefix', async ({
      api,
      request,
      baseURL,
    }) => {
      const word = unique('links');
      await api.create({ description: word });
      const response = await request.get(
        `/fr${api.path}?search=${word}&has_events=no&only_with_upcoming=0&status=publish`,
      );
      const body = await response.json();
      expect(body.rest_url).toBe(
        `${baseURL}/fr${api.path}/?per_page=50&search=${word}&has_events=no&only_with_upcoming=0&status=publish`,
      );
    });
  });

  test.describe(`GET /${collection}: visibility and status (§2.5)`, () => {
    test('shows anonymous callers published items only', async ({ api }) => {
      const word = unique('visible');
      const published = await api.create({ description: word });
      await api.create({ description: word, status: 'draft' });
      await api.create({ description: word, status: 'private' });
      expect(await api.listIds(`search=${word}`)).toEqual([published.id]);
      expect(await api.listIds(`search=${word}`, api.users.subscriber)).toEqual([published.id]);
    });

    test('shows authors their own unpublished items and editors all of them, trash only on request', async ({
      api,
    }) => {
      const { author, contributor, editor } = api.users;
      const word = unique('own');
      const published = await api.create({ description: word });
      const mine = await api.create({ description: word, status: 'draft' }, author);
      const theirs = await api.create({ description: word, status: 'pending' }, contributor);
      const trashed = await api.create({ description: word }, author);
      expect((await api.delete(`/${trashed.id}`, author)).status()).toBe(200);

      expect(await api.listIds(`search=${word}`, author)).toEqual([mine.id, published.id]);
      expect(await api.listIds(`search=${word}`, contributor)).toEqual([theirs.id, published.id]);
      expect(await api.listIds(`search=${word}`, editor)).toEqual([
        theirs.id,
        mine.id,
        published.id,
      ]);
      expect(await api.listIds(`search=${word}&status=trash`, author)).toEqual([trashed.id]);
      expect(await api.listIds(`search=${word}&status=trash`, contributor)).toEqual([]);
      expect(await api.listIds(`search=${word}&status=draft,pending`, editor)).toEqual([
        theirs.id,
        mine.id,
      ]);
    });

    test('accepts only status=publish from anonymous callers and known statuses from others', async ({
      api,
    }) => {
      const word = unique('status');
      const published = await api.create({ description: word });
      expect(await api.listIds(`search=${word}&status=publish`)).toEqual([published.id]);
      const invalid = { status: 'Invalid parameter.' };
      await expectError(await api.get('?status=draft'), 400, 'rest_invalid_param', invalid);
      await expectError(
        await api.get('?status=publish,bogus', api.users.editor),
        400,
        'rest_invalid_param',
        invalid,
      );
    });
  });
}
