// Property: an id past what a 32-bit, a double or a 64-bit integer holds (or a
// hundred digits long), in a path, a list filter or a write field, names
// nothing; the answer is the error docs/api.md gives an unknown id (§7.2,
// §7.3), never a 5xx, and nothing is written.
import { expect, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { answerOf, expectDocumented, expectJsonError, paramsNamed } from './answers';
import { authorization, caller, type Caller } from './arbitraries';
import { API, COLLECTIONS, requiredFields, type Collection, type FuzzSite } from './site';
import { assertEvery, reportCount, runsOf } from './property';

const powers = [31n, 32n, 53n, 63n, 64n].map((power) => 2n ** power);

/** Digits of an integer past 2^31: around the powers of two that integer types end at, or far past. */
export const hugeId = fc.oneof(
  fc.constantFrom(...powers.flatMap((power) => [power - 1n, power, power + 1n])).map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 99, maxLength: 140 }),
    )
    .map(([first, rest]) => `${first}${rest.join('')}`),
);

/** The list parameters that name ids (§3); every one must exist, but for events' `include`. */
const LIST_ID_PARAMETERS: Record<Collection, string[]> = {
  events: ['include', 'venue', 'organizer', 'categories', 'tags', 'post_parent', 'author'],
  venues: ['event', 'include', 'exclude', 'author'],
  organizers: ['event', 'include', 'exclude', 'author'],
  categories: ['include', 'exclude', 'parent', 'post', 'event'],
  tags: ['include', 'exclude', 'post', 'event', 'parent'],
};
/** Parameters the list ignores (§0.5 "unknown parameters are ignored", §3.3 on tags' parent). */
const IGNORED = new Set([
  'venues include',
  'venues exclude',
  'organizers include',
  'organizers exclude',
  'tags parent',
]);

/** The collection a list parameter's ids belong to, so that a known id beside the huge one is valid. */
function collectionNamedBy(collection: Collection, name: string): Collection {
  if (name === 'venue') return 'venues';
  if (name === 'organizer') return 'organizers';
  if (name === 'categories' || name === 'tags') return name;
  if (name === 'parent') return 'categories';
  if (name === 'include' || name === 'exclude') return collection;
  return 'events';
}

/** The write fields that name ids (§4). */
const WRITE_ID_FIELDS: Record<Collection, string[]> = {
  events: ['venue', 'organizer', 'author', 'image', 'categories', 'tags'],
  venues: ['author', 'image'],
  organizers: ['author', 'image'],
  categories: ['parent'],
  tags: ['parent'],
};

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'POST?_method=DELETE'];

type IdCase =
  | { kind: 'path'; collection: Collection; id: string; method: string; who: Caller; body: string }
  | {
      kind: 'list';
      collection: Collection;
      name: string;
      query: string;
      who: Caller;
      head: boolean;
    }
  | { kind: 'write'; collection: Collection; name: string; value: FieldValue; how: string };

const pathCase = fc.record({
  kind: fc.constant('path' as const),
  collection: fc.constantFrom(...COLLECTIONS),
  id: hugeId,
  method: fc.constantFrom(...METHODS),
  who: caller,
  body: fc.constantFrom('', '{}', '{"status":"draft"}'),
});

/** One id, a list with a known id first, or a bracket list: §0.5's three ways of writing a list. */
const listValue = (name: string, id: string, known: number) =>
  fc.constantFrom(
    `${name}=${id}`,
    `${name}=${known},${id}`,
    `${name}[]=${known}&${name}[]=${id}`,
    `${name}=${id}&${name}=${id}`,
  );

const listCase = (site: FuzzSite) =>
  fc.constantFrom(...COLLECTIONS).chain((collection) =>
    fc.tuple(fc.constantFrom(...LIST_ID_PARAMETERS[collection]), hugeId).chain(([name, id]) =>
      fc.record({
        kind: fc.constant('list' as const),
        collection: fc.constant(collection),
        name: fc.constant(name),
        query: listValue(name, id, site.items[collectionNamedBy(collection, name)].id),
        who: fc.constantFrom<Caller>('anonymous', 'administrator'),
        head: fc.boolean(),
      }),
    ),
  );

interface FieldValue {
  json?: string;
  form?: string;
}

/**
 * A JSON number as written (the server, not the client, meets its precision),
 * a string, a list or an object, in JSON or in a form.
 */
const fieldValue = (name: string, id: string) =>
  fc
    .constantFrom(
      [id, `${name}=${id}`],
      [JSON.stringify(id), `${name}=${id}`],
      [`[${id}]`, `${name}[]=${id}`],
      ...(name === 'venue' || name === 'organizer' ? [[`{"id":${id}}`, `${name}[id]=${id}`]] : []),
    )
    .chain(([json, form]) => fc.constantFrom<FieldValue>({ json }, { form }));

const writeCase = fc.constantFrom(...COLLECTIONS).chain((collection) =>
  fc.tuple(fc.constantFrom(...WRITE_ID_FIELDS[collection]), hugeId).chain(([name, id]) =>
    fc.record({
      kind: fc.constant('write' as const),
      collection: fc.constant(collection),
      name: fc.constant(name),
      value: fieldValue(name, id),
      how: fc.constantFrom('create', 'POST', 'PUT', 'PATCH'),
    }),
  ),
);

interface Expected {
  status: number;
  codes?: string[];
  /** The parameter a rest_invalid_param must name. */
  param?: string;
}

const effectiveMethod = (method: string) => (method.includes('_method=') ? 'DELETE' : method);

/** §7.2 and §7.3 for an id that names nothing; undefined where only the general rules apply. */
function expectedOf(sent: IdCase): Expected | undefined {
  if (sent.kind === 'list') {
    if (IGNORED.has(`${sent.collection} ${sent.name}`)) return { status: 200 };
    if (sent.collection === 'events' && sent.name === 'include') return { status: 200 };
    if (sent.name === 'author') return undefined;
    return { status: 400, codes: ['rest_invalid_param'], param: sent.name };
  }
  if (sent.kind === 'write') {
    // An unknown term id on an event is skipped silently (§4.2.6).
    if (sent.name === 'categories' || sent.name === 'tags') return undefined;
    if (sent.collection === 'tags')
      return { status: 400, codes: ['rest_taxonomy_not_hierarchical', 'rest_invalid_param'] };
    return { status: 400, codes: ['rest_invalid_param'], param: sent.name };
  }
  const method = effectiveMethod(sent.method);
  if (method === 'OPTIONS') return { status: 200 };
  if (sent.who === 'bad-token') return { status: 401, codes: ['rest_invalid_token'] };
  // Parameter checks come before permissions (§7.2 step 5), but only events tell an unknown id by 404.
  if (sent.collection !== 'events')
    return { status: 400, codes: ['rest_invalid_param'], param: 'id' };
  if (sent.who === 'anonymous' && method !== 'GET' && method !== 'HEAD')
    return { status: 401, codes: ['rest_forbidden'] };
  return { status: 404, codes: ['rest-event-not-found'] };
}

interface Sent {
  method: string;
  /** POST with `_method` is handled as that method (§0.5). */
  effectiveMethod: string;
  url: string;
  headers: Record<string, string>;
  data?: string;
}

function requestOf(site: FuzzSite, sent: IdCase): Sent {
  const collection = `${site.base}${API}/${sent.collection}`;
  if (sent.kind === 'list')
    return {
      method: sent.head ? 'HEAD' : 'GET',
      effectiveMethod: 'GET',
      url: `${collection}?${sent.query}`,
      headers: authorization(sent.who, site.adminToken),
    };
  if (sent.kind === 'path') {
    const [method, query] = sent.method.split('?');
    const json: Record<string, string> = sent.body ? { 'Content-Type': 'application/json' } : {};
    return {
      method: method!,
      effectiveMethod: effectiveMethod(sent.method),
      url: `${collection}/${sent.id}${query ? `?${query}` : ''}`,
      headers: { ...authorization(sent.who, site.adminToken), ...json },
      ...(sent.body && method !== 'GET' && method !== 'HEAD' ? { data: sent.body } : {}),
    };
  }
  const isCreate = sent.how === 'create';
  const required = isCreate ? requiredFields(sent.collection) : {};
  const { json, form } = sent.value;
  const data =
    json !== undefined
      ? `${JSON.stringify(required).slice(0, -1)}${isCreate ? ',' : ''}"${sent.name}":${json}}`
      : [new URLSearchParams(required).toString(), form].filter(Boolean).join('&');
  return {
    method: isCreate ? 'POST' : sent.how,
    effectiveMethod: isCreate ? 'POST' : sent.how,
    url: isCreate ? collection : `${collection}/${site.items[sent.collection].id}`,
    headers: {
      ...authorization('administrator', site.adminToken),
      'Content-Type': json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    data,
  };
}

export async function fuzzLargeIds(shared: FuzzSite, request: APIRequestContext) {
  // Items of its own: the catalogue's fuzzing may have deleted the shared ones.
  const site = { ...shared, items: await shared.createItems() };
  let tried = 0;
  const kinds = { path: 0, list: 0, write: 0 };
  const idCase: fc.Arbitrary<IdCase> = fc.oneof(pathCase, listCase(site), writeCase);
  try {
    await assertEvery(idCase, runsOf(240), async (idSent) => {
      const sent = requestOf(site, idSent);
      const before = await site.fingerprint.take();
      const answer = await answerOf(
        await request.fetch(sent.url, {
          method: sent.method,
          headers: sent.headers,
          data: sent.data,
          maxRedirects: 0,
          failOnStatusCode: false,
        }),
      );
      tried += 1;
      kinds[idSent.kind] += 1;
      const described = `${sent.method} ${sent.url} ${sent.data ?? ''} (${'who' in idSent ? idSent.who : 'administrator'}) → ${answer.status} ${answer.text.slice(0, 300)}`;
      expect(answer.status, described).toBeLessThan(500);
      const expected = expectedOf(idSent);
      if (expected) expect(answer.status, described).toBe(expected.status);
      if (answer.status < 400) return;
      const body = expectJsonError(answer, described, sent.method === 'HEAD');
      if (body) {
        expectDocumented(site.openApi, sent, sent.url, answer.status, body.code, described);
        if (expected?.codes) expect(expected.codes, described).toContain(body.code);
        if (expected?.param && body.code === 'rest_invalid_param')
          expect(paramsNamed(body), described).toContain(expected.param);
        // §7.3 names the id in the message as the client wrote it, not as a double rounds it.
        if (body.code === 'rest-event-not-found' && idSent.kind === 'path')
          expect(body.message, described).toBe(`Event with ID ${idSent.id} does not exist.`);
      }
      expect(await site.fingerprint.take(), `${described} wrote to the database`).toBe(before);
    });
  } finally {
    reportCount(
      'large ids',
      tried,
      `paths ${kinds.path}, lists ${kinds.list}, writes ${kinds.write}`,
    );
  }
}
