import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { effectiveMethod, parseBracketQuery, readRequestParams } from './request-params';

const BASE = 'http://localhost/calendar/events/v1/events';
const MIB = 1024 * 1024;

async function read({ query = '', ...init }: RequestInit & { query?: string }) {
  const url = new URL(`${BASE}${query}`);
  const request = new Request(url, init);
  return readRequestParams(request, url, request.method);
}

async function readError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseBracketQuery (docs/api.md §0.5)', () => {
  it.each([
    ['a[] makes a list', 'a[]=1&a[]=2', { a: ['1', '2'] }],
    ['a[0], a[1] make a list', 'a[0]=1&a[1]=2', { a: ['1', '2'] }],
    ['a[k] makes an object', 'a[k]=v&a[j]=w', { a: { k: 'v', j: 'w' } }],
    [
      'nested brackets make a list of objects',
      'organizer[0][organizer]=X&organizer[0][email]=x%40y.z&organizer[1][organizer]=Y',
      { organizer: [{ organizer: 'X', email: 'x@y.z' }, { organizer: 'Y' }] },
    ],
    [
      'each [] appends a new item, as PHP',
      'organizer[][organizer]=X&organizer[][email]=Y',
      { organizer: [{ organizer: 'X' }, { email: 'Y' }] },
    ],
    ['a plain key given twice keeps the last value', 'a=1&a=2', { a: '2' }],
    [
      'an index given twice keeps the last value in its place',
      'a[0]=1&a[1]=2&a[0]=3',
      { a: ['3', '2'] },
    ],
    ['a list replaces an earlier plain value', 'a=1&a[]=2', { a: ['2'] }],
    ['a plain value replaces an earlier list', 'a[]=1&a=2', { a: '2' }],
    ['[] appends after the highest index', 'a[]=1&a[5]=2&a[]=3', { a: ['1', '2', '3'] }],
    ['integer and word keys together make an object', 'a[]=1&a[k]=2', { a: { 0: '1', k: '2' } }],
    ['a leading zero is a word key', 'a[01]=1', { a: { '01': '1' } }],
    ['a nested value replaces an earlier scalar', 'a[x]=1&a[x][y]=2', { a: { x: { y: '2' } } }],
    ['percent-decodes values, + is a space', 'title=Caf%C3%A9+%26+bar', { title: 'Café & bar' }],
    ['percent-decodes keys before reading brackets', '%61%5B%5D=x', { a: ['x'] }],
    ['a key without = has an empty value', 'flag&b=', { flag: '', b: '' }],
    ['keeps a malformed escape as written', '%zz=1', { '%zz': '1' }],
    ['ignores a leading ?', '?page=2', { page: '2' }],
    ['an empty query has no parameters', '', {}],
    ['drops keys with no name', '=x&[a]=y&&', {}],
    ['ignores text after the last bracket pair', 'a[b]c=1', { a: { b: '1' } }],
    ['an unclosed bracket is part of the name', 'a[b=1', { 'a[b': '1' }],
  ])('%s', (_name, query, expected) => {
    expect(parseBracketQuery(query)).toEqual(expected);
  });

  it('keeps 64 levels of brackets and drops deeper keys, as PHP', () => {
    expect(parseBracketQuery(`a${'[]'.repeat(64)}=1`).a).toBeDefined();
    expect(parseBracketQuery(`a${'[]'.repeat(65)}=1&b=2`)).toEqual({ b: '2' });
  });

  it('treats __proto__ and constructor as ordinary names', () => {
    const params = parseBracketQuery('__proto__=x&constructor=y&a[__proto__][polluted]=1');
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor', 'a']);
    expect(params.constructor).toBe('y');
    expect(Object.getOwnPropertyDescriptor(params.a, '__proto__')?.value).toEqual({
      polluted: '1',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('effectiveMethod (docs/api.md §0.5)', () => {
  it.each([
    ['POST', '?_method=put', {}, 'PUT'],
    ['POST', '?_method=Patch', {}, 'PATCH'],
    ['POST', '?_method=DELETE', {}, 'DELETE'],
    ['POST', '', { 'X-HTTP-Method-Override': 'delete' }, 'DELETE'],
    ['POST', '', { 'X-HTTP-Method-Override': 'PUT' }, 'PUT'],
    ['POST', '?_method=PUT', { 'X-HTTP-Method-Override': 'DELETE' }, 'PUT'],
    ['POST', '?_method=GET', {}, 'POST'],
    ['POST', '?_method=GET', { 'X-HTTP-Method-Override': 'DELETE' }, 'POST'],
    ['POST', '', { 'X-HTTP-Method-Override': 'GET' }, 'POST'],
    ['POST', '', {}, 'POST'],
    ['GET', '?_method=DELETE', {}, 'GET'],
    ['GET', '', { 'X-HTTP-Method-Override': 'DELETE' }, 'GET'],
    ['PUT', '?_method=DELETE', {}, 'PUT'],
  ])('%s %s %j is handled as %s', (method, query, headers, expected) => {
    const url = new URL(`${BASE}${query}`);
    expect(effectiveMethod(new Request(url, { method, headers }), url)).toBe(expected);
  });
});

describe('readRequestParams: where parameters come from (docs/api.md §0.5)', () => {
  it.each(['GET', 'HEAD'])('reads %s parameters from the query string', async (method) => {
    expect(await read({ method, query: '?page=2&tags[]=a&tags[]=b' })).toEqual({
      params: { page: '2', tags: ['a', 'b'] },
      files: {},
    });
  });

  it.each([
    ['application/json', '{"title":"A","all_day":true,"venue":{"venue":"V"}}'],
    ['application/json; charset=UTF-8', '{"title":"A","all_day":true,"venue":{"venue":"V"}}'],
    ['Application/JSON', '{"title":"A","all_day":true,"venue":{"venue":"V"}}'],
    ['application/merge-patch+json', '{"title":"A","all_day":true,"venue":{"venue":"V"}}'],
    ['application/x-www-form-urlencoded', 'title=A&all_day=1&venue[venue]=V'],
    ['application/x-www-form-urlencoded; charset=UTF-8', 'title=A&all_day=1&venue[venue]=V'],
  ])('reads a %s body', async (contentType, body) => {
    const { params } = await read({
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    expect(params).toMatchObject({ title: 'A', venue: { venue: 'V' } });
  });

  it('reads a body without Content-Type as form-urlencoded', async () => {
    const request = new Request(BASE, { method: 'POST', body: bytes('title=A&tags[]=x') });
    expect(request.headers.get('content-type')).toBeNull();
    const { params } = await readRequestParams(request, new URL(BASE), 'POST');
    expect(params).toEqual({ title: 'A', tags: ['x'] });
  });

  it('reads multipart text fields with brackets and returns file parts apart', async () => {
    const form = new FormData();
    form.append('title', 'A');
    form.append('tags[]', 'x');
    form.append('tags[]', 'y');
    form.append('image', new File(['png bytes'], 'cover.png', { type: 'image/png' }));
    const { params, files } = await read({ method: 'POST', body: form });
    expect(params).toEqual({ title: 'A', tags: ['x', 'y'] });
    expect(Object.keys(files)).toEqual(['image']);
    expect(files.image?.name).toBe('cover.png');
    expect(await files.image?.text()).toBe('png bytes');
  });

  it('ignores a malformed multipart body', async () => {
    const { params } = await read({
      method: 'POST',
      query: '?page=2',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    });
    expect(params).toEqual({ page: '2' });
  });

  it('ignores a body of another type', async () => {
    const { params } = await read({
      method: 'POST',
      query: '?page=2',
      headers: { 'Content-Type': 'text/plain' },
      body: 'title=A',
    });
    expect(params).toEqual({ page: '2' });
  });

  it.each([
    ['json', 'application/json', '{"title":"Body","status":"draft"}'],
    ['form', 'application/x-www-form-urlencoded', 'title=Body&status=draft'],
  ])('lets a %s body win over the query string', async (_kind, contentType, body) => {
    const { params } = await read({
      method: 'POST',
      query: '?title=Query&page=2',
      headers: { 'Content-Type': contentType },
      body,
    });
    expect(params).toEqual({ title: 'Body', page: '2', status: 'draft' });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('reads the body of %s', async (method) => {
    const { params } = await read({
      method,
      headers: { 'Content-Type': 'application/json' },
      body: '{"force":true}',
    });
    expect(params).toEqual({ force: true });
  });

  it('takes no parameters from the body when the effective method is GET', async () => {
    const url = new URL(`${BASE}?page=2`);
    const request = new Request(url, { method: 'POST', body: 'title=A' });
    expect(await readRequestParams(request, url, 'GET')).toEqual({
      params: { page: '2' },
      files: {},
    });
  });
});

describe('readRequestParams: JSON bodies (docs/api.md §0.5)', () => {
  it.each([
    ['an array', '["title","A"]'],
    ['a string', '"title"'],
    ['a number', '12'],
    ['null', 'null'],
    ['empty', ''],
  ])('takes no body parameters from a JSON body that is %s', async (_kind, body) => {
    const { params } = await read({
      method: 'POST',
      query: '?page=2',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(params).toEqual({ page: '2' });
  });

  it.each([
    ['truncated', '{"title":'],
    ['single quotes', "{'title':'A'}"],
    ['whitespace only', ' '],
    ['a trailing comma', '{"title":"A",}'],
    ['invalid UTF-8', new Uint8Array([0x22, 0xff, 0x22])],
  ])('answers 400 rest_invalid_json to JSON that is %s', async (_kind, body) => {
    const error = await readError(
      read({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
    });
  });
});

describe('readRequestParams: the 1 MiB body limit (docs/api.md §0.5)', () => {
  it('refuses a body past 1 MiB whatever the method, before reading its parameters', async () => {
    const url = new URL(`${BASE}?translation_language=xx`);
    const request = new Request(url, { method: 'POST', body: 'x'.repeat(MIB + 1) });
    const error = await readError(readRequestParams(request, url, 'GET'));
    expect([error.status, error.code]).toEqual([413, 'rest_payload_too_large']);
  });

  it('answers 413 from Content-Length without reading the body', async () => {
    const request = new Request(BASE, {
      method: 'POST',
      headers: { 'Content-Length': String(MIB + 1) },
      body: 'title=A',
    });
    const error = await readError(readRequestParams(request, new URL(BASE), 'POST'));
    expect(error).toMatchObject({
      status: 413,
      code: 'rest_payload_too_large',
      message: 'Request body is larger than 1 MiB.',
    });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a streamed body past 1 MiB and answers 413', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(BASE, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const error = await readError(readRequestParams(request, new URL(BASE), 'POST'));
    expect(error).toMatchObject({ status: 413, code: 'rest_payload_too_large' });
    expect(pulled).toBeLessThanOrEqual(MIB + 4 * chunk.byteLength);
  });

  it('accepts a body of exactly 1 MiB', async () => {
    const body = `title=${'a'.repeat(MIB - 'title='.length)}`;
    const { params } = await read({ method: 'POST', body: bytes(body) });
    expect(params.title).toHaveLength(MIB - 'title='.length);
  });
});

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  it('are dropped from query, form and JSON values and from keys', async () => {
    expect(parseBracketQuery('?sl%00ug=a%00b&tags[]=x%00')).toEqual({ slug: 'ab', tags: ['x'] });
    const request = new Request('http://calendar.test/calendar/events/v1/tags', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"a\\u0000b","nested":{"list":["\\u0000c"]}}',
    });
    const { params } = await readRequestParams(request, new URL(request.url), 'POST');
    expect(params).toEqual({ name: 'ab', nested: { list: ['c'] } });
  });
});
