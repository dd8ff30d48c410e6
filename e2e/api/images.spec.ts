// The `image` parameter through the REST writes of events, venues and
// organizers (docs/api.md §1.7, §4.7), inline venues and organizers
// included (§4.5), and the image in JSON-LD (§1.9).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Role } from '../../lib/auth/roles';
import { daysFromToday, db, unique } from '../fixtures/db';
import { createImageItem, imageObject, makeImage } from '../fixtures/media';
import { createUsers, type TestUser } from '../fixtures/users';

let users: Record<Role, TestUser>;
let server: http.Server;
let origin: string;

test.beforeAll(async () => {
  users = await createUsers();
  const jpeg = await makeImage(800, 600);
  server = http.createServer((request, response) => {
    if (request.url?.startsWith('/text')) {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('not an image');
    } else {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.close();
  await db.$disconnect();
});

const API = '/calendar/events/v1';
const day = daysFromToday(30, '00:00:00').slice(0, 10);
const newEvent = (fields: Record<string, unknown> = {}) => ({
  title: unique('Pictured'),
  start_date: `${day} 19:00:00`,
  end_date: `${day} 21:00:00`,
  ...fields,
});
/** A URL the test server answers with a JPEG, new each time so nothing is reused. */
const photoUrl = () => `${origin}/${unique('photo')}.jpg`;

test.describe('event images (docs/api.md §4.2.5, §4.7)', () => {
  test('links a media item by id and shows its image object in writes, reads and lists', async ({
    request,
    baseURL,
  }) => {
    const { id } = await createImageItem(1200, 800);
    const expected = await imageObject(id, baseURL!);
    const created = await request.post(`${API}/events`, {
      headers: users.author.headers,
      data: newEvent({ image: String(id) }),
    });
    expect(created.status()).toBe(201);
    const event = await created.json();
    expect(event.image).toEqual(expected);

    const single = await (await request.get(`${API}/events/${event.id}`)).json();
    expect(single.image).toEqual(expected);
    expect(single.json_ld.image).toBe(expected.url);

    const list = await (await request.get(`${API}/events?include=${event.id}&per_page=1`)).json();
    expect(list.events[0].image).toEqual(expected);
    expect(list.events[0]).not.toHaveProperty('json_ld');
  });

  test('downloads an image URL once and removes the image with ""', async ({ request }) => {
    const url = photoUrl();
    const created = await (
      await request.post(`${API}/events`, {
        headers: users.editor.headers,
        data: newEvent({ image: url }),
      })
    ).json();
    expect(created.image).toMatchObject({ extension: 'jpg', width: 800, height: 600 });
    expect(Object.keys(created.image.sizes)).toEqual(['thumbnail', 'medium']);
    expect((await request.get(created.image.url)).status()).toBe(200);

    // The same URL again names the item already downloaded.
    const second = await (
      await request.post(`${API}/events`, {
        headers: users.editor.headers,
        data: newEvent({ image: url }),
      })
    ).json();
    expect(second.image.id).toBe(created.image.id);
    expect(await db.media.count({ where: { sourceUrl: url } })).toBe(1);

    const removed = await request.patch(`${API}/events/${created.id}`, {
      headers: users.editor.headers,
      data: { image: '' },
    });
    expect(removed.status()).toBe(200);
    expect((await removed.json()).image).toBe(false);
    const untouched = await request.patch(`${API}/events/${second.id}`, {
      headers: users.editor.headers,
      data: { title: unique('Renamed') },
    });
    expect((await untouched.json()).image.id).toBe(created.image.id);
  });

  test('refuses a URL from a contributor, a non-image and an unknown id, storing nothing', async ({
    request,
  }) => {
    const cases: [TestUser, unknown][] = [
      [users.contributor, photoUrl()],
      [users.editor, `${origin}/text/${unique('readme')}.txt`],
      [users.editor, 'not a url'],
      [users.editor, 987654321],
    ];
    for (const [user, image] of cases) {
      const input = newEvent({ image });
      const response = await request.post(`${API}/events`, { headers: user.headers, data: input });
      expect(response.status(), String(image)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { image: 'Invalid parameter.' } },
      });
      expect(await db.event.count({ where: { title: input.title } })).toBe(0);
    }
  });
});

test.describe('venue and organizer images (docs/api.md §1.3, §1.4, §4.3, §4.4)', () => {
  for (const kind of ['venue', 'organizer'] as const) {
    test(`${kind === 'venue' ? 'a' : 'an'} ${kind} shows its image, in JSON-LD too, and loses the key when it is removed`, async ({
      request,
      baseURL,
    }) => {
      const { id } = await createImageItem(500, 500, 'image/png');
      const expected = await imageObject(id, baseURL!);
      const created = await request.post(`${API}/${kind}s`, {
        headers: users.editor.headers,
        data: { [kind]: unique(`Pictured ${kind}`), image: id },
      });
      expect(created.status()).toBe(201);
      const item = await created.json();
      expect(item.image).toEqual(expected);
      // The image key sits after slug, as §1.3 and §1.4 order them.
      const keys = Object.keys(item);
      expect(keys.indexOf('image')).toBe(keys.indexOf('slug') + 1);

      const single = await (await request.get(`${API}/${kind}s/${item.id}`)).json();
      expect(single.json_ld.image).toBe(expected.url);

      const removed = await (
        await request.patch(`${API}/${kind}s/${item.id}`, {
          headers: users.editor.headers,
          data: { image: '' },
        })
      ).json();
      expect(removed).not.toHaveProperty('image');
      const plain = await (await request.get(`${API}/${kind}s/${item.id}`)).json();
      expect(plain).not.toHaveProperty('image');
      expect(plain.json_ld).not.toHaveProperty('image');
    });
  }
});

test.describe('inline venues and organizers with images (docs/api.md §4.5, §4.7)', () => {
  test('an event creates its venue and organizer with downloaded images', async ({ request }) => {
    const venueName = unique('Inline Hall');
    const organizerName = unique('Inline Host');
    const response = await request.post(`${API}/events`, {
      headers: users.editor.headers,
      data: newEvent({
        venue: { venue: venueName, image: photoUrl() },
        organizer: [{ organizer: organizerName, image: photoUrl() }],
      }),
    });
    expect(response.status()).toBe(201);
    const event = await response.json();
    expect(event.venue).toMatchObject({ venue: venueName, image: { width: 800 } });
    expect(event.organizer[0]).toMatchObject({ organizer: organizerName, image: { width: 800 } });
  });

  test('a bad inline image is an invalid venue, and the event, venue and download are not stored', async ({
    request,
  }) => {
    const venueName = unique('Broken Hall');
    const input = newEvent({
      venue: { venue: venueName, image: `${origin}/text/${unique('x')}.txt` },
      organizer: [{ organizer: unique('Host'), image: photoUrl() }],
    });
    const response = await request.post(`${API}/events`, {
      headers: users.editor.headers,
      data: input,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).data.params).toEqual({ venue: 'Invalid parameter.' });
    expect(await db.event.count({ where: { title: input.title } })).toBe(0);
    expect(await db.venue.count({ where: { name: venueName } })).toBe(0);
  });

  test('a failing write leaves no downloaded image behind', async ({ request }) => {
    const url = photoUrl();
    // The venue id names nothing, so the write fails after the download.
    const input = newEvent({ image: url, venue: 987654321 });
    const response = await request.post(`${API}/events`, {
      headers: users.editor.headers,
      data: input,
    });
    expect(response.status()).toBe(400);
    expect(await db.media.count({ where: { sourceUrl: url } })).toBe(0);
  });
});
