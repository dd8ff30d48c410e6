// Where a write's parameters come from: POST, PUT, PATCH and DELETE read the
// body and the query string, the body winning for the same name, and a
// parameter is missing when absent or JSON null. Every parameter the OpenAPI
// document lists for every write, translation_language included, is sent
// with a value its schema forbids from each source in turn.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { OpenAPIV3 } from 'openapi-types';
import { db, unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';
import {
  API,
  addressOf,
  collections,
  countNamed,
  createItem,
  documentedParameters,
  minimalCreate,
  nameField,
  readItem,
  searchTotal,
  writeOperations,
  type Collection,
  type DocumentedParameter,
  type Headers,
  type Item,
  type Operation,
} from '../fixtures/write-targets';
import { forbiddenValue } from '../../scripts/vitest/forbidden-value';

test.afterAll(async () => {
  await db.$disconnect();
});

const sources = ['json body', 'form body', 'query', 'query, json body null'] as const;
type Source = (typeof sources)[number];

async function openApiDocument(request: APIRequestContext): Promise<OpenAPIV3.Document> {
  const response = await request.get(`${API}/doc`);
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * The parameters to check and the value each one's schema forbids. An
 * event's categories and tags may be named rather than numbered, so no text
 * is refused there (as in the unit tests of the document).
 */
function checkedParameters(document: OpenAPIV3.Document, operation: Operation) {
  return documentedParameters(document, operation).flatMap((parameter) => {
    const isNamed = parameter.name === 'categories' || parameter.name === 'tags';
    const value = isNamed ? undefined : forbiddenValue(parameter.schema);
    return value === undefined ? [] : [{ ...parameter, value }];
  });
}

/** A valid body for the operation: a create's needed fields, an update's rename, nothing for a delete. */
function validBody(operation: Operation): Record<string, string> {
  if (operation.target === 'create') return minimalCreate(operation.collection);
  if (operation.method === 'delete') return {};
  return { [nameField[operation.collection]]: unique('Renamed') };
}

/**
 * The request of one check: `value` for `name` from `source`, beside a valid
 * body. A query value goes with a body that lacks the name (else the body
 * would win), or that sends it as null.
 */
function requestOptions(
  source: Source,
  valid: Record<string, string>,
  name: string,
  value: string,
) {
  const others = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));
  switch (source) {
    case 'json body':
      return { data: { ...valid, [name]: value } };
    case 'form body':
      return { form: { ...valid, [name]: value } };
    case 'query':
      return { params: { [name]: value }, data: others };
    case 'query, json body null':
      return { params: { [name]: value }, data: { ...others, [name]: null } };
  }
}

interface Attempt {
  response: APIResponse;
  body: { code?: string; data?: { params?: unknown } };
  /** What the request changed: the created count, or whether the item reads differently. */
  wrote: () => Promise<boolean>;
  label: string;
}

/** Sends one check's request on a fresh item (for updates and deletes) and answers how to tell what it wrote. */
async function attempt(
  request: APIRequestContext,
  admin: TestUser,
  operation: Operation,
  parameter: DocumentedParameter & { value: string },
  source: Source,
): Promise<Attempt> {
  const { collection } = operation;
  const item: Item | undefined =
    operation.target === 'create'
      ? undefined
      : await createItem(request, admin.headers, collection);
  const before = item && (await readItem(request, admin.headers, collection, item.id));
  const valid = validBody(operation);
  const response = await request.fetch(addressOf(operation, item), {
    method: operation.method.toUpperCase(),
    headers: admin.headers,
    ...requestOptions(source, valid, parameter.name, parameter.value),
  });
  const text = await response.text();
  const label = `${operation.method.toUpperCase()} ${operation.path}: ${parameter.name}=${JSON.stringify(parameter.value)} in the ${source} → ${response.status()} ${text.slice(0, 300)}`;
  const wrote = async () => {
    if (!item) return (await countNamed(collection, valid[nameField[collection]]!)) > 0;
    const after = await readItem(request, admin.headers, collection, item.id);
    return JSON.stringify(after) !== JSON.stringify(before);
  };
  return { response, body: JSON.parse(text), wrote, label };
}

/** A refusal of the value: 400 rest_invalid_param naming the parameter alone, and nothing written. */
async function expectRefused(result: Attempt, name: string) {
  const seen = {
    status: result.response.status(),
    code: result.body.code,
    params: Object.keys(result.body.data?.params ?? {}),
    wrote: await result.wrote(),
  };
  const refusal = { status: 400, code: 'rest_invalid_param', params: [name], wrote: false };
  expect.soft(seen, result.label).toEqual(refusal);
}

/**
 * The body's null won over the query's value, so the parameter is missing:
 * a create that needs it says so; any other write goes ahead (a rename or a
 * create is stored, which shows it was carried out, not ignored).
 */
async function expectBodyWon(
  result: Attempt,
  operation: Operation,
  parameter: DocumentedParameter,
) {
  const status = result.response.status();
  if (operation.target === 'create' && parameter.required) {
    const seen = { status, code: result.body.code, params: result.body.data?.params };
    const missing = { status: 400, code: 'rest_missing_callback_param', params: [parameter.name] };
    expect.soft(seen, result.label).toEqual(missing);
    return;
  }
  const success = operation.target === 'create' ? 201 : 200;
  const isDelete = operation.method === 'delete';
  const seen = { status, wrote: isDelete || (await result.wrote()) };
  expect.soft(seen, result.label).toEqual({ status: success, wrote: true });
}

test('the document lists the write operations checked here, and no other', async ({ request }) => {
  const document = await openApiDocument(request);
  const documented = Object.entries(document.paths).flatMap(([path, item]) =>
    (['post', 'put', 'patch', 'delete'] as const)
      .filter((method) => item?.[method])
      .map((method) => `${method} ${path}`),
  );
  expect(documented.sort()).toEqual(
    writeOperations.map(({ method, path }) => `${method} ${path}`).sort(),
  );
});

for (const operation of writeOperations) {
  test(`${operation.method.toUpperCase()} ${operation.path} reads each documented parameter from the body and the query, the body winning`, async ({
    request,
  }) => {
    // Up to 48 checks of four requests each, on a shared machine and on PostgreSQL too.
    test.setTimeout(180_000);
    // An administrator of its own: its write limit is not shared with other tests.
    const admin = await createUser('administrator');
    const parameters = checkedParameters(await openApiDocument(request), operation);
    // translation_language at least: every write takes it.
    expect(parameters.map(({ name }) => name)).toContain('translation_language');
    for (const parameter of parameters) {
      for (const source of sources) {
        const result = await attempt(request, admin, operation, parameter, source);
        if (source === 'query, json body null') await expectBodyWon(result, operation, parameter);
        else await expectRefused(result, parameter.name);
      }
    }
  });
}

test.describe('translation_language in the body', () => {
  const admin = {} as TestUser;
  test.beforeAll(async () => {
    Object.assign(admin, await createUser('administrator'));
  });

  test('POST /events refuses "xx" in a JSON body, and creates nothing', async ({ request }) => {
    const fields = minimalCreate('events');
    expect(await searchTotal(request, admin.headers, 'events', fields.title!)).toBe(0);
    const response = await request.post(`${API}/events`, {
      headers: admin.headers,
      data: { ...fields, translation_language: 'xx' },
    });
    const text = await response.text();
    expect.soft(response.status(), text).toBe(400);
    expect.soft(JSON.parse(text)).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { translation_language: expect.any(String) } },
    });
    expect(await searchTotal(request, admin.headers, 'events', fields.title!)).toBe(0);
    // The search finds the event once the body is valid: it was the language alone.
    const valid = await request.post(`${API}/events`, { headers: admin.headers, data: fields });
    expect(valid.status()).toBe(201);
    expect(await searchTotal(request, admin.headers, 'events', fields.title!)).toBe(1);
  });

  test('POST /venues refuses "de", "english" and "" in a JSON body, and creates nothing', async ({
    request,
  }) => {
    for (const language of ['de', 'english', '']) {
      const fields = minimalCreate('venues');
      const response = await request.post(`${API}/venues`, {
        headers: admin.headers,
        data: { ...fields, translation_language: language },
      });
      const text = await response.text();
      expect.soft(response.status(), `${language}: ${text}`).toBe(400);
      expect.soft(JSON.parse(text).code, language).toBe('rest_invalid_param');
      expect
        .soft(Object.keys(JSON.parse(text).data?.params ?? {}), language)
        .toEqual(['translation_language']);
      expect
        .soft(await searchTotal(request, admin.headers, 'venues', fields.venue!), language)
        .toBe(0);
    }
  });

  test('POST /categories/{id} refuses "de" in a JSON body, and leaves the category as it was', async ({
    request,
  }) => {
    const category = await createItem(request, admin.headers, 'categories');
    const before = await readItem(request, admin.headers, 'categories', category.id);
    const response = await request.post(`${API}/categories/${category.id}`, {
      headers: admin.headers,
      data: { name: unique('Renamed'), description: 'Changed', translation_language: 'de' },
    });
    const text = await response.text();
    expect.soft(response.status(), text).toBe(400);
    expect.soft(Object.keys(JSON.parse(text).data?.params ?? {})).toEqual(['translation_language']);
    expect(await readItem(request, admin.headers, 'categories', category.id)).toEqual(before);
  });

  for (const collection of collections) {
    test(`${collection}: "fr" in the body writes the French text, as the query parameter does`, async ({
      request,
    }) => {
      await expectFrenchCreate(request, admin.headers, collection);
      await expectFrenchUpdates(request, admin.headers, collection);
    });
  }
});

/** The name field of an item read in `language` (the default one without), and whether French and Spanish lack it. */
async function nameIn(
  request: APIRequestContext,
  headers: Headers,
  collection: Collection,
  id: number,
  language?: 'fr' | 'es',
) {
  const query: Record<string, string> = { translation_status: '1' };
  if (language) query.translation_language = language;
  const { status, body } = await readItem(request, headers, collection, id, query);
  expect(status).toBe(200);
  const missing = body.missing_translations as Record<'fr' | 'es', string[]>;
  return {
    name: body[nameField[collection]],
    lacksFrench: missing.fr.includes(nameField[collection]),
    lacksSpanish: missing.es.includes(nameField[collection]),
  };
}

/** A create in French from the body stores the name as the default text and as the French one, as from the query. */
async function expectFrenchCreate(
  request: APIRequestContext,
  headers: Headers,
  collection: Collection,
) {
  await test.step('a create', async () => {
    for (const how of ['query', 'json body'] as const) {
      const fields = minimalCreate(collection);
      const name = fields[nameField[collection]];
      const response = await request.post(`${API}/${collection}`, {
        headers,
        ...(how === 'query'
          ? { params: { translation_language: 'fr' }, data: fields }
          : { data: { ...fields, translation_language: 'fr' } }),
      });
      expect(response.status(), await response.text()).toBe(201);
      const { id } = await response.json();
      expect.soft(await nameIn(request, headers, collection, id), how).toMatchObject({ name });
      expect
        .soft(await nameIn(request, headers, collection, id, 'fr'), `French, from the ${how}`)
        .toMatchObject({ name, lacksFrench: false });
    }
  });
}

type UpdateSource = 'query' | 'json body' | 'form body' | 'json body fr, query es';

/** An update's request with `fields`, in French from `how`. */
function updateOptions(how: UpdateSource, fields: Record<string, string>) {
  const french = { ...fields, translation_language: 'fr' };
  switch (how) {
    case 'query':
      return { params: { translation_language: 'fr' }, data: fields };
    case 'json body':
      return { data: french };
    case 'form body':
      return { form: french };
    case 'json body fr, query es':
      return { params: { translation_language: 'es' }, data: french };
  }
}

/** An update in French from the body changes the French text alone, as from the query; the body beats the query. */
async function expectFrenchUpdates(
  request: APIRequestContext,
  headers: Headers,
  collection: Collection,
) {
  const sources: UpdateSource[] = ['query', 'json body', 'form body', 'json body fr, query es'];
  for (const how of sources) {
    await test.step(`an update, French from the ${how}`, async () => {
      const item = await createItem(request, headers, collection);
      const french = unique('En français');
      const response = await request.patch(`${API}/${collection}/${item.id}`, {
        headers,
        ...updateOptions(how, { [nameField[collection]]: french }),
      });
      expect.soft(response.status(), `${how}: ${await response.text()}`).toBe(200);
      expect
        .soft(await nameIn(request, headers, collection, item.id), `default text, ${how}`)
        .toMatchObject({ name: item.name });
      expect
        .soft(await nameIn(request, headers, collection, item.id, 'fr'), `French, ${how}`)
        .toMatchObject({ name: french, lacksFrench: false });
      // No Spanish was written: it still falls back to the default text.
      expect
        .soft(await nameIn(request, headers, collection, item.id, 'es'), `Spanish, ${how}`)
        .toMatchObject({ name: item.name, lacksSpanish: true });
    });
  }
}
