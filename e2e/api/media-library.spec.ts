// The admin's media library, /api/media (README "The admin"): uploads held to
// the rules of docs/api.md §4.7, and the images they make usable by id.
import { expect, test } from '@playwright/test';
import { db, unique } from '../fixtures/db';
import { makeImage } from '../fixtures/media';
import { signIn } from '../fixtures/sessions';
import { createUser, usersOfEveryRole, type TestUser } from '../fixtures/users';

const LIBRARY = '/api/media';

const users = usersOfEveryRole();
// A second author: an author's own uploads are theirs alone to change.
let otherAuthor: TestUser;
test.beforeAll(async () => {
  otherAuthor = await createUser('author');
});
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

const API = '/calendar/events/v1';

/** A new image uploaded by `role` under a name of its own; its image object. */
async function upload(
  request: import('@playwright/test').APIRequestContext,
  role: 'administrator' | 'editor' | 'author',
  base = unique('library'),
) {
  const response = await request.post(LIBRARY, {
    headers: users[role].headers,
    ...filePart(`${base}.png`, 'image/png', await makeImage(200, 160, 'image/png')),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; url: string; alt: string };
}

test.describe('alternative text', () => {
  test('set through PATCH, comes back in the image object of the event, venue and organizer showing it, with a new ETag', async ({
    request,
  }) => {
    const image = await upload(request, 'editor');
    expect(image.alt).toBe('');
    const event = await request.post(`${API}/events`, {
      headers: users.editor.headers,
      data: {
        title: unique('Pictured concert'),
        start_date: '2031-06-01 20:00',
        end_date: '2031-06-01 22:00',
        image: image.id,
        venue: { venue: unique('Pictured hall'), image: image.id },
      },
    });
    expect(event.status()).toBe(201);
    const { id, venue } = await event.json();
    const organizer = await (
      await request.post(`${API}/organizers`, {
        headers: users.editor.headers,
        data: { organizer: unique('Pictured band'), image: image.id },
      })
    ).json();
    // An anonymous read, kept by the answer cache until something changes.
    const before = await request.get(`${API}/events/${id}`);
    expect((await before.json()).image.alt).toBe('');
    const etag = before.headers().etag ?? '';
    expect(etag).not.toBe('');

    const patched = await request.patch(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
      data: { alt: '  The <b>trio</b> on stage,\n\tseen from the hall ' },
    });
    expect(patched.status()).toBe(200);
    // Plain text on one line: tags removed, spaces collapsed and trimmed.
    const alt = 'The trio on stage, seen from the hall';
    expect(await patched.json()).toMatchObject({ id: image.id, url: image.url, alt });

    const after = await request.get(`${API}/events/${id}`);
    expect((await after.json()).image).toMatchObject({ id: image.id, alt });
    expect(after.headers().etag).not.toBe(etag);
    const stale = await request.get(`${API}/events/${id}`, { headers: { 'If-None-Match': etag } });
    expect(stale.status()).toBe(200);
    const venueRead = await (await request.get(`${API}/venues/${venue.id}`)).json();
    expect(venueRead.image.alt).toBe(alt);
    const organizerRead = await (await request.get(`${API}/organizers/${organizer.id}`)).json();
    expect(organizerRead.image.alt).toBe(alt);
    // The same text in every language (one alternative text per image).
    const french = await (await request.get(`/fr${API}/events/${id}`)).json();
    expect(french.image.alt).toBe(alt);
  });

  test('refuses a non-string, a text over 250 characters and a missing alt with 400 and a code, changing nothing', async ({
    request,
  }) => {
    const image = await upload(request, 'editor');
    for (const [alt, code] of [
      [42, 'invalid_type'],
      [null, 'invalid_type'],
      [['a'], 'invalid_type'],
      ['x'.repeat(251), 'too_big'],
    ] as const) {
      const response = await request.patch(`${LIBRARY}/${image.id}`, {
        headers: users.editor.headers,
        data: { alt },
      });
      expect(response.status(), JSON.stringify(alt)).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
      expect(body.data.details.alt.code, JSON.stringify(alt)).toBe(code);
    }
    const missing = await request.patch(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
      data: { title: 'no alt' },
    });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).code).toBe('rest_missing_callback_param');
    const notJson = await request.patch(`${LIBRARY}/${image.id}`, {
      headers: { ...users.editor.headers, 'Content-Type': 'application/json' },
      data: '{"alt": ',
    });
    expect(notJson.status()).toBe(400);
    const longest = await request.patch(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
      data: { alt: 'y'.repeat(250) },
    });
    expect(longest.status()).toBe(200);
    expect((await db.media.findUniqueOrThrow({ where: { id: image.id } })).alt).toBe(
      'y'.repeat(250),
    );
  });
});

test.describe('searching the library', () => {
  test('keeps the images whose file name holds the text, in any case, paged', async ({
    request,
  }) => {
    const base = unique('harbour');
    const first = await upload(request, 'author', `${base}-night`);
    const second = await upload(request, 'author', `${base}-day`);
    await upload(request, 'author', unique('other'));
    const search = async (text: string) => {
      const response = await request.get(`${LIBRARY}?search=${encodeURIComponent(text)}`, {
        headers: users.contributor.headers,
      });
      expect(response.status()).toBe(200);
      return response.json();
    };
    const both = await search(base.toUpperCase());
    expect(both.images.map((image: { id: number }) => image.id)).toEqual([second.id, first.id]);
    // Contributors may pick images, never change them; the uploader may.
    expect(both).toMatchObject({ editable_ids: [], total: 2, total_pages: 1 });
    const asUploader = await request.get(`${LIBRARY}?search=${base}`, {
      headers: users.author.headers,
    });
    expect((await asUploader.json()).editable_ids).toEqual([second.id, first.id]);
    const asOtherAuthor = await request.get(`${LIBRARY}?search=${base}`, {
      headers: otherAuthor.headers,
    });
    expect((await asOtherAuthor.json()).editable_ids).toEqual([]);
    const night = await search(`${base}-NIGHT`);
    expect(night.images.map((image: { id: number }) => image.id)).toEqual([first.id]);
    expect(await search(unique('nothing'))).toEqual({
      images: [],
      editable_ids: [],
      total: 0,
      total_pages: 0,
    });
    const tooLong = await request.get(`${LIBRARY}?search=${'a'.repeat(201)}`, {
      headers: users.editor.headers,
    });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).data.params).toHaveProperty('search');
  });
});

test.describe('deleting an image', () => {
  test('deletes an image nothing shows, with its files: 204, then 404 media-not-found', async ({
    request,
  }) => {
    const image = await upload(request, 'editor');
    const deleted = await request.delete(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
    });
    expect(deleted.status()).toBe(204);
    expect(await db.media.count({ where: { id: image.id } })).toBe(0);
    expect((await request.get(image.url)).status()).toBe(404);
    const again = await request.delete(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
    });
    expect(again.status()).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'media-not-found', data: { status: 404 } });
    const patch = await request.patch(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
      data: { alt: 'gone' },
    });
    expect(patch.status()).toBe(404);
    expect((await patch.json()).code).toBe('media-not-found');
  });

  test('refuses an image a trashed event shows with 409 media-in-use naming it, deleting nothing', async ({
    request,
  }) => {
    const image = await upload(request, 'editor');
    const title = unique('Trashed with a poster');
    const event = await (
      await request.post(`${API}/events`, {
        headers: users.editor.headers,
        data: {
          title,
          start_date: '2031-07-01 20:00',
          end_date: '2031-07-01 22:00',
          image: image.id,
        },
      })
    ).json();
    expect(
      (
        await request.delete(`${API}/events/${event.id}`, { headers: users.editor.headers })
      ).status(),
    ).toBe(200);
    const refused = await request.delete(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'media-in-use',
      data: {
        status: 409,
        used_by: {
          events: [{ id: event.id, title, status: 'trash' }],
          venues: [],
          organizers: [],
          others: 0,
        },
      },
    });
    expect(await db.media.count({ where: { id: image.id } })).toBe(1);
    expect((await request.get(image.url)).status()).toBe(200);
  });

  test("counts, without naming, what the caller may not read: an author learns no editor's draft title", async ({
    request,
  }) => {
    const image = await upload(request, 'author');
    const secret = unique('Unannounced headliner');
    const draft = await request.post(`${API}/events`, {
      headers: users.editor.headers,
      data: {
        title: secret,
        status: 'draft',
        start_date: '2031-08-01 20:00',
        end_date: '2031-08-01 22:00',
        image: image.id,
      },
    });
    expect(draft.status()).toBe(201);
    const refused = await request.delete(`${LIBRARY}/${image.id}`, {
      headers: users.author.headers,
    });
    expect(refused.status()).toBe(409);
    const body = await refused.json();
    expect(body.data.used_by).toEqual({ events: [], venues: [], organizers: [], others: 1 });
    expect(JSON.stringify(body)).not.toContain(secret);
    // The editor, who may read the draft, is told its name.
    const editors = await request.delete(`${LIBRARY}/${image.id}`, {
      headers: users.editor.headers,
    });
    expect((await editors.json()).data.used_by).toMatchObject({
      events: [{ title: secret, status: 'draft' }],
      others: 0,
    });
    expect(await db.media.count({ where: { id: image.id } })).toBe(1);
  });
});

test.describe('who may change the library', () => {
  test('editors change any image, authors their own uploads, contributors and subscribers none', async ({
    request,
  }) => {
    const editors = await upload(request, 'editor');
    const authors = await upload(request, 'author');
    const patch = (id: number, role: keyof typeof users | null) =>
      request.patch(`${LIBRARY}/${id}`, {
        headers: role ? users[role].headers : {},
        data: { alt: `by ${role}` },
      });
    for (const role of ['contributor', 'subscriber'] as const) {
      const response = await patch(authors.id, role);
      expect(response.status(), role).toBe(403);
      expect((await response.json()).code).toBe('rest_forbidden');
      const deletion = await request.delete(`${LIBRARY}/${authors.id}`, {
        headers: users[role].headers,
      });
      expect(deletion.status(), role).toBe(403);
    }
    expect((await patch(authors.id, null)).status()).toBe(401);
    // Anonymous callers learn nothing: not a bad body, nor which ids exist.
    const anonymousBadBody = await request.patch(`${LIBRARY}/${authors.id}`, { data: { alt: 7 } });
    expect(anonymousBadBody.status()).toBe(401);
    expect((await request.delete(`${LIBRARY}/999999999`)).status()).toBe(401);
    expect((await patch(editors.id, 'author')).status()).toBe(403);
    expect(
      (
        await request.delete(`${LIBRARY}/${editors.id}`, { headers: users.author.headers })
      ).status(),
    ).toBe(403);
    expect((await db.media.findUniqueOrThrow({ where: { id: authors.id } })).alt).toBe('');
    expect((await patch(authors.id, 'author')).status()).toBe(200);
    expect((await patch(authors.id, 'editor')).status()).toBe(200);
    expect(
      (
        await request.delete(`${LIBRARY}/${authors.id}`, { headers: users.author.headers })
      ).status(),
    ).toBe(204);
    expect(
      (
        await request.delete(`${LIBRARY}/${editors.id}`, { headers: users.administrator.headers })
      ).status(),
    ).toBe(204);
  });
});
