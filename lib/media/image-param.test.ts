import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../auth/caller';
import { ApiError } from '../http/errors';
import type { ParamValue } from '../params/request-params';
import type { Tx, WriteContext } from '../write-context';
import { env } from '../env';
import { applyImage, prepareImage, type PreparedImage } from './image-param';
import * as repository from './repository';

// The database is replaced: these tests are about the rules of docs/api.md §4.7, and the
// e2e tests check the queries against SQLite and PostgreSQL.
vi.mock('./repository', () => ({
  findImageId: vi.fn(),
  findImageIdByFile: vi.fn(),
  findImageIdBySource: vi.fn(),
  createMedia: vi.fn(),
}));
const mocked = vi.mocked(repository);

const BASE_URL = 'https://calendar.example.org';
const author: Caller = { id: 7, role: 'author' };
const contributor: Caller = { id: 8, role: 'contributor' };
const prepare = (value: ParamValue | undefined, caller: Caller = author) =>
  prepareImage(value, { caller, baseUrl: BASE_URL });

async function invalid(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 400,
    code: 'rest_invalid_param',
    data: { params: { image: 'Invalid parameter.' } },
  });
}

let server: http.Server;
let origin: string;
let jpeg: Buffer;
const privateFetch = env.CALENDAR_ALLOW_PRIVATE_FETCH;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((request, response) => {
    if (request.url === '/photos/Jazz%20Night.jpg') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
    } else if (request.url === '/fake.jpg') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<html></html>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.CALENDAR_ALLOW_PRIVATE_FETCH = 'on';
});

afterAll(() => {
  env.CALENDAR_ALLOW_PRIVATE_FETCH = privateFetch;
  server.close();
});

beforeEach(() => {
  vi.resetAllMocks();
  mocked.findImageId.mockResolvedValue(null);
  mocked.findImageIdByFile.mockResolvedValue(null);
  mocked.findImageIdBySource.mockResolvedValue(null);
});

describe('prepareImage', () => {
  it('leaves the image unchanged when omitted or null, and removes it for ""', async () => {
    expect(await prepare(undefined)).toEqual({ kind: 'unchanged' });
    expect(await prepare(null)).toEqual({ kind: 'unchanged' });
    expect(await prepare('')).toEqual({ kind: 'remove' });
    expect(await prepare('', contributor)).toEqual({ kind: 'remove' });
  });

  it('takes a number or numeric string naming an image item, from any writer', async () => {
    mocked.findImageId.mockResolvedValue(12);
    expect(await prepare(12)).toEqual({ kind: 'existing', id: 12 });
    expect(await prepare('12', contributor)).toEqual({ kind: 'existing', id: 12 });
    expect(mocked.findImageId.mock.calls).toEqual([[12], [12]]);
  });

  it('refuses an id that names no image item', async () => {
    await invalid(prepare(404));
    await invalid(prepare('404'));
    expect(mocked.findImageId).toHaveBeenCalledWith(404);
  });

  it.each<[ParamValue, string]>([
    [true, 'a boolean'],
    [false, 'false'],
    [[], 'a list'],
    [['12'], 'a list of an id'],
    [{ id: 12 }, 'an object'],
    ['-12', 'a negative id'],
    ['12abc', 'digits then letters'],
    ['  ', 'blanks'],
    ['jazz.jpg', 'a relative URL'],
    ['ftp://example.org/jazz.jpg', 'an ftp URL'],
    ['file:///etc/passwd', 'a file URL'],
    ['data:image/png;base64,iVBORw0KGgo=', 'a data URL'],
  ])('refuses %j (%s)', async (value) => {
    await invalid(prepare(value));
    expect(mocked.findImageIdBySource).not.toHaveBeenCalled();
  });

  it('refuses a URL from a contributor before looking anything up', async () => {
    mocked.findImageIdBySource.mockResolvedValue(5);
    await invalid(prepare(`${origin}/photos/Jazz%20Night.jpg`, contributor));
    await invalid(prepare(`${BASE_URL}/media/5/jazz.jpg`, contributor));
    expect(mocked.findImageIdBySource).not.toHaveBeenCalled();
    expect(mocked.findImageIdByFile).not.toHaveBeenCalled();
  });

  it('reuses the item whose file URL on this site is given', async () => {
    mocked.findImageIdByFile.mockResolvedValue(5);
    for (const caller of [author, { id: 1, role: 'editor' }, { id: 2, role: 'administrator' }]) {
      const prepared = await prepare(`${BASE_URL}/media/5/jazz.jpg`, caller as Caller);
      expect(prepared).toEqual({ kind: 'existing', id: 5 });
    }
    expect(mocked.findImageIdByFile).toHaveBeenLastCalledWith(5, 'jazz.jpg');
  });

  it('reuses the item last downloaded from the same URL', async () => {
    mocked.findImageIdBySource.mockResolvedValue(9);
    expect(await prepare(`${origin}/photos/Jazz%20Night.jpg`)).toEqual({ kind: 'existing', id: 9 });
    expect(mocked.findImageIdBySource).toHaveBeenCalledWith(`${origin}/photos/Jazz%20Night.jpg`);
  });

  it('downloads and decodes a new URL, naming the files after it', async () => {
    const prepared = await prepare(`${origin}/photos/Jazz%20Night.jpg`);
    expect(prepared.kind).toBe('download');
    const { sourceUrl, files } = prepared as Extract<PreparedImage, { kind: 'download' }>;
    expect(sourceUrl).toBe(`${origin}/photos/Jazz%20Night.jpg`);
    expect(files.map((file) => [file.size, file.fileName])).toEqual([
      ['full', 'jazz-night.jpg'],
      ['thumbnail', 'jazz-night-150x150.jpg'],
      ['medium', 'jazz-night-300x225.jpg'],
    ]);
    expect(Buffer.from(files[0]!.data).equals(jpeg)).toBe(true);
  });

  it('refuses a URL that cannot be downloaded or decoded', async () => {
    await invalid(prepare(`${origin}/missing.jpg`));
    await invalid(prepare(`${origin}/fake.jpg`));
  });

  it('refuses private addresses unless CALENDAR_ALLOW_PRIVATE_FETCH is on', async () => {
    env.CALENDAR_ALLOW_PRIVATE_FETCH = 'off';
    try {
      await invalid(prepare(`${origin}/photos/Jazz%20Night.jpg`));
    } finally {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = 'on';
    }
  });
});

describe('applyImage', () => {
  const tx = {} as Tx;
  const context: WriteContext = { caller: author, language: 'en', siteZone: 'UTC' };

  it('answers unchanged, removed or the existing id without writing', async () => {
    expect(await applyImage(tx, { kind: 'unchanged' }, context)).toBeUndefined();
    expect(await applyImage(tx, { kind: 'remove' }, context)).toBeNull();
    expect(await applyImage(tx, { kind: 'existing', id: 12 }, context)).toBe(12);
    expect(mocked.createMedia).not.toHaveBeenCalled();
  });

  it('creates a downloaded item in the transaction, owned by the caller', async () => {
    mocked.createMedia.mockResolvedValue(31);
    const prepared: PreparedImage = {
      kind: 'download',
      sourceUrl: 'https://x.test/a.png',
      files: [],
    };
    expect(await applyImage(tx, prepared, context)).toBe(31);
    expect(mocked.createMedia).toHaveBeenCalledWith(tx, [], {
      authorId: 7,
      sourceUrl: 'https://x.test/a.png',
    });
  });
});
