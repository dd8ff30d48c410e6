import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ApiError } from '../../lib/http/errors';
import { applyImage, prepareImage } from '../../lib/media/image-param';
import { createEvent, daysFromToday, db } from '../fixtures/db';
import {
  adminCaller,
  createImageItem,
  imageObject,
  makeImage,
  storeImage,
} from '../fixtures/media';

test.describe('media files (docs/api.md §1.7)', () => {
  test('serves the original and every rendition with its type, size and pixels', async ({
    request,
    baseURL,
  }) => {
    const { id, bytes } = await createImageItem(1920, 1080);
    const image = await imageObject(id, baseURL!);
    expect(image).toMatchObject({ id, extension: 'jpg', width: 1920, height: 1080 });
    expect(image.url).toMatch(new RegExp(`^${baseURL}/media/${id}/poster-[0-9a-f]+\\.jpg$`));
    const files = [
      { url: image.url, width: 1920, height: 1080, filesize: image.filesize },
      ...Object.values(image.sizes),
    ];
    expect(files.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '1920x1080',
      '150x150',
      '300x169',
      '1024x576',
    ]);
    for (const file of files) {
      const response = await request.get(file.url);
      expect(response.status(), file.url).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('image/jpeg');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['etag']).toMatch(/^"[\w-]+"$/);
      const body = await response.body();
      expect(body.byteLength).toBe(file.filesize);
      const metadata = await sharp(body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        file.width,
        file.height,
      ]);
    }
    expect((await (await request.get(image.url)).body()).equals(bytes)).toBe(true);
  });

  test('keeps each format', async ({ request, baseURL }) => {
    for (const type of ['image/png', 'image/gif', 'image/webp'] as const) {
      const { id } = await createImageItem(400, 200, type);
      const image = await imageObject(id, baseURL!);
      expect(image.extension).toBe(type.slice('image/'.length));
      expect(Object.keys(image.sizes)).toEqual(['thumbnail', 'medium']);
      for (const url of [image.url, image.sizes.thumbnail!.url, image.sizes.medium!.url]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe(type);
      }
    }
  });

  test('answers 304 to a matching If-None-Match, and HEAD without a body', async ({
    request,
    baseURL,
  }) => {
    const { id } = await createImageItem(320, 240);
    const { url } = await imageObject(id, baseURL!);
    const first = await request.get(url);
    const etag = first.headers()['etag']!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await request.get(url, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status(), ifNoneMatch).toBe(304);
      expect(again.headers()['etag']).toBe(etag);
      expect(again.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await again.body()).byteLength).toBe(0);
    }
    const stale = await request.get(url, { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status()).toBe(200);

    const head = await request.head(url);
    expect(head.status()).toBe(200);
    expect(head.headers()['etag']).toBe(etag);
    expect(head.headers()['content-type']).toBe('image/jpeg');
    expect((await head.body()).byteLength).toBe(0);
  });

  test('answers a plain 404 to anything that is not a stored file', async ({ request }) => {
    const { id, files } = await createImageItem(200, 200);
    const event = await createEvent({
      startLocal: daysFromToday(3),
      endLocal: daysFromToday(3, '12:00:00'),
    });
    for (const path of [
      `/media/${id}/nothing.jpg`,
      `/media/${id}/${files[0]!.fileName.toUpperCase()}`,
      `/media/${id + 100000}/${files[0]!.fileName}`,
      `/media/${event.id}/${files[0]!.fileName}`,
      `/media/abc/${files[0]!.fileName}`,
      `/media/99999999999999/${files[0]!.fileName}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/plain/);
    }
  });
});

test.describe('image parameter against the database (docs/api.md §4.7)', () => {
  let server: http.Server;
  let origin: string;
  let requests = 0;

  test.beforeAll(async () => {
    const jpeg = await makeImage(640, 360);
    server = http.createServer((request, response) => {
      requests += 1;
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server.close();
  });

  test('downloads a URL into a served item, then reuses it by URL, file URL and id', async ({
    request,
    baseURL,
  }) => {
    const caller = await adminCaller();
    const context = { caller, baseUrl: baseURL! };
    const source = `${origin}/photos/Concert%20Hall.jpg?v=${Date.now()}`;
    const prepared = await prepareImage(source, context);
    expect(prepared.kind).toBe('download');
    const id = (await storeImage(prepared, caller)) as number;
    const stored = await db.media.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ authorId: caller.id, sourceUrl: source, width: 640 });
    expect((await db.postId.findUniqueOrThrow({ where: { id } })).kind).toBe('media');

    const image = await imageObject(id, baseURL!);
    expect(image.url).toBe(`${baseURL}/media/${id}/concert-hall.jpg`);
    expect(image.sizes.medium?.url).toBe(`${baseURL}/media/${id}/concert-hall-300x169.jpg`);
    expect((await request.get(image.sizes.medium!.url)).status()).toBe(200);

    const downloads = requests;
    expect(await prepareImage(source, context)).toEqual({ kind: 'existing', id });
    expect(await prepareImage(image.url, context)).toEqual({ kind: 'existing', id });
    expect(await prepareImage(id, context)).toEqual({ kind: 'existing', id });
    expect(
      await prepareImage(String(id), { ...context, caller: { ...caller, role: 'contributor' } }),
    ).toEqual({
      kind: 'existing',
      id,
    });
    expect(requests).toBe(downloads);
  });

  test('refuses an id that names an event or nothing', async ({ baseURL }) => {
    const context = { caller: await adminCaller(), baseUrl: baseURL! };
    const event = await createEvent({
      startLocal: daysFromToday(3),
      endLocal: daysFromToday(3, '12:00:00'),
    });
    for (const value of [event.id, String(event.id), 0, 1.5, -3, 2147483647, 99999999999]) {
      const error = await prepareImage(value, context).catch((caught: unknown) => caught);
      expect(error, String(value)).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'rest_invalid_param' });
    }
  });

  test('leaves nothing behind when the write fails after the download', async ({ baseURL }) => {
    const caller = await adminCaller();
    const source = `${origin}/rolled-back.jpg?v=${Date.now()}`;
    const prepared = await prepareImage(source, { caller, baseUrl: baseURL! });
    const failed = db.$transaction(async (tx) => {
      await applyImage(tx, prepared, { caller, language: 'en', siteZone: 'UTC' });
      throw new Error('the rest of the write failed');
    });
    await expect(failed).rejects.toThrow('the rest of the write failed');
    expect(await db.media.count({ where: { sourceUrl: source } })).toBe(0);
  });
});
