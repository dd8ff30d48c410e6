import { expect, test } from '@playwright/test';
import { createEvent, createVenue, daysFromToday, db, unique } from '../fixtures/db';

test.afterAll(async () => {
  await db.$disconnect();
});

test.describe('addresses (docs/api.md §0.1, §10.5)', () => {
  test('answers with and without a trailing slash, directly', async ({ request }) => {
    for (const path of ['/calendar/events/v1/events', '/calendar/events/v1/events/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect((await response.json()).events, path).toBeInstanceOf(Array);
    }
  });

  test('matches the path case-insensitively', async ({ request }) => {
    for (const path of [
      '/calendar/events/v1/EVENTS',
      '/Calendar/Events/V1/events',
      '/CALENDAR/EVENTS/V1',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('application/json; charset=UTF-8');
    }
  });

  test('serves the API under a language prefix in that language', async ({ request, baseURL }) => {
    const response = await request.get('/fr/calendar/events/v1/events?per_page=1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-language']).toBe('fr');
    const body = await response.json();
    expect(body.rest_url.startsWith(`${baseURL}/fr/calendar/events/v1/events/`)).toBe(true);
    expect(body.events[0].rest_url.startsWith(`${baseURL}/fr/calendar/events/v1/events/`)).toBe(
      true,
    );
  });

  test('lets translation_language win over the prefix', async ({ request }) => {
    const response = await request.get('/fr/calendar/events/v1/events?translation_language=es');
    expect(response.headers()['content-language']).toBe('es');
  });

  test('answers rest_no_route for an id that is not digits and for an unknown prefix', async ({
    request,
  }) => {
    for (const path of ['/calendar/events/v1/events/abc', '/de/calendar/events/v1/events']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect((await response.json()).code, path).toBe('rest_no_route');
    }
  });
});

test.describe('paths that do not percent-decode (docs/api.md §7, never a 500)', () => {
  test('get the JSON error of an unknown id or slug', async ({ request }) => {
    const cases: [string, number, string][] = [
      ['/calendar/events/v1/events/%zz', 404, 'rest_no_route'],
      ['/calendar/events/v1/%E0%A4', 404, 'rest_no_route'],
      ['/fr/calendar/events/v1/venues/%', 404, 'rest_no_route'],
      ['/calendar/events/v1/events/by-slug/%E0%A4%A', 400, 'rest_invalid_param'],
      ['/calendar/events/v1/organizers/by-slug/100%', 400, 'rest_invalid_param'],
    ];
    for (const [path, status, code] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()['content-type'], path).toContain('application/json');
      expect((await response.json()).code, path).toBe(code);
    }
  });

  test('outside the API get the 404 page or a plain 404', async ({ request }) => {
    for (const path of ['/media/%zz/poster.jpg', '/en/admin/%zz']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('methods (docs/api.md §10.1, §0.5)', () => {
  test('OPTIONS describes the route and lists its methods in Allow', async ({
    request,
    baseURL,
  }) => {
    const response = await request.fetch('/calendar/events/v1', { method: 'OPTIONS' });
    expect(response.status()).toBe(200);
    expect(response.headers()['allow']).toBe('GET');
    const body = await response.json();
    expect(body).toMatchObject({ namespace: 'calendar/events/v1', methods: ['GET'] });
    expect(body._links.self[0].href).toBe(`${baseURL}/calendar/events/v1`);
  });

  test('HEAD answers the headers of GET without a body', async ({ request }) => {
    // A list of its own: tests running alongside add events to the unfiltered one.
    const word = unique('headcheck').replace('-', '');
    await createEvent({
      title: `Event ${word}`,
      startLocal: daysFromToday(40),
      endLocal: daysFromToday(40, '12:00:00'),
    });
    const path = `/calendar/events/v1/events?search=${word}`;
    const head = await request.head(path);
    const get = await request.get(path);
    expect(head.status()).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers()['x-tec-total']).toBe('1');
    expect(get.headers()['x-tec-total']).toBe('1');
    expect(head.headers()['etag']).toBe(get.headers()['etag']);
  });

  test('answers an unsupported method with rest_no_route, not 405', async ({ request }) => {
    const response = await request.delete('/calendar/events/v1');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });

  test('handles POST with _method=DELETE as a DELETE', async ({ request }) => {
    const response = await request.post('/calendar/events/v1?_method=DELETE');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });
});

test.describe('validators and caching (docs/api.md §10.2, §10.9)', () => {
  test('an anonymous read is publicly cacheable and revalidates with its ETag', async ({
    request,
  }) => {
    // An item of its own: the index carries date defaults that follow the clock (§8.1).
    const path = `/calendar/events/v1/venues/${(await createVenue()).id}`;
    const first = await request.get(path);
    expect(first.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^".+"$/);

    const again = await request.get(path, { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers()['etag']).toBe(etag);

    const changed = await request.get(path, {
      headers: { 'If-None-Match': '"something-else"' },
    });
    expect(changed.status()).toBe(200);
  });

  test('the ETag differs between languages', async ({ request }) => {
    const en = await request.get('/calendar/events/v1/events');
    const fr = await request.get('/calendar/events/v1/events?translation_language=fr');
    expect(en.headers()['etag']).not.toBe(fr.headers()['etag']);
  });
});

test.describe('authentication (docs/api.md §7.2 step 2, §7.4)', () => {
  test('refuses an unknown bearer token on a read with 401 rest_invalid_token', async ({
    request,
  }) => {
    const response = await request.get('/calendar/events/v1/events', {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer realm="calendar"');
    expect(await response.json()).toEqual({
      code: 'rest_invalid_token',
      message: 'The provided token is invalid or revoked.',
      data: { status: 401 },
    });
  });
});
