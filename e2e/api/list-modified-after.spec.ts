// `modified_after` on the five lists (docs/api.md §3.4): only the items last
// written strictly after the given UTC instant, with the writes made through
// the API as a client would make them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { daysFromToday, db, unique } from '../fixtures/db';
import { storedTerm } from '../fixtures/terms';
import { usersOfEveryRole } from '../fixtures/users';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const API = '/calendar/events/v1';
const COLLECTIONS = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;
type Collection = (typeof COLLECTIONS)[number];

/** What each collection needs to create an item; `label` names it, unique per test. */
function createData(collection: Collection, label: string): Record<string, unknown> {
  switch (collection) {
    case 'events':
      return {
        title: label,
        status: 'publish',
        start_date: daysFromToday(20, '10:00:00'),
        end_date: daysFromToday(20, '11:00:00'),
      };
    case 'venues':
      return { venue: label, status: 'publish' };
    case 'organizers':
      return { organizer: label, status: 'publish' };
    default:
      return { name: label };
  }
}

const renameData = (collection: Collection, label: string) => {
  const { title, venue, organizer, name } = createData(collection, label);
  return { title, venue, organizer, name };
};

/** The item's last write as stored, UTC: the body's modified_utc, or the term row's (terms show none). */
async function modifiedUtcOf(collection: Collection, body: { id: number; modified_utc?: string }) {
  if (collection !== 'categories' && collection !== 'tags') return body.modified_utc!;
  return (await storedTerm(collection, body.id))!.modifiedUtc!;
}

/** Waits until the clock is past `utc`'s second, so that the next write is strictly later. */
async function waitPast(utc: string) {
  const wait = Date.parse(`${utc.replace(' ', 'T')}Z`) + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 20));
}

async function create(request: APIRequestContext, collection: Collection, label: string) {
  const response = await request.post(`${API}/${collection}`, {
    headers: users.administrator.headers,
    data: createData(collection, label),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; modified_utc?: string };
}

/** The ids the anonymous list holds, among `ids`, for `modifiedAfter`. */
async function listedIds(
  request: APIRequestContext,
  collection: Collection,
  ids: number[],
  search: string,
  modifiedAfter: string,
): Promise<number[]> {
  // Each list is narrowed to this test's items by its own filter.
  const narrow: Record<string, string | number> =
    collection === 'venues' || collection === 'organizers'
      ? { search }
      : { include: ids.join(','), ...(collection === 'events' ? {} : { hide_empty: 0 }) };
  const response = await request.get(`${API}/${collection}`, {
    params: { ...narrow, modified_after: modifiedAfter },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  const items = (Array.isArray(body[collection]) ? body[collection] : []) as { id: number }[];
  return items.map((item) => item.id).sort((a, b) => a - b);
}

test.describe('modified_after on every list (docs/api.md §3.4)', () => {
  for (const collection of COLLECTIONS) {
    test(`${collection}: only the items written after the instant`, async ({ request }) => {
      const label = unique(`Modified ${collection}`);
      const kept = await create(request, collection, `${label} kept`);
      const changed = await create(request, collection, `${label} changed`);
      const created = await modifiedUtcOf(collection, changed);
      const both = [kept.id, changed.id].sort((a, b) => a - b);
      const before = await modifiedUtcOf(collection, kept);
      expect(await listedIds(request, collection, both, label, '2000-01-01 00:00:00')).toEqual(
        both,
      );

      await waitPast(created > before ? created : before);
      const mark = created > before ? created : before;
      expect(await listedIds(request, collection, both, label, mark)).toEqual([]);

      // A rename is a write: for a category or tag too, its time moves.
      const renamed = await request.patch(`${API}/${collection}/${changed.id}`, {
        headers: users.administrator.headers,
        data: renameData(collection, `${label} changed again`),
      });
      expect(renamed.status(), await renamed.text()).toBe(200);
      const after = await modifiedUtcOf(collection, await renamed.json());
      expect(after > mark).toBe(true);

      expect(await listedIds(request, collection, both, label, mark)).toEqual([changed.id]);
      // Strictly after: the instant of the rename itself no longer selects it.
      expect(await listedIds(request, collection, both, label, after)).toEqual([]);
      // The ISO form with T and Z-less seconds reads the same instant.
      expect(await listedIds(request, collection, both, label, mark.replace(' ', 'T'))).toEqual([
        changed.id,
      ]);
    });
  }

  test('a category moved up when its parent is deleted has changed', async ({ request }) => {
    const label = unique('Parent');
    const parent = await create(request, 'categories', label);
    const child = await request.post(`${API}/categories`, {
      headers: users.administrator.headers,
      data: { name: `${label} child`, parent: parent.id },
    });
    const { id } = (await child.json()) as { id: number };
    const mark = (await storedTerm('categories', id))!.modifiedUtc!;
    await waitPast(mark);
    const deleted = await request.delete(`${API}/categories/${parent.id}`, {
      headers: users.administrator.headers,
      params: { force: 'true' },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    expect(await listedIds(request, 'categories', [id], label, mark)).toEqual([id]);
  });

  for (const collection of COLLECTIONS) {
    test(`${collection}: a value that is no date is refused with rest_invalid_param`, async ({
      request,
    }) => {
      for (const value of ['yesterday-ish', '2026-13-45 10:00:00', '']) {
        const response = await request.get(`${API}/${collection}`, {
          params: { modified_after: value },
        });
        expect(response.status(), value).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'rest_invalid_param',
          data: { status: 400, params: { modified_after: 'Invalid parameter.' } },
        });
      }
    });
  }

  test('the filter is kept in the page links', async ({ request }) => {
    const response = await request.get(`${API}/venues`, {
      params: { modified_after: '2000-01-01 00:00:00', per_page: 1 },
    });
    const body = await response.json();
    expect(body.rest_url).toContain('modified_after=2000-01-01%2000%3A00%3A00');
  });

  test('a list with an absolute instant is kept by the answer cache, a relative one is not', async ({
    request,
  }) => {
    const cacheOf = async (value: string) => {
      const response = await request.get(`${API}/tags`, { params: { modified_after: value } });
      expect(response.status()).toBe(200);
      return response.headers()['x-calendar-cache'];
    };
    const absolute = '2001-02-03 04:05:06';
    // Another test's write between two reads empties the cache: ask until two reads meet.
    await expect.poll(() => cacheOf(absolute)).toBe('hit');
    await cacheOf('-1 day');
    expect(await cacheOf('-1 day')).toBe('miss');
  });
});
