// The answer cache (README "Answer cache"): an anonymous read answered from
// the cache must be byte for byte what the same read built afresh answers
// (`Cache-Control: no-cache` asks for that), headers included, and every
// write, by any process, must be seen by the next read. The writes here go
// through the data layer of the test process, another process than the
// server's, as a second app node or the command line would.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { allocateTermId } from '../../lib/ids';
import { getSettings, setSetting } from '../../lib/settings/settings';
import {
  createEvent,
  createOrganizer,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import { usersOfEveryRole } from '../fixtures/users';

const api = (path: string) => `/calendar/events/v1/${path}`;
// What a consumer relies on besides the body; the per-request headers (CORS,
// Link) are built for each request anyway.
const KEPT_HEADERS = [
  'etag',
  'last-modified',
  'x-tec-total',
  'x-tec-totalpages',
  'cache-control',
  'content-language',
  'content-type',
  'vary',
];

const users = usersOfEveryRole();
test.afterAll(async () => {
  await db.$disconnect();
});

const keptHeaders = (response: APIResponse) =>
  Object.fromEntries(KEPT_HEADERS.map((name) => [name, response.headers()[name]]));

/**
 * Reads `path` anonymously, then afresh; both answers must be the same bytes
 * and headers. A write between the two (other tests write beside this one)
 * is the only other cause of a difference, so the pair is read again then.
 */
async function readAndCompare(request: APIRequestContext, path: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body, read as the tests need it
  let read: { cache: string | undefined; body: any } = { cache: undefined, body: undefined };
  await expect(async () => {
    const cached = await request.get(path);
    const fresh = await request.get(path, { headers: { 'Cache-Control': 'no-cache' } });
    expect(cached.status()).toBe(200);
    expect(fresh.status()).toBe(200);
    expect(await cached.text()).toBe(await fresh.text());
    expect(keptHeaders(cached)).toEqual(keptHeaders(fresh));
    read = { cache: cached.headers()['x-calendar-cache'], body: await cached.json() };
  }).toPass({ timeout: 30_000 });
  return read;
}

/**
 * Two reads in a row, the second a hit. Any write anywhere (other tests run
 * beside this one) moves the stamp and makes a miss, so the pair is read
 * again until none came between.
 */
async function expectKept(request: APIRequestContext, path: string, headers = {}) {
  await expect
    .poll(
      async () => {
        await request.get(path);
        return (await request.get(path, { headers })).headers()['x-calendar-cache'];
      },
      { timeout: 30_000 },
    )
    .toBe('hit');
}

async function linkedEvent(word: string) {
  const venue = await createVenue(unique('Cache venue'));
  const organizer = await createOrganizer(unique('Cache organizer'));
  const categoryId = await allocateTermId(db, 'category');
  const category = await db.category.create({
    data: { id: categoryId, name: unique('Cache category'), slug: unique('cache-category') },
  });
  const tagId = await allocateTermId(db, 'tag');
  const tag = await db.tag.create({
    data: { id: tagId, name: unique('Cache tag'), slug: unique('cache-tag') },
  });
  const event = await createEvent({
    startLocal: daysFromToday(20, '18:00:00'),
    endLocal: daysFromToday(20, '20:00:00'),
    description: `About ${word}`,
    venueId: venue.id,
    organizerIds: [organizer.id],
    categoryIds: [category.id],
    tagIds: [tag.id],
  });
  return { event, venue, organizer, category, tag };
}

test.describe('the answer cache', () => {
  test('a repeated anonymous read is answered from the cache, same bytes and headers, 304 included', async ({
    request,
  }) => {
    const word = unique('cacheword');
    const { event } = await linkedEvent(word);
    const paths = [
      api(`events?search=${word}`),
      api(`events/${event.id}`),
      api(`events/by-slug/${event.slug}`),
      `/fr/calendar/events/v1/events?search=${word}`,
      api(`categories?per_page=50`),
    ];
    for (const path of paths) {
      await test.step(path, async () => {
        await readAndCompare(request, path);
        await expectKept(request, path);
        await readAndCompare(request, path);
        // The categories list is the whole site's, and other tests add to it
        // meanwhile: a write between two reads changes the ETag, so each
        // pair of reads is tried again until none came between.
        let etag = '';
        await expect(async () => {
          etag = (await request.get(path)).headers()['etag']!;
          const revalidated = await request.get(path, { headers: { 'If-None-Match': etag } });
          expect(revalidated.status()).toBe(304);
          expect(revalidated.headers()['etag']).toBe(etag);
          expect(await revalidated.text()).toBe('');
        }).toPass({ timeout: 30_000 });
        await expectKept(request, path, { 'If-None-Match': etag });
        // Still exact after the 304s.
        await readAndCompare(request, path);
        await expect(async () => {
          const current = (await request.get(path)).headers()['etag'];
          const head = await request.head(path);
          expect(head.status()).toBe(200);
          expect(head.headers()['etag']).toBe(current);
        }).toPass({ timeout: 30_000 });
      });
    }
    const french = await request.get(paths[3]!);
    expect(french.headers()['content-language']).toBe('fr');
  });

  test('every kind of write is seen by the next anonymous read, as an uncached read sees it', async ({
    request,
  }) => {
    const word = unique('cacheword');
    const { event, venue, organizer, category, tag } = await linkedEvent(word);
    const list = api(`events?search=${word}`);
    const single = api(`events/${event.id}`);
    await readAndCompare(request, list);
    await readAndCompare(request, single);
    const writes: [string, () => Promise<unknown>, (body: Record<string, unknown>) => unknown][] = [
      [
        'event title',
        () => db.event.update({ where: { id: event.id }, data: { title: `${word} renamed` } }),
        (body) => body.title,
      ],
      [
        'venue name',
        () => db.venue.update({ where: { id: venue.id }, data: { name: `${word} venue` } }),
        (body) => (body.venue as { venue: string }).venue,
      ],
      [
        'organizer name',
        () => db.organizer.update({ where: { id: organizer.id }, data: { name: `${word} org` } }),
        (body) => (body.organizer as { organizer: string }[])[0]!.organizer,
      ],
      [
        'category name',
        () => db.category.update({ where: { id: category.id }, data: { name: `${word} cat` } }),
        (body) => (body.categories as { name: string }[])[0]!.name,
      ],
      [
        'tag name',
        () => db.tag.update({ where: { id: tag.id }, data: { name: `${word} tag` } }),
        (body) => (body.tags as { name: string }[])[0]!.name,
      ],
    ];
    for (const [what, write, shown] of writes) {
      await test.step(what, async () => {
        await write();
        const listed = await readAndCompare(request, list);
        expect(listed.cache).toBe('miss');
        const item = await readAndCompare(request, single);
        expect(item.cache).toBe('miss');
        expect(shown(listed.body.events[0])).toContain(word);
        expect(shown(item.body)).toContain(word);
      });
    }
    await test.step('a setting, even rewritten unchanged, and a user', async () => {
      await setSetting('default_language', (await getSettings()).default_language);
      expect((await readAndCompare(request, list)).cache).toBe('miss');
      await db.user.update({ where: { id: users.subscriber.id }, data: { name: 'Renamed' } });
      expect((await readAndCompare(request, list)).cache).toBe('miss');
    });
    await test.step('unpublishing takes the event out of the list', async () => {
      await db.event.update({ where: { id: event.id }, data: { status: 'draft' } });
      const listed = await readAndCompare(request, list);
      expect(listed.body.events).toEqual([]);
      expect((await request.get(single)).status()).not.toBe(200);
    });
  });

  test('public pages and feeds are kept too, as built afresh, and a write shows on the next visit', async ({
    request,
  }) => {
    const word = unique('cacheword');
    const { event, venue, tag } = await linkedEvent(word);
    const pages = [
      `/event/${event.slug}/`,
      `/venue/${venue.slug}/`,
      `/tag/${tag.slug}/`,
      `/events/ical/?tags=${tag.slug}`,
      `/event/${event.slug}/ical/`,
    ];
    for (const path of pages) {
      await test.step(path, async () => {
        await expectKept(request, path);
        const kept = await request.get(path);
        const fresh = await request.get(path, { headers: { 'Cache-Control': 'no-cache' } });
        expect(await kept.text()).toBe(await fresh.text());
        for (const name of ['etag', 'content-type', 'content-language', 'x-tec-api-root'])
          expect(kept.headers()[name], name).toBe(fresh.headers()[name]);
        const etag = kept.headers()['etag']!;
        const revalidated = await request.get(path, { headers: { 'If-None-Match': etag } });
        expect(revalidated.status()).toBe(304);
      });
    }
    await db.event.update({ where: { id: event.id }, data: { title: `${word} renamed` } });
    for (const path of pages) {
      const after = await request.get(path);
      expect(after.headers()['x-calendar-cache'], path).toBe('miss');
      expect(await after.text(), path).toContain(`${word} renamed`);
    }
  });

  test('a write through the API is seen by the next read', async ({ request }) => {
    const word = unique('cacheword');
    const { event } = await linkedEvent(word);
    const single = api(`events/${event.id}`);
    await readAndCompare(request, single);
    await expectKept(request, single);
    const updated = await request.patch(single, {
      headers: users.editor.headers,
      data: { title: `${word} via API` },
    });
    expect(updated.status()).toBe(200);
    const after = await readAndCompare(request, single);
    expect(after.cache).toBe('miss');
    expect(after.body.title).toBe(`${word} via API`);
  });

  test('a scheduled event appears in the cached list when its time comes', async ({ request }) => {
    const word = unique('cacheword');
    const list = api(`events?search=${word}`);
    // Far enough ahead that the first reads come before it even on a loaded machine.
    const dueAt = new Date(Date.now() + 10_000).toISOString().slice(0, 19).replace('T', ' ');
    const event = await createEvent({
      startLocal: daysFromToday(5),
      endLocal: daysFromToday(5, '12:00:00'),
      description: word,
      status: 'draft',
    });
    // Scheduled in one write: a `future` event already due would be published at once.
    await db.event.update({ where: { id: event.id }, data: { status: 'future', dateUtc: dueAt } });
    expect((await readAndCompare(request, list)).body.events).toEqual([]);
    await expectKept(request, list);
    await expect
      .poll(async () => (await request.get(list)).headers()['x-tec-total'], { timeout: 40_000 })
      .toBe('1');
    expect((await readAndCompare(request, list)).body.events[0].id).toBe(event.id);
  });

  test('reads that move with the clock or carry credentials are not kept', async ({ request }) => {
    const word = unique('cacheword');
    await linkedEvent(word);
    // Their answers can differ from one second to the next (a strict window
    // ends at now + 24 months), so two reads are not compared, only never kept.
    for (const path of [
      api(`venues?search=${word}&only_with_upcoming=1`),
      api(`events?search=${word}&start_date=tomorrow`),
      api(`events?search=${word}&strict_dates=true`),
    ]) {
      for (let read = 0; read < 2; read++) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['x-calendar-cache'], path).toBe('miss');
      }
    }
    const path = api(`events?search=${word}`);
    for (let read = 0; read < 2; read++) {
      const response = await request.get(path, { headers: users.administrator.headers });
      expect(response.headers()['x-calendar-cache']).toBeUndefined();
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
  });
});
