import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import {
  documentPaths,
  documentSchemas,
  handlerParameters,
  sentErrorCodes,
} from '../../e2e/fixtures/interface';
import { openApiDocument } from './openapi-document';
import { typedDefault } from './openapi-operation';

const defaults = {
  per_page: '1000',
  start_date: '2025-03-09 23:59:00',
  end_date: '2027-03-10 14:05:00',
};
const restBase = 'http://127.0.0.1:3000/fr/calendar/events/v1';
const document = openApiDocument({ restBase, defaults });

const operation = (path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
  document.paths[path]?.[method] as OpenAPIV3.OperationObject;
const parameters = (path: string, method: 'get' | 'post' | 'delete') =>
  (operation(path, method).parameters ?? []) as OpenAPIV3.ParameterObject[];
const bodySchema = (path: string, method: 'post' | 'put' | 'patch') => {
  const body = operation(path, method).requestBody as OpenAPIV3.RequestBodyObject;
  return body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
};

describe('openApiDocument (docs/api.md §8.2)', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it('has the top-level keys, info and server of §8.2', () => {
    expect(Object.keys(document)).toEqual(['openapi', 'info', 'servers', 'components', 'paths']);
    expect(document.openapi).toBe('3.0.0');
    expect(document.info.version).toBe('1.0.0');
    expect(document.servers).toEqual([{ url: `${restBase}/` }]);
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(documentSchemas);
  });

  it('has the 14 paths of the interface, and the change feed, each with one operation per method', () => {
    expect(Object.keys(document.paths)).toEqual(Object.keys(documentPaths));
    for (const [path, methods] of Object.entries(documentPaths))
      expect(Object.keys(document.paths[path] ?? {}), path).toEqual(methods);
  });

  it("documents the same parameters as the index, each handler's in its place", () => {
    type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
    const namesOf = (path: string, method: Method) => {
      const op = operation(path, method);
      // Headers (Idempotency-Key) are no parameters of the index (§0.5).
      const inQuery = ((op.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in !== 'header')
        .map((p) => p.name);
      const inBody = op.requestBody
        ? Object.keys(bodySchema(path, method as 'post').properties ?? {})
        : [];
      return new Set([...inQuery, ...inBody]);
    };
    const pattern = (path: string) =>
      `/calendar/events/v1${path
        .replace('{id}', '(?P<id>\\d+)')
        .replace('{slug}', '(?P<slug>[^/]+)')}`;
    for (const [path, methods] of Object.entries(documentPaths))
      for (const method of methods) {
        const handler = handlerParameters[pattern(path)]?.find(([verbs]) =>
          verbs.includes(method.toUpperCase()),
        );
        expect(namesOf(path, method as Method), `${method} ${path}`).toEqual(new Set(handler?.[1]));
      }
  });

  it('describes list parameters as comma-separated arrays and path values as required', () => {
    const list = parameters('/events', 'get');
    expect(list.find((p) => p.name === 'categories')).toMatchObject({
      in: 'query',
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { type: 'integer' } },
    });
    expect(list.find((p) => p.name === 'per_page')?.schema).toEqual({
      type: 'integer',
      default: 1000,
    });
    expect(list.find((p) => p.name === 'start_date')?.schema).toMatchObject({
      default: '2025-03-09 23:59:00',
    });
    expect(parameters('/events/{id}', 'get')).toContainEqual({
      name: 'id',
      in: 'path',
      description: 'Event ID',
      required: true,
      schema: { type: 'integer' },
    });
    expect(parameters('/events/{id}', 'delete').map((p) => [p.name, p.in])).toEqual([
      ['id', 'path'],
      ['password', 'query'],
      ['series_scope', 'query'],
      ['translation_language', 'query'],
      ['Idempotency-Key', 'header'],
    ]);
  });

  it('sends write fields in a JSON or form body, required only on create', () => {
    const create = operation('/events', 'post').requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(create.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(create.required).toBe(true);
    expect(bodySchema('/events', 'post').required).toEqual(['title', 'start_date', 'end_date']);
    expect(bodySchema('/events/{id}', 'patch')).not.toHaveProperty('required');
    expect(bodySchema('/events/{id}', 'put').properties?.website).toEqual({
      nullable: true,
      default: null,
      description: 'Event website URL',
    });
    expect(parameters('/events/{id}', 'post').map((p) => p.name)).toEqual([
      'id',
      'translation_language',
      'Idempotency-Key',
    ]);
    expect(parameters('/events', 'get').map((p) => p.name)).not.toContain('Idempotency-Key');
  });

  it('answers collections in the envelope of §2.1 and items by reference', () => {
    const list = operation('/venues', 'get').responses['200'] as OpenAPIV3.ResponseObject;
    expect(list.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['venues', 'rest_url', 'total', 'total_pages'],
      properties: { venues: { items: { $ref: '#/components/schemas/Venue' } } },
    });
    const created = operation('/tags', 'post').responses['201'] as OpenAPIV3.ResponseObject;
    expect(created.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Term',
    });
    expect(Object.keys(operation('/events/{id}', 'delete').responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '410',
      '412',
      '413',
      '422',
      '429',
      '500',
    ]);
  });
});

describe('errors in the OpenAPI document (docs/api.md §7)', () => {
  type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
  const operations = Object.entries(documentPaths).flatMap(([path, methods]) =>
    methods.map((method) => [`${method} ${path}`, operation(path, method as Method)] as const),
  );
  /** The codes an operation's answer with this status may carry, as its schema enumerates them. */
  const codesOf = (op: OpenAPIV3.OperationObject, status: string): string[] => {
    const response = op.responses[status] as OpenAPIV3.ResponseObject | undefined;
    const schema = response?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    const narrowed = schema?.allOf?.[1] as OpenAPIV3.SchemaObject | undefined;
    const code = narrowed?.properties?.code as OpenAPIV3.SchemaObject | undefined;
    return (code?.enum ?? []) as string[];
  };

  it('documents every code of §7.3 that answers carry, with its status, on some operation', () => {
    // rest_no_route answers a path or method that is no operation (§7.2 step 1), and
    // rest_invalid_namespace the index, which §8.2 leaves out of the paths.
    const perOperation = Object.entries(sentErrorCodes).filter(
      ([name]) => name !== 'rest_no_route' && name !== 'rest_invalid_namespace',
    );
    for (const [name, statuses] of perOperation)
      for (const status of statuses)
        expect(
          operations.some(([, op]) => codesOf(op, String(status)).includes(name)),
          `${name} ${status}`,
        ).toBe(true);
  });

  it('documents on every operation a bad token, a rate limit, a failure and a bad language', () => {
    for (const [name, op] of operations) {
      expect(codesOf(op, '401'), name).toContain('rest_invalid_token');
      expect(codesOf(op, '429'), name).toEqual(['rest_rate_limited']);
      expect(codesOf(op, '500'), name).toContain('rest_internal_error');
      expect(codesOf(op, '400'), name).toContain('rest_invalid_param');
    }
  });

  it("names each status's codes in its description and references the error body", () => {
    const read = operation('/events/{id}', 'get');
    expect(codesOf(read, '404')).toEqual(['rest-event-not-found']);
    expect(codesOf(read, '403')).toEqual([
      'event-not-accessible',
      'event-password-protected',
      'event-no-longer-available',
    ]);
    const notFound = read.responses['404'] as OpenAPIV3.ResponseObject;
    expect(notFound.description).toContain('- `rest-event-not-found`: No item has this ID');
    const schema = notFound.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    expect(schema.allOf?.[0]).toEqual({ $ref: '#/components/schemas/Error' });
    // Only the writes read a body, and only the item routes compare versions.
    expect(codesOf(operation('/events', 'get'), '400')).not.toContain('rest_invalid_json');
    expect(codesOf(operation('/venues/{id}', 'patch'), '412')).toEqual([
      'rest_precondition_failed',
    ]);
    expect(operation('/venues', 'post').responses).not.toHaveProperty('412');
    expect(codesOf(operation('/tags/{id}', 'put'), '400')).toContain(
      'rest_taxonomy_not_hierarchical',
    );
    expect(codesOf(operation('/categories/{id}', 'put'), '400')).not.toContain(
      'rest_taxonomy_not_hierarchical',
    );
  });
});

describe('what the API reference shows (docs/public-pages.md, "API reference")', () => {
  type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
  const operations = Object.entries(documentPaths).flatMap(([path, methods]) =>
    methods.map((method) => [path, method, operation(path, method as Method)] as const),
  );

  it('groups every operation under the resource of its path', () => {
    expect(operation('/events/{id}', 'get').tags).toEqual(['Events']);
    expect(operation('/venues/by-slug/{slug}', 'delete').tags).toEqual(['Venues']);
    expect(operation('/organizers', 'post').tags).toEqual(['Organizers']);
    expect(operation('/categories/{id}', 'patch').tags).toEqual(['Categories']);
    expect(operation('/tags', 'get').tags).toEqual(['Tags']);
    expect(operation('/changes', 'get').tags).toEqual(['Change feed']);
    expect(operation('/doc', 'get').tags).toEqual(['OpenAPI document']);
    for (const [path, method, op] of operations)
      expect(op.tags, `${method} ${path}`).not.toEqual(['Other']);
  });

  it('names each operation apart from the others of its method', () => {
    const names = operations.map(([, method, op]) => `${method} ${op.summary}`);
    expect(new Set(names).size).toBe(names.length);
    expect(operation('/venues/by-slug/{slug}', 'get').summary).toBe('Read one venue by slug');
  });

  it('gives an example body for every code of every error answer', () => {
    for (const [path, method, op] of operations)
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const content = (response as OpenAPIV3.ResponseObject).content?.['application/json'];
        const schema = content?.schema as OpenAPIV3.SchemaObject;
        const codes = (schema.allOf?.[1] as OpenAPIV3.SchemaObject).properties?.code as {
          enum: string[];
        };
        const examples = content?.examples as Record<string, OpenAPIV3.ExampleObject>;
        expect(Object.keys(examples), `${method} ${path} ${status}`).toEqual(codes.enum);
        for (const [code, example] of Object.entries(examples))
          expect(example.value).toEqual({
            code,
            message: expect.any(String),
            data: { status: Number(status) },
          });
      }
    const notFound = operation('/events/{id}', 'get').responses['404'] as OpenAPIV3.ResponseObject;
    expect(notFound.content?.['application/json']?.examples).toEqual({
      'rest-event-not-found': {
        summary: 'No item has this ID',
        value: {
          code: 'rest-event-not-found',
          message: 'No item has this ID',
          data: { status: 404 },
        },
      },
    });
  });
});

describe('typedDefault', () => {
  it("turns TEC's string defaults into values of the declared type", () => {
    expect(typedDefault('integer', '1000')).toBe(1000);
    expect(typedDefault('boolean', '1')).toBe(true);
    expect(typedDefault('boolean', 'false')).toBe(false);
    expect(typedDefault(undefined, 'false')).toBe('false');
    expect(typedDefault('string', '2025-03-09 23:59:00')).toBe('2025-03-09 23:59:00');
    expect(typedDefault('array', null)).toBeNull();
  });
});
