import { expect, test } from '@playwright/test';

test.describe('namespace index (docs/api.md §8.1)', () => {
  test('answers JSON describing every route of the interface document in order', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/calendar/events/v1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=UTF-8');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(response.headers()['link']).toBe(
      `<${baseURL}/calendar/events/v1>; rel="https://api.w.org/"`,
    );
    expect(response.headers()['content-language']).toBe('en');
    const body = await response.json();
    expect(body.namespace).toBe('calendar/events/v1');
    expect(Object.keys(body.routes)).toEqual([
      '/calendar/events/v1',
      '/calendar/events/v1/doc',
      '/calendar/events/v1/events',
      '/calendar/events/v1/events/(?P<id>\\d+)',
      '/calendar/events/v1/events/by-slug/(?P<slug>[^/]+)',
      '/calendar/events/v1/venues',
      '/calendar/events/v1/venues/(?P<id>\\d+)',
      '/calendar/events/v1/venues/by-slug/(?P<slug>[^/]+)',
      '/calendar/events/v1/organizers',
      '/calendar/events/v1/organizers/(?P<id>\\d+)',
      '/calendar/events/v1/organizers/by-slug/(?P<slug>[^/]+)',
      '/calendar/events/v1/categories',
      '/calendar/events/v1/categories/(?P<id>\\d+)',
      '/calendar/events/v1/tags',
      '/calendar/events/v1/tags/(?P<id>\\d+)',
      // Not in the interface: the change feed (docs/sync.md), after its routes.
      '/calendar/events/v1/changes',
    ]);
    expect(body.routes['/calendar/events/v1/events/(?P<id>\\d+)'].methods).toEqual([
      'GET',
      'DELETE',
      'POST',
      'PUT',
      'PATCH',
    ]);
    expect(body.routes['/calendar/events/v1/events']._links.self[0].href).toBe(
      `${baseURL}/calendar/events/v1/events`,
    );
    expect(body.routes['/calendar/events/v1/events/(?P<id>\\d+)']._links).toBeUndefined();
    expect(body._links.up[0].href).toBe(`${baseURL}/`);
  });

  test('rejects another namespace with rest_invalid_namespace', async ({ request }) => {
    const response = await request.get('/calendar/events/v1?namespace=wp/v2');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      code: 'rest_invalid_namespace',
      message: 'The specified namespace could not be found.',
      data: { status: 404 },
    });
  });

  test('rejects a translation_language outside en, fr, es', async ({ request }) => {
    const response = await request.get('/calendar/events/v1?translation_language=de');
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.params).toEqual({ translation_language: 'Invalid parameter.' });
  });

  test('answers rest_no_route as JSON for an unknown path under the namespace', async ({
    request,
  }) => {
    const response = await request.get('/calendar/events/v1/no-such-thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('application/json; charset=UTF-8');
    expect(await response.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  test('sends CORS headers for a cross-origin reader, never with credentials', async ({
    request,
  }) => {
    const response = await request.get('/calendar/events/v1', {
      headers: { Origin: 'https://consumer.example' },
    });
    expect(response.headers()['access-control-allow-origin']).toBe('https://consumer.example');
    expect(response.headers()['access-control-expose-headers']).toContain('X-TEC-Total');
    expect(response.headers()['access-control-allow-credentials']).toBeUndefined();
  });
});
