import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { routes } from '../../lib/api/catalogue/routes';
import { methodsOf } from '../../lib/api/catalogue/endpoint';
import { unique } from '../fixtures/db';
import { openFingerprinter, type Fingerprinter } from '../fixtures/fingerprint';
import { startIsolatedSite, type IsolatedSite } from '../fixtures/isolated-site';

// Property: whatever a client sends to any route of the catalogue (so a new
// route is covered the day it is catalogued), anonymously or as an
// administrator, the API never answers 5xx, answers every 4xx with the error
// body of docs/api.md §7.1, with a status and code the OpenAPI document
// lists for that operation, and a rejected request writes nothing. Fixed
// seed; FUZZ_RUNS=5000 for a longer run, FUZZ_SEED to explore other inputs.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const API = '/calendar/events/v1';

test.describe.configure({ timeout: 240_000 });

let site: IsolatedSite;
let fingerprint: Fingerprinter;
let adminToken: string;
let openApi: OpenAPIV3.Document;
const known = { ids: [] as number[], slugs: [] as string[] };

async function seed(request: APIRequestContext) {
  const base = site.nodes[0]!.baseUrl;
  const headers = { Authorization: `Bearer ${adminToken}` };
  const items: [string, Record<string, unknown>][] = [
    [
      'events',
      { title: unique('Fuzz'), start_date: '2030-01-01 10:00', end_date: '2030-01-01 12:00' },
    ],
    ['venues', { venue: unique('Fuzz venue') }],
    ['organizers', { organizer: unique('Fuzz organizer') }],
    ['categories', { name: unique('fuzz category') }],
    ['tags', { name: unique('fuzz tag') }],
  ];
  for (const [collection, data] of items) {
    const response = await request.post(`${base}${API}/${collection}`, { headers, data });
    expect(response.status(), collection).toBe(201);
    const body = await response.json();
    known.ids.push(body.id);
    known.slugs.push(body.slug);
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  site = await startIsolatedSite(1);
  const email = `${unique('fuzz')}@example.org`;
  site.cli('users:create', '--email', email, '--role', 'administrator');
  adminToken = site.cli('tokens:create', '--email', email).lastLine;
  // The fuzzer reads and writes far faster than any client; it is not what the limits are about.
  site.cli('settings:set', '--key', 'rate_limit_reads_per_minute', '--value', '100000000');
  site.cli('settings:set', '--key', 'rate_limit_writes_per_minute', '--value', '100000000');
  await seed(request);
  openApi = await (await request.get(`${site.nodes[0]!.baseUrl}${API}/doc`)).json();
  fingerprint = await openFingerprinter(site.databaseUrl);
});

test.afterAll(async () => {
  await fingerprint?.close();
  await site?.close();
});

// ---- hostile values -------------------------------------------------------

const nastyStrings = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE events; --',
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\uD800',
  '\uFFFF',
  '😀🎉',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '2020-02-30',
  '9999-99-99 99:99:99',
  '0000-00-00 00:00:00',
  '-999999999999',
  '2030-01-01T10:00:00+99:99',
  'next wednesday 4pm',
  '+99999999 years',
  'UTC+25',
  'Europe/Nowhere',
  'publish,draft,trash,inherit',
  'http://127.0.0.1:1/x.jpg',
  'file:///etc/passwd',
  'x'.repeat(10_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 300, maxLength: 3000 }),
);

const deeplyNested = (depth: number): unknown =>
  depth === 0 ? 'x' : { a: [deeplyNested(depth - 1)] };

const scalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(true, false, null, Number.MAX_SAFE_INTEGER, -0, 1e308),
  fc.constantFrom(...[0, 1, 2, 3, 4]).map((index) => known.ids[index] ?? 1),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(80), deeplyNested(2000)) },
);

// ---- requests -------------------------------------------------------------

interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  body?: string | Buffer;
  contentType?: string;
  auth: 'anonymous' | 'administrator' | 'bad-token';
  /** POST with `_method` is handled as that method (§0.5), HEAD as GET. */
  effectiveMethod: string;
}

/** Percent-encodes every byte but the unreserved ones; a lone surrogate becomes U+FFFD (encodeURIComponent would throw). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const pathSegment = fc.oneof(
  fc.constantFrom(...[0, 1, 2, 3, 4]).map((index) => String(known.ids[index] ?? 1)),
  fc.constantFrom(...[0, 1, 2, 3, 4]).map((index) => percentEncode(known.slugs[index] ?? 'x')),
  fc.constantFrom('0', '007', '99999999999999999999', '-1', '1.5', '1e3'),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    'a%2Fb',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C3%28',
    '%FF',
    'a b',
  ),
  hostileString.map(percentEncode),
);

/** The catalogue's routes as concrete path templates with the methods each answers. */
const catalogue = routes.map((route) => ({
  template: route.pattern.replace(/^\/calendar\/events\/v1/, ''),
  methods: methodsOf(route),
  names: [
    ...new Set(route.endpoints.flatMap((endpoint) => endpoint.parameters.map((p) => p.name))),
  ],
}));

/** PHP bracket notation (§0.5), nested at most 200 levels: enough to pass the server's cut at 64. */
function bracketQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown, depth: number) => {
    if (depth < 200 && Array.isArray(value))
      value.forEach((item) => add(`${key}[]`, item, depth + 1));
    else if (depth < 200 && value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item, depth + 1);
    else parts.push(`${percentEncode(key)}=${percentEncode(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value, 0);
  return parts.join('&');
}

const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    route: fc.constantFrom(...catalogue),
    segment: pathSegment,
    prefix: fc.constantFrom('', '', '', '/fr', '/es', '/EN'),
    methodPick: fc.nat(),
    extraMethod: fc.constantFrom(null, null, null, 'HEAD', 'OPTIONS', 'PUT', 'DELETE'),
    params: fc.array(fc.tuple(fc.oneof(fc.nat(), fc.string({ maxLength: 10 })), hostileValue), {
      maxLength: 6,
    }),
    inQuery: fc.boolean(),
    encoding: fc.constantFrom(
      'json',
      'json',
      'form',
      'malformed-json',
      'json-array',
      'invalid-utf8',
      'wrong-type',
      'none',
    ),
    auth: fc.constantFrom('anonymous', 'administrator', 'administrator', 'bad-token'),
    rawQuery: fc.constantFrom(
      '',
      '',
      '',
      '&%zz=1',
      '&a[b][c][d]=1',
      '&page=%FF',
      '&_method=DELETE',
    ),
  })
  .map((draft) => {
    const method =
      draft.extraMethod ?? draft.route.methods[draft.methodPick % draft.route.methods.length]!;
    const path = `${draft.prefix}${API}${draft.route.template
      .replace('(?P<id>\\d+)', draft.segment)
      .replace('(?P<slug>[^/]+)', draft.segment)}`;
    const params = Object.fromEntries(
      draft.params.map(([name, value]) => [
        typeof name === 'number'
          ? (draft.route.names[name % draft.route.names.length] ?? 'x')
          : name,
        value,
      ]),
    );
    const isRead = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    const request: FuzzRequest = {
      method,
      path,
      query: '',
      auth: draft.auth as FuzzRequest['auth'],
      effectiveMethod:
        method === 'POST' && draft.rawQuery.includes('_method=DELETE')
          ? 'DELETE'
          : method === 'HEAD'
            ? 'GET'
            : method,
    };
    if (isRead || draft.inQuery) {
      request.query = bracketQuery(params) + draft.rawQuery;
      return request;
    }
    request.query = draft.rawQuery.slice(1);
    switch (draft.encoding) {
      case 'json':
        request.contentType = 'application/json';
        request.body = JSON.stringify(params);
        break;
      case 'form':
        request.contentType = 'application/x-www-form-urlencoded';
        request.body = bracketQuery(params);
        break;
      case 'malformed-json':
        request.contentType = 'application/json';
        request.body = JSON.stringify(params).slice(0, -1) + ',';
        break;
      case 'json-array':
        request.contentType = 'application/json';
        request.body = JSON.stringify([params]);
        break;
      case 'invalid-utf8':
        request.contentType = 'application/json';
        request.body = Buffer.concat([
          Buffer.from('{"title":"'),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from('"}'),
        ]);
        break;
      case 'wrong-type':
        request.contentType = 'text/plain';
        request.body = JSON.stringify(params);
        break;
    }
    return request;
  });

// ---- the property ---------------------------------------------------------

/** The document's paths (§8.2) with the route patterns they answer, a language prefix aside. */
const documentedPaths = routes.flatMap((route) =>
  route.path
    ? [
        {
          path: route.path,
          pattern: new RegExp(`^${route.pattern.replace(/\(\?P</g, '(?<')}/?$`, 'i'),
        },
      ]
    : [],
);

/**
 * An error answer of a documented operation carries a status the operation
 * lists and a code its schema enumerates for that status. The operation is
 * the one the URL as sent names (a client resolves `..` in a path);
 * `rest_no_route` means it named none after all (§7.2 step 1).
 */
function expectDocumented(
  sent: FuzzRequest,
  url: string,
  status: number,
  code: string,
  described: string,
) {
  if (sent.method === 'OPTIONS' || code === 'rest_no_route') return;
  const pathname = new URL(url).pathname.replace(/^\/(en|fr|es)(?=\/)/i, '');
  const path = documentedPaths.find(({ pattern }) => pattern.test(pathname))?.path;
  if (!path) return;
  const method = sent.effectiveMethod.toLowerCase() as OpenAPIV3.HttpMethods;
  const where = `${described}: ${code} for ${method} ${path}`;
  const response = openApi.paths[path]?.[method]?.responses[String(status)] as
    OpenAPIV3.ResponseObject | undefined;
  expect(response, `${where}, status documented`).toBeDefined();
  const schema = response?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
  const narrowed = schema.allOf?.[1] as OpenAPIV3.SchemaObject;
  const codes = (narrowed.properties?.code as OpenAPIV3.SchemaObject).enum;
  expect(codes, `${where}, code documented`).toContain(code);
}

test('no route answers 5xx, every 4xx is the JSON error, nothing is written by a rejected request', async ({
  request,
}) => {
  const base = site.nodes[0]!.baseUrl;
  let tried = 0;
  const statuses = new Map<number, number>();
  const headersOf = (auth: FuzzRequest['auth'], contentType?: string) => ({
    ...(auth === 'administrator' ? { Authorization: `Bearer ${adminToken}` } : {}),
    ...(auth === 'bad-token' ? { Authorization: 'Bearer not-a-token' } : {}),
    ...(contentType ? { 'Content-Type': contentType } : {}),
  });

  await fc.assert(
    fc.asyncProperty(fuzzRequest, async (sent) => {
      const before = await fingerprint.take();
      const url = `${base}${sent.path}${sent.query ? `?${sent.query}` : ''}`;
      const response = await request.fetch(url, {
        method: sent.method,
        headers: headersOf(sent.auth, sent.contentType),
        data: sent.body,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      tried += 1;
      const status = response.status();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const described = `${sent.method} ${url.slice(0, 300)} (${sent.auth}) → ${status}`;
      expect(status, described).toBeLessThan(500);
      if (status >= 400) {
        if (sent.method !== 'HEAD') {
          expect(response.headers()['content-type'], described).toContain('application/json');
          const body = await response.json();
          expect(typeof body.code, described).toBe('string');
          expect(typeof body.message, described).toBe('string');
          expect(body.data?.status, described).toBe(status);
          expectDocumented(sent, url, status, body.code, described);
        }
        expect(await fingerprint.take(), `${described} wrote to the database`).toBe(before);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  console.log(
    `fuzz: ${tried} requests (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
});
