import { expect, test } from '@playwright/test';
import { createVenue } from '../fixtures/db';

test.describe('addresses (rest-behaviour §0.1, §10.5)', () => {
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

test.describe('methods (rest-behaviour §10.1, §0.5)', () => {
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
    const head = await request.head('/calendar/events/v1/events');
    const get = await request.get('/calendar/events/v1/events');
    expect(head.status()).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers()['x-tec-total']).toBe(get.headers()['x-tec-total']);
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

test.describe('validators and caching (rest-behaviour §10.2, §10.9)', () => {
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

test.describe('authentication (rest-behaviour §7.2 step 2, §7.4)', () => {
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
