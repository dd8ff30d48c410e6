// One OpenAPI 3.0 operation (docs/api.md §8.2) from a catalogue endpoint:
// its query and path parameters, the payload of writes as a request body, and
// its answers.
import type { OpenAPIV3 } from 'openapi-types';
import type { EndpointSpec, Method, SuccessBody } from './catalogue/endpoint';
import { codesByStatus, errorCodes, type ErrorCode, type ErrorStatus } from './catalogue/errors';
import {
  documentedType,
  resolveDefault,
  type CurrentDefaults,
  type DefaultValue,
  type DocumentedType,
  type ParameterSpec,
} from '../params/declare';
import {
  arrayOf,
  integer,
  object,
  ref,
  string,
  type SchemaOrRef,
} from './catalogue/schema-builders';

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'A parameter is missing or invalid',
  401: 'The operation needs an authenticated user, or the credentials are invalid',
  403: 'The caller may not read or change this item',
  404: 'Nothing matches the address, or the page is past the last one',
  409: 'An earlier request with the same Idempotency-Key is still running',
  410: 'The item is already in the trash, or the cursor has expired',
  412: 'If-Match does not match the current ETag of the item',
  413: 'The body is too large',
  422: 'The Idempotency-Key was already used with another request',
  429: 'Over a rate limit',
  500: 'The server failed; nothing was written',
};

/**
 * Defaults of the declared type: the index writes TEC's strings (`per_page`
 * "1000", `hide_empty` "1"), which would contradict an integer or boolean
 * schema here.
 */
export function typedDefault(type: DocumentedType['type'], value: DefaultValue | undefined) {
  if (typeof value !== 'string') return value;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (type === 'boolean' && /^(1|true)$/i.test(value)) return true;
  if (type === 'boolean' && /^(0|false)$/i.test(value)) return false;
  return value;
}

export function schemaOf(
  parameter: ParameterSpec,
  defaults: CurrentDefaults,
): OpenAPIV3.SchemaObject {
  const { type, format, items, enum: values } = documentedType(parameter);
  const value = typedDefault(type, resolveDefault(parameter.default, defaults));
  const details = {
    ...(format ? { format } : {}),
    ...(values ? { enum: [...values] } : {}),
    // A JSON null is a missing parameter (§0.5), so a null default is a nullable value.
    ...(value === null ? { nullable: true } : {}),
    ...(value !== undefined ? { default: value } : {}),
  };
  if (type === 'array') return { type: 'array', items: items ?? {}, ...details };
  return { ...(type ? { type } : {}), ...details };
}

function parameterObject(
  parameter: ParameterSpec,
  defaults: CurrentDefaults,
): OpenAPIV3.ParameterObject {
  const inPath = parameter.location === 'path';
  return {
    name: parameter.name,
    in: inPath ? 'path' : 'query',
    ...(parameter.description ? { description: parameter.description } : {}),
    required: inPath || (parameter.required ?? false),
    schema: schemaOf(parameter, defaults),
    // Lists are comma-separated in a query string (§0.5).
    ...(documentedType(parameter).type === 'array' ? { style: 'form', explode: false } : {}),
  };
}

function requestBodyOf(
  parameters: readonly ParameterSpec[],
  defaults: CurrentDefaults,
): OpenAPIV3.RequestBodyObject {
  const required = parameters.filter((parameter) => parameter.required).map(({ name }) => name);
  const properties = Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      { ...schemaOf(parameter, defaults), description: parameter.description },
    ]),
  );
  const schema: OpenAPIV3.SchemaObject = {
    type: 'object',
    ...(required.length ? { required } : {}),
    properties,
  };
  return {
    required: required.length > 0,
    content: {
      'application/json': { schema },
      'application/x-www-form-urlencoded': { schema },
    },
  };
}

/** The collection envelope of §2.1: `{key}` and the paging fields. */
function envelope(key: string, item: SchemaOrRef) {
  return object(
    {
      [key]: arrayOf(item, 'The items of this page'),
      rest_url: string('This page', { format: 'uri' }),
      next_rest_url: string('The next page, when there is one', { format: 'uri' }),
      previous_rest_url: string('The previous page, when there is one', { format: 'uri' }),
      total: integer('Number of items matching the request'),
      total_pages: integer('Number of pages'),
    },
    ['next_rest_url', 'previous_rest_url'],
  );
}

function bodySchema(body: SuccessBody): SchemaOrRef {
  if (body.kind === 'item') return ref(body.schema);
  if (body.kind === 'collection') return envelope(body.key, ref(body.schema));
  return { type: 'object' };
}

/**
 * One example body per code (§7.1), named by the code, so that a reader of the
 * reference sees the exact JSON each error answers.
 */
function errorExamples(
  status: ErrorStatus,
  codes: ErrorCode[],
): Record<string, OpenAPIV3.ExampleObject> {
  return Object.fromEntries(
    codes.map((name) => [
      name,
      {
        summary: errorCodes[name].description,
        value: { code: name, message: errorCodes[name].description, data: { status } },
      },
    ]),
  );
}

/** One error status: its codes listed in the description and enumerated in the body's schema (§7.1). */
function errorResponse(status: ErrorStatus, codes: ErrorCode[]): OpenAPIV3.ResponseObject {
  const list = codes.map((name) => `- \`${name}\`: ${errorCodes[name].description}`);
  const narrowed = object({ code: string('The code of this answer', { enum: codes }) }, ['code']);
  return {
    description: [`${ERROR_DESCRIPTIONS[status]}.`, '', ...list].join('\n'),
    content: {
      'application/json': {
        schema: { allOf: [ref('Error'), narrowed] },
        examples: errorExamples(status, codes),
      },
    },
  };
}

function responsesOf(endpoint: EndpointSpec): OpenAPIV3.ResponsesObject {
  const { status, description, body } = endpoint.success;
  return {
    [status]: { description, content: { 'application/json': { schema: bodySchema(body) } } },
    ...Object.fromEntries(
      [...codesByStatus(endpoint.errors)].map(([error, codes]) => [
        error,
        errorResponse(error, codes),
      ]),
    ),
  };
}

/** Every write and DELETE takes one (docs/api.md §10.10); it is a header, never a parameter of §0.5. */
const idempotencyKeyHeader: OpenAPIV3.ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'A key of your choice, unique per request: the same key sent again by the same user within 24 hours gets the first answer again (with Idempotent-Replayed: true) and writes nothing more.',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/**
 * GET and DELETE read everything from the query string; writes from the payload
 * (docs/api.md §A.4).
 */
export function operationOf(
  endpoint: EndpointSpec,
  method: Method,
  defaults: CurrentDefaults,
  tag: string,
): OpenAPIV3.OperationObject {
  const isWrite = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const inPayload = (parameter: ParameterSpec) => isWrite && parameter.location === undefined;
  const payload = endpoint.parameters.filter(inPayload);
  return {
    // The resource the operation belongs to: the reference groups operations by it.
    tags: [tag],
    summary: endpoint.summary,
    parameters: [
      ...endpoint.parameters
        .filter((parameter) => !inPayload(parameter))
        .map((parameter) => parameterObject(parameter, defaults)),
      ...(method === 'GET' ? [] : [idempotencyKeyHeader]),
    ],
    ...(payload.length ? { requestBody: requestBodyOf(payload, defaults) } : {}),
    responses: responsesOf(endpoint),
  };
}
