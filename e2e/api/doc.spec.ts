import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, test } from '@playwright/test';
import type { OpenAPIV3 } from 'openapi-types';
import { withoutCurrentDefaults } from '../fixtures/documents';
import { documentPaths, documentSchemas } from '../fixtures/interface';
import { createUser } from '../fixtures/users';

const DOC = '/calendar/events/v1/doc';

test.describe('OpenAPI document (docs/api.md §8.2)', () => {
  test('answers the OpenAPI 3.0 document with the REST base, port included, as its server', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(DOC);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=UTF-8');
    expect(response.headers()['allow']).toBe('GET');
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['openapi', 'info', 'servers', 'components', 'paths']);
    expect(body.openapi).toBe('3.0.0');
    expect(body.info).toMatchObject({ version: '1.0.0', title: expect.any(String) });
    expect(new URL(baseURL!).port).not.toBe('');
    expect(body.servers).toEqual([{ url: `${baseURL}/calendar/events/v1/` }]);
    expect(Object.keys(body.components.schemas)).toEqual(documentSchemas);
  });

  test('keeps the language prefix in the server URL and nowhere else', async ({
    request,
    baseURL,
  }) => {
    const en = await (await request.get(DOC)).json();
    const fr = await request.get(`/fr${DOC}`);
    expect(fr.headers()['content-language']).toBe('fr');
    const body = await fr.json();
    expect(body.servers).toEqual([{ url: `${baseURL}/fr/calendar/events/v1/` }]);
    expect(withoutCurrentDefaults({ ...body, servers: [] })).toEqual(
      withoutCurrentDefaults({ ...en, servers: [] }),
    );
    const es = await (await request.get(`${DOC}?translation_language=es`)).json();
    expect(es.servers).toEqual([{ url: `${baseURL}/es/calendar/events/v1/` }]);
  });

  test('documents every path of the interface with one operation per supported method', async ({
    request,
  }) => {
    const body = await (await request.get(DOC)).json();
    expect(Object.keys(body.paths)).toEqual(Object.keys(documentPaths));
    for (const [path, methods] of Object.entries(documentPaths))
      expect(Object.keys(body.paths[path]), path).toEqual(methods);
    const list = body.paths['/events'].get as OpenAPIV3.OperationObject;
    expect(list.parameters).toContainEqual(
      expect.objectContaining({ name: 'tags', in: 'query', style: 'form', explode: false }),
    );
    const create = body.paths['/venues'].post as OpenAPIV3.OperationObject;
    expect(Object.keys((create.requestBody as OpenAPIV3.RequestBodyObject).content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });

  test('validates as OpenAPI 3.0', async ({ request }) => {
    const body = await (await request.get(DOC)).json();
    await expect(SwaggerParser.validate(body)).resolves.toMatchObject({ openapi: '3.0.0' });
  });

  test('is the same for every caller', async ({ request }) => {
    const admin = await createUser('administrator');
    const anonymous = await (await request.get(DOC)).json();
    const signedIn = await request.get(DOC, { headers: admin.headers });
    expect(signedIn.status()).toBe(200);
    expect(withoutCurrentDefaults(await signedIn.json())).toEqual(
      withoutCurrentDefaults(anonymous),
    );
  });

  test('answers HEAD, OPTIONS, odd case and a trailing slash like every route', async ({
    request,
    baseURL,
  }) => {
    const head = await request.head(DOC);
    expect(head.status()).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers()['etag']).toMatch(/^".+"$/);
    const options = await request.fetch(DOC, { method: 'OPTIONS' });
    expect(await options.json()).toMatchObject({
      namespace: 'calendar/events/v1',
      methods: ['GET'],
      _links: { self: [{ href: `${baseURL}${DOC}` }] },
    });
    for (const path of ['/calendar/events/v1/DOC', `${DOC}/`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect((await response.json()).openapi, path).toBe('3.0.0');
    }
  });

  test('leaves unknown paths and methods under the namespace with rest_no_route', async ({
    request,
  }) => {
    for (const response of [
      await request.get(`${DOC}/more`),
      await request.post(DOC),
      await request.get('/calendar/events/v1/docs'),
    ]) {
      expect(response.status()).toBe(404);
      expect((await response.json()).code).toBe('rest_no_route');
    }
    const namespace = await request.get('/calendar/events/v1?namespace=tribe/events/v1');
    expect(namespace.status()).toBe(404);
    expect((await namespace.json()).code).toBe('rest_invalid_namespace');
  });
});
