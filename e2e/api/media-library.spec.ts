// The admin's media library, /api/media (README "The admin"): uploads held to
// the rules of docs/api.md §4.7, and the images they make usable by id.
import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { makeImage } from '../fixtures/media';
import { signIn } from '../fixtures/sessions';
import { usersOfEveryRole } from '../fixtures/users';

const LIBRARY = '/api/media';

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const filePart = (name: string, mimeType: string, buffer: Buffer) => ({
  multipart: { file: { name, mimeType, buffer } },
});

/**
 * Media stored from files named `base`.*: a test's own uploads, which tests
 * uploading in parallel leave alone (a count of all media would not).
 */
const storedFrom = (base: string) => db.media.count({ where: { fileName: { startsWith: base } } });

test.describe('uploading an image', () => {
  test('stores it with its renditions, owned by the uploader, and answers its image object', async ({
    request,
    baseURL,
  }) => {
    const bytes = await makeImage(1200, 800, 'image/png');
    const response = await request.post(LIBRARY, {
      headers: users.author.headers,
      ...filePart('Affiche d’été.PNG', 'image/png', bytes),
    });
    expect(response.status()).toBe(201);
    const image = await response.json();
    expect(image).toMatchObject({ extension: 'png', width: 1200, height: 800 });
    expect(image.url).toBe(`${baseURL}/media/${image.id}/affiche-d-ete.png`);
    expect(Object.keys(image.sizes).sort()).toEqual(['large', 'medium', 'thumbnail']);
    const stored = await db.media.findUniqueOrThrow({ where: { id: image.id } });
    expect(stored).toMatchObject({
      authorId: users.author.id,
      sourceUrl: null,
      filesize: bytes.length,
    });
    const original = await request.get(image.url);
    expect(original.status()).toBe(200);
    expect(Buffer.from(await original.body()).equals(bytes)).toBe(true);
  });

  test('makes an image that an event takes by id', async ({ request }) => {
    const upload = await request.post(LIBRARY, {
      headers: users.editor.headers,
      ...filePart('poster.jpg', 'image/jpeg', await makeImage(640, 480)),
    });
    const { id } = await upload.json();
    const event = await request.post('/calendar/events/v1/events', {
      headers: users.editor.headers,
      data: {
        title: 'With an uploaded poster',
        start_date: '2031-05-01 20:00',
        end_date: '2031-05-01 22:00',
        image: id,
      },
    });
    expect(event.status()).toBe(201);
    expect((await event.json()).image).toMatchObject({ id, width: 640, height: 480 });
  });

  test('works with the browser session and its nonce, and not with the cookie alone or a forged nonce', async ({
    baseURL,
  }) => {
    const session = await signIn(baseURL, users.editor.email);
    const bytes = await makeImage(300, 200, 'image/webp');
    const base = unique('nonce');
    // Without a nonce the cookie is no credential (§7.2 step 2); a wrong one is refused.
    const withoutNonce = await session.api.post(
      LIBRARY,
      filePart(`${base}.webp`, 'image/webp', bytes),
    );
    expect(withoutNonce.status()).toBe(401);
    const wrongNonce = await session.api.post(LIBRARY, {
      headers: { 'X-WP-Nonce': 'forged' },
      ...filePart(`${base}.webp`, 'image/webp', bytes),
    });
    expect(wrongNonce.status()).toBe(403);
    expect((await wrongNonce.json()).code).toBe('rest_cookie_invalid_nonce');
    expect(await storedFrom(base)).toBe(0);
    const withNonce = await session.api.post(LIBRARY, {
      headers: { 'X-WP-Nonce': session.nonce },
      ...filePart(`${base}.webp`, 'image/webp', bytes),
    });
    expect(withNonce.status()).toBe(201);
    expect(await storedFrom(base)).toBe(1);
    await session.api.dispose();
  });

  for (const [role, status, code] of [
    ['contributor', 403, 'rest_forbidden'],
    ['subscriber', 403, 'rest_forbidden'],
    [null, 401, 'rest_forbidden'],
  ] as const) {
    test(`refuses ${role ?? 'an anonymous visitor'} with ${status}, storing nothing`, async ({
      request,
    }) => {
      const base = unique('refused');
      const response = await request.post(LIBRARY, {
        headers: role ? users[role].headers : {},
        ...filePart(`${base}.jpg`, 'image/jpeg', await makeImage(10, 10)),
      });
      expect(response.status()).toBe(status);
      expect(await response.json()).toMatchObject({ code, data: { status } });
      expect(await storedFrom(base)).toBe(0);
    });
  }

  test('refuses what is not a complete image of an allowed type, on the file field', async ({
    request,
  }) => {
    const jpeg = await makeImage(200, 200);
    const base = unique('invalid');
    const cases = [
      { why: 'a text file', part: filePart(`${base}.txt`, 'text/plain', Buffer.from('hello')) },
      { why: 'an SVG', part: filePart(`${base}.svg`, 'image/svg+xml', Buffer.from('<svg/>')) },
      {
        why: 'a truncated JPEG',
        part: filePart(`${base}.jpg`, 'image/jpeg', jpeg.subarray(0, 400)),
      },
      {
        why: 'a PNG sent as a JPEG',
        part: filePart(`${base}-png.jpg`, 'image/jpeg', await makeImage(20, 20, 'image/png')),
      },
      { why: 'a text field', part: { multipart: { file: 'not a file' } } },
    ];
    for (const { why, part } of cases) {
      const response = await request.post(LIBRARY, { headers: users.editor.headers, ...part });
      expect(response.status(), why).toBe(400);
      const body = await response.json();
      expect(body.code, why).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params), why).toEqual(['file']);
    }
    const missing = await request.post(LIBRARY, {
      headers: users.editor.headers,
      multipart: { other: 'x' },
    });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).code).toBe('rest_missing_callback_param');
    expect(await storedFrom(base)).toBe(0);
  });

  test('refuses a body over the cap with 413 before storing anything', async ({ request }) => {
    const base = unique('huge');
    const response = await request.post(LIBRARY, {
      headers: users.editor.headers,
      ...filePart(`${base}.jpg`, 'image/jpeg', Buffer.alloc(12 * 1024 * 1024, 1)),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).code).toBe('rest_payload_too_large');
    expect(await storedFrom(base)).toBe(0);
  });
});

test.describe('the library', () => {
  test('lists images newest first, paged, for those who may write', async ({ request }) => {
    const ids: number[] = [];
    for (const size of [101, 102]) {
      const upload = await request.post(LIBRARY, {
        headers: users.author.headers,
        ...filePart(`pic-${size}.gif`, 'image/gif', await makeImage(size, size, 'image/gif')),
      });
      ids.push((await upload.json()).id);
    }
    const response = await request.get(LIBRARY, { headers: users.contributor.headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const library = await response.json();
    // Other test files upload too: ours are on the first page, the newer first.
    const listed = library.images.map((image: { id: number }) => image.id);
    expect(listed.indexOf(ids[1])).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(ids[1])).toBeLessThan(listed.indexOf(ids[0]));
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed.length).toBe(Math.min(24, library.total));
    expect(library.total_pages).toBe(Math.ceil(library.total / 24));
    const second = await request.get(`${LIBRARY}?page=2`, { headers: users.contributor.headers });
    expect(second.status()).toBe(200);
    expect((await second.json()).images.length).toBeLessThanOrEqual(24);
  });

  test('is closed to subscribers and anonymous visitors, and refuses a bad page', async ({
    request,
  }) => {
    expect((await request.get(LIBRARY, { headers: users.subscriber.headers })).status()).toBe(403);
    expect((await request.get(LIBRARY)).status()).toBe(401);
    const bad = await request.get(`${LIBRARY}?page=0`, { headers: users.editor.headers });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).data.params).toHaveProperty('page');
  });
});
