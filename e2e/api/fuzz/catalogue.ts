// Property: whatever a client sends to any route of the catalogue (so a new
// route is covered the day it is catalogued), anonymously or as an
// administrator, the API never answers 5xx, answers every 4xx with the error
// body of docs/api.md §7.1, with a status and code the OpenAPI document
// lists for that operation, and a rejected request writes nothing.
import { expect, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { methodsOf } from '../../../lib/api/catalogue/endpoint';
import { routes } from '../../../lib/api/catalogue/routes';
import { answerOf, expectDocumented, expectJsonError } from './answers';
import {
  authorization,
  bracketQuery,
  deeplyNested,
  hostileString,
  percentEncode,
  type Caller,
} from './arbitraries';
import { API, COLLECTIONS, type FuzzSite } from './site';
import { reportCount, runsOf, SEED } from './property';

interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  body?: string | Buffer;
  contentType?: string;
  auth: Caller;
  /** POST with `_method` is handled as that method (§0.5), HEAD as GET. */
  effectiveMethod: string;
}

/** The catalogue's routes as concrete path templates with the methods each answers. */
const catalogue = routes.map((route) => ({
  template: route.pattern.replace(/^\/calendar\/events\/v1/, ''),
  methods: methodsOf(route),
  names: [
    ...new Set(route.endpoints.flatMap((endpoint) => endpoint.parameters.map((p) => p.name))),
  ],
}));

function valuesOf(site: FuzzSite) {
  const knownId = fc.constantFrom(...COLLECTIONS.map((collection) => site.items[collection].id));
  const knownSlug = fc.constantFrom(...COLLECTIONS.map((name) => site.items[name].slug));
  const scalar = fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(true, false, null, Number.MAX_SAFE_INTEGER, -0, 1e308),
    knownId,
  );
  const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 5, arbitrary: scalar },
    { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(deeplyNested(80), deeplyNested(2000)) },
  );
  const pathSegment = fc.oneof(
    knownId.map(String),
    knownSlug.map(percentEncode),
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
  return { hostileValue, pathSegment };
}

function fuzzRequest(site: FuzzSite): fc.Arbitrary<FuzzRequest> {
  const { hostileValue, pathSegment } = valuesOf(site);
  return fc
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
      auth: fc.constantFrom<Caller>('anonymous', 'administrator', 'administrator', 'bad-token'),
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
        auth: draft.auth,
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
      return { ...request, ...encodedBody(draft.encoding, params) };
    });
}

function encodedBody(
  encoding: string,
  params: Record<string, unknown>,
): Pick<FuzzRequest, 'body' | 'contentType'> {
  switch (encoding) {
    case 'json':
      return { contentType: 'application/json', body: JSON.stringify(params) };
    case 'form':
      return { contentType: 'application/x-www-form-urlencoded', body: bracketQuery(params) };
    case 'malformed-json':
      return { contentType: 'application/json', body: JSON.stringify(params).slice(0, -1) + ',' };
    case 'json-array':
      return { contentType: 'application/json', body: JSON.stringify([params]) };
    case 'invalid-utf8':
      return {
        contentType: 'application/json',
        body: Buffer.concat([
          Buffer.from('{"title":"'),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
      };
    case 'wrong-type':
      return { contentType: 'text/plain', body: JSON.stringify(params) };
    default:
      return {};
  }
}

export async function fuzzCatalogue(site: FuzzSite, request: APIRequestContext) {
  let tried = 0;
  const statuses = new Map<number, number>();
  try {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(site), async (sent) => {
        const before = await site.fingerprint.take();
        const url = `${site.base}${sent.path}${sent.query ? `?${sent.query}` : ''}`;
        const response = await request.fetch(url, {
          method: sent.method,
          headers: {
            ...authorization(sent.auth, site.adminToken),
            ...(sent.contentType ? { 'Content-Type': sent.contentType } : {}),
          },
          data: sent.body,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        tried += 1;
        const answer = await answerOf(response);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const described = `${sent.method} ${url.slice(0, 300)} (${sent.auth}) → ${answer.status}`;
        expect(answer.status, described).toBeLessThan(500);
        if (answer.status < 400) return;
        const body = expectJsonError(answer, described, sent.method === 'HEAD');
        if (body) expectDocumented(site.openApi, sent, url, answer.status, body.code, described);
        expect(await site.fingerprint.take(), `${described} wrote to the database`).toBe(before);
      }),
      { seed: SEED, numRuns: runsOf(300), endOnFailure: true },
    );
  } finally {
    reportCount('catalogue', tried, `statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }
}
