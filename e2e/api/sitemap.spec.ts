import { expect, test, type APIRequestContext } from '@playwright/test';
import { createEvent, daysFromToday, unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

// sitemap.xml and robots.txt (docs/public-pages.md "Sitemap"): every public
// page a search engine may index, in three languages with their alternates,
// and nothing a visitor could not open.
const REST = '/calendar/events/v1';
let editor: TestUser;
test.beforeAll(async () => {
  editor = await createUser('editor');
});

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(`${REST}/${path}`, { headers: editor.headers, data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string; url: string };
}

/** Every sitemap file of a kind, concatenated, as a crawler reads them from the index. */
async function filesOf(request: APIRequestContext, kind: string): Promise<string> {
  const index = await request.get('/sitemap.xml');
  const locations = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const files = locations.filter((loc) => new URL(loc).pathname.startsWith(`/sitemap/${kind}-`));
  expect(files.length).toBeGreaterThan(0);
  const bodies = await Promise.all(files.map(async (loc) => (await request.get(loc)).text()));
  return bodies.join('\n');
}

/** The `<url>` entries whose `<loc>` starts with `page`. */
const entriesOf = (xml: string, page: string) =>
  [...xml.matchAll(/<url>(.*?)<\/url>/g)]
    .map((match) => match[1]!)
    .filter((entry) => entry.startsWith(`<loc>${page}`));

test('the sitemap lists each published page in three languages with its alternates', async ({
  request,
  baseURL,
}) => {
  const venue = await post(request, 'venues', { venue: unique('Sitemap hall') });
  const category = await post(request, 'categories', { name: unique('Sitemap concerts') });
  const tag = await post(request, 'tags', { name: unique('sitemap-tag') });
  const event = await post(request, 'events', {
    title: unique('Sitemap concert'),
    start_date: daysFromToday(4),
    end_date: daysFromToday(4, '12:00:00'),
    venue: venue.id,
    categories: [category.id],
    tags: [tag.id],
  });
  const draft = await post(request, 'events', {
    title: unique('Sitemap draft'),
    start_date: daysFromToday(4),
    end_date: daysFromToday(4, '12:00:00'),
    status: 'draft',
  });
  const locked = await createEvent({
    title: unique('Sitemap secret'),
    startLocal: daysFromToday(4, '20:00:00'),
    endLocal: daysFromToday(4, '23:00:00'),
    password: 'hunter2',
  });

  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const indexXml = await index.text();
  expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  for (const kind of ['events', 'venues', 'organizers', 'categories', 'tags']) {
    expect(indexXml).toContain(`<loc>${baseURL}/sitemap/${kind}-1.xml</loc>`);
  }

  const events = await filesOf(request, 'events');
  const pages = entriesOf(events, `${baseURL}/event/${event.slug}/`);
  expect(pages.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1])).toEqual([
    `${baseURL}/event/${event.slug}/`,
    `${baseURL}/event/${event.slug}/?translation_language=fr`,
    `${baseURL}/event/${event.slug}/?translation_language=es`,
  ]);
  for (const entry of pages) {
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/lastmod>/);
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${baseURL}/event/${event.slug}/?translation_language=fr"/>`,
    );
  }
  expect(events).not.toContain(`/event/${draft.slug}/`);
  expect(events).not.toContain(`/event/${locked.slug}/`);

  expect(
    entriesOf(await filesOf(request, 'venues'), `${baseURL}/venue/${venue.slug}/`),
  ).toHaveLength(3);
  expect(
    entriesOf(await filesOf(request, 'categories'), `${baseURL}/events/category/${category.slug}/`),
  ).toHaveLength(3);
  expect(entriesOf(await filesOf(request, 'tags'), `${baseURL}/tag/${tag.slug}/`)).toHaveLength(3);

  // Every listed page opens.
  for (const loc of [`/event/${event.slug}/`, `/venue/${venue.slug}/`, `/tag/${tag.slug}/`]) {
    expect((await request.get(`${loc}?translation_language=es`)).status(), loc).toBe(200);
  }
});

test('a file past the last, or of an unknown kind, is not found', async ({ request }) => {
  for (const path of [
    '/sitemap/events-9999.xml',
    '/sitemap/people-1.xml',
    '/sitemap/events-0.xml',
    '/sitemap/events.xml',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // The first file of a kind always exists, empty or not, since the index names it.
  expect((await request.get('/sitemap/organizers-1.xml')).status()).toBe(200);
});

test('robots.txt names the sitemap and keeps crawlers out of the admin', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain('Disallow: /fr/admin/');
  expect(text).toContain('Disallow: /api/');
});
