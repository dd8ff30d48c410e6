import { readFile } from 'node:fs/promises';
import { expect, test, type APIResponse } from '@playwright/test';
import { createUser, type TestUser } from '../fixtures/users';
import { createEvent, daysFromToday, unique } from '../fixtures/db';
import { makeImage } from '../fixtures/media';

// Public HTML pages (docs/api.md §0.1, §10.8): headers, discovery tags,
// JSON-LD, 404 for what a visitor may not read, ETag/304.
let editor: TestUser;
test.beforeAll(async () => {
  editor = await createUser('editor');
});

const REST = '/calendar/events/v1';

interface EventBody {
  id: number;
  slug: string;
  url: string;
  venue: { id: number; url: string; venue: string };
  organizer: { url: string; organizer: string }[];
  categories: { slug: string; url?: string }[];
  tags: { slug: string }[];
}

/** Whether `html` holds `tag`, attribute names in any case (HTML reads `hrefLang` as `hreflang`). */
const holdsTag = (html: string, tag: string) =>
  new RegExp(tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').test(html);

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function expectDiscovery(response: APIResponse, baseURL: string, apiRoot: string) {
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-tec-api-version']).toBe('v1');
  expect(headers['x-tec-api-origin']).toBe(baseURL);
  expect(headers['x-tec-api-root']).toBe(apiRoot);
  const html = await response.text();
  expect(html).toContain('<meta name="tec-api-version" content="v1">');
  expect(html).toContain(`<meta name="tec-api-origin" content="${baseURL}">`);
  expect(html).toContain(`<link rel="alternate" href="${apiRoot.replace(/&/g, '&amp;')}">`);
  return html;
}

async function createPublishedEvent(
  request: import('@playwright/test').APIRequestContext,
  data: Record<string, unknown>,
) {
  const response = await request.post(`${REST}/events`, { headers: editor.headers, data });
  expect(response.status()).toBe(201);
  return (await response.json()) as EventBody;
}

test('an event page shows its fields in its zone, its JSON-LD and the discovery tags', async ({
  request,
  baseURL,
}) => {
  const title = unique('Jazz night');
  const event = await createPublishedEvent(request, {
    title,
    description: 'Bring <strong>friends</strong>.',
    // Within the default window of two years, so the venue and term pages list it.
    start_date: daysFromToday(40, '19:30:00'),
    end_date: daysFromToday(40, '22:00:00'),
    timezone: 'Europe/Paris',
    venue: { venue: unique('Hall'), city: 'Lyon', country: 'France' },
    organizer: [{ organizer: unique('Org'), email: 'org@example.org' }],
    categories: [unique('Music')],
    tags: [unique('live')],
  });
  const path = new URL(event.url).pathname;
  expect(path).toBe(`/event/${event.slug}/`);
  const response = await request.get(path);
  const html = await expectDiscovery(response, baseURL!, `${baseURL}${REST}/events/${event.id}`);
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(html).toContain('<strong>friends</strong>');
  expect(html).toMatch(/7:30\sPM – 10:00\sPM CES?T/);
  expect(html).toContain(event.venue.venue);
  expect(html).toContain(event.organizer[0]!.organizer);
  expect(html).toContain(`href="${event.url}ical/"`);
  const single = await (await request.get(`${REST}/events/${event.id}`)).json();
  expect(jsonLdOf(html)).toEqual([single.json_ld]);

  await test.step('without the trailing slash, and in French', async () => {
    expect((await request.get(path.slice(0, -1))).status()).toBe(200);
    const french = await request.get(`${path}?translation_language=fr`);
    expect(french.headers()['content-language']).toBe('fr');
    expect(await french.text()).toContain('Quand');
  });

  await test.step('ETag and 304', async () => {
    const etag = response.headers()['etag']!;
    expect(etag).toMatch(/^".+"$/);
    const again = await request.get(path, { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['etag']).toBe(etag);
    await request.post(`${REST}/events/${event.id}`, {
      headers: editor.headers,
      data: { title: `${title} (moved)` },
    });
    const changed = await request.get(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status()).toBe(200);
    expect(await changed.text()).toContain(`${title} (moved)`);
  });

  await test.step('HEAD answers the headers without a body', async () => {
    const head = await request.head(path);
    expect(head.status()).toBe(200);
    expect(head.headers()['x-tec-api-root']).toBe(`${baseURL}${REST}/events/${event.id}`);
    expect(await head.text()).toBe('');
  });

  await test.step('venue, organizer, category and tag pages', async () => {
    const venue = await expectDiscovery(
      await request.get(new URL(event.venue.url).pathname),
      baseURL!,
      `${baseURL}${REST}/events/?venue=${event.venue.id}`,
    );
    expect(venue).toContain(`${title} (moved)`);
    const venueSingle = await (await request.get(`${REST}/venues/${event.venue.id}`)).json();
    expect(jsonLdOf(venue)).toEqual([venueSingle.json_ld]);
    const organizer = await expectDiscovery(
      await request.get(new URL(event.organizer[0]!.url).pathname),
      baseURL!,
      `${baseURL}${REST}/`,
    );
    expect(organizer).toContain(`${title} (moved)`);
    const category = event.categories[0]!;
    const categoryPage = await expectDiscovery(
      await request.get(
        new URL(category.url ?? `${baseURL}/events/category/${category.slug}/`).pathname,
      ),
      baseURL!,
      `${baseURL}${REST}/events/?categories=${category.slug}`,
    );
    expect(categoryPage).toContain(`${title} (moved)`);
    const tag = event.tags[0]!;
    const tagPage = await expectDiscovery(
      await request.get(`/tag/${tag.slug}/`),
      baseURL!,
      `${baseURL}${REST}/events/?tags=${tag.slug}`,
    );
    expect(tagPage).toContain(`${title} (moved)`);
  });
});

test('the home page lists upcoming events, paged, with the API root', async ({
  request,
  baseURL,
}) => {
  // Other tests add events meanwhile: the page is compared with an API list
  // that did not change while the page was read.
  const titles = async () =>
    ((await (await request.get(`${REST}/events`)).json()).events as { title: string }[]).map(
      (event) => event.title,
    );
  let html = '';
  let listed: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await titles();
    html = await expectDiscovery(await request.get('/'), baseURL!, `${baseURL}${REST}/`);
    listed = await titles();
    if (listed.join('\n') === before.join('\n')) break;
  }
  expect(listed.length).toBeGreaterThan(0);
  // The page escapes the five HTML characters as React writes them (titles from other tests carry quotes).
  const escaped = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
  for (const title of listed) expect(html).toContain(escaped(title));
  const list = await (await request.get(`${REST}/events`)).json();
  if (list.total_pages > 1) {
    const second = await request.get('/?page=2');
    expect(second.status()).toBe(200);
  }
  expect((await request.get('/?page=9999')).status()).toBe(404);
  expect((await request.get('/?translation_language=de')).status()).toBe(400);
});

test('drafts, private, trashed, unknown items and bad paths answer 404', async ({ request }) => {
  const draft = await createPublishedEvent(request, {
    title: unique('Draft'),
    start_date: daysFromToday(3),
    end_date: daysFromToday(3, '12:00:00'),
    status: 'draft',
  });
  const privateEvent = await createPublishedEvent(request, {
    title: unique('Private'),
    start_date: daysFromToday(3),
    end_date: daysFromToday(3, '12:00:00'),
    status: 'private',
  });
  const trashed = await createPublishedEvent(request, {
    title: unique('Trashed'),
    start_date: daysFromToday(3),
    end_date: daysFromToday(3, '12:00:00'),
  });
  await request.delete(`${REST}/events/${trashed.id}`, { headers: editor.headers });
  for (const slug of [draft.slug, privateEvent.slug, trashed.slug, unique('nothing')]) {
    const response = await request.get(`/event/${slug}/`);
    expect(response.status(), slug).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect((await request.get(`/event/${slug}/ical/`)).status(), slug).toBe(404);
  }
  const draftVenue = await request.post(`${REST}/venues`, {
    headers: editor.headers,
    data: { venue: unique('Hidden hall'), status: 'draft' },
  });
  const venue = await draftVenue.json();
  expect((await request.get(`/venue/${venue.slug}/`)).status()).toBe(404);
  expect((await request.get(`/organizer/${unique('nobody')}/`)).status()).toBe(404);
  expect((await request.get(`/tag/${unique('nothing')}/`)).status()).toBe(404);
  // A NUL in a path is dropped as on the API (PostgreSQL text cannot hold one), never a 500.
  expect((await request.get(`/event/${unique('a')}%00b/`)).status()).toBe(404);
  expect((await request.get(`/events/category/${unique('no')}/${unique('thing')}/`)).status()).toBe(
    404,
  );
});

test('a password-protected event shows its title and dates, never its description', async ({
  request,
}) => {
  const event = await createEvent({
    title: unique('Secret party'),
    startLocal: daysFromToday(5, '20:00:00'),
    endLocal: daysFromToday(5, '23:00:00'),
    password: 'hunter2',
    description: 'The secret address',
  });
  const response = await request.get(`/event/${event.slug}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(event.title);
  expect(html).not.toContain('The secret address');
  expect(html).toContain('protected by a password');
  expect(jsonLdOf(html)).toEqual([]);
  const ics = await (await request.get(`/event/${event.slug}/ical/`)).text();
  expect(ics).not.toContain('secret address');
});

test('an event and its venue show their image with the alternative text written in the library', async ({
  request,
}) => {
  const upload = await request.post('/api/media', {
    headers: editor.headers,
    multipart: {
      file: {
        name: 'stage.png',
        mimeType: 'image/png',
        buffer: await makeImage(1600, 900, 'image/png'),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const image = await upload.json();
  // Quotes and an ampersand stay text in the attribute.
  const alt = `Tom & Jerry's "${unique('trio')}" on stage`;
  expect(
    (
      await request.patch(`/api/media/${image.id}`, { headers: editor.headers, data: { alt } })
    ).status(),
  ).toBe(200);
  const event = await createPublishedEvent(request, {
    title: unique('Trio night'),
    start_date: daysFromToday(12, '20:00:00'),
    end_date: daysFromToday(12, '22:00:00'),
    image: image.id,
    venue: { venue: unique('Cellar'), image: image.id },
  });
  // The attribute's value as a browser reads it (the page may spell ' as &#39; or &#x27;).
  const altOf = (img: string) =>
    /\balt="([^"]*)"/
      .exec(img)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&#(?:39|x27);/g, "'")
      .replace(/&amp;/g, '&');
  // The text is the media item's, whatever the page's language.
  const eventPath = new URL(event.url).pathname;
  const pages = [
    eventPath,
    `${eventPath}?translation_language=fr`,
    new URL(event.venue.url).pathname,
  ];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const img = html.match(/<img class="lead"[^>]*>/s)?.[0];
    expect(img, path).toBeDefined();
    // Quotes and the ampersand are escaped, never left to end the attribute.
    expect(img).not.toContain(`"${alt.split('"')[1]}"`);
    expect(altOf(img!)).toBe(alt);
    expect(img).toContain(`src="${image.url}"`);
    expect(img).toContain('width="1600" height="900"');
    // The medium and large renditions are offered; the square thumbnail is not.
    expect(img).toContain(`${image.sizes.medium.url} 300w`);
    expect(img).toContain(`${image.sizes.large.url} 1024w`);
    expect(img).not.toContain(image.sizes.thumbnail.url);
  }
  // A changed text is on the page at once: the page is not kept past the write.
  await request.patch(`/api/media/${image.id}`, { headers: editor.headers, data: { alt: '' } });
  const after = await (await request.get(new URL(event.url).pathname)).text();
  expect(after).toMatch(/<img class="lead"[^>]*alt=""/s);
});

test('an event page links its venue on OpenStreetMap, in English and French, unless the editor turned it off', async ({
  request,
}) => {
  const venue = {
    venue: unique('Quay hall'),
    address: '12 rue de la Paix & Fils',
    city: 'Lyon',
    zip: '69001',
    country: 'France',
  };
  const mapped = await createPublishedEvent(request, {
    title: unique('Quay concert'),
    start_date: daysFromToday(15, '20:00:00'),
    end_date: daysFromToday(15, '22:00:00'),
    venue,
    show_map_link: true,
  });
  // The whole address, encoded into the search (the & is part of the street's name).
  const href =
    'https://www.openstreetmap.org/search?query=12+rue+de+la+Paix+%26+Fils%2C+Lyon%2C+69001%2C+France';
  const mapLink = (html: string) => /<a class="map-link"[^>]*>[^<]*<\/a>/.exec(html)?.[0];
  const path = new URL(mapped.url).pathname;
  for (const [query, text] of [
    ['', 'Map (OpenStreetMap)'],
    ['?translation_language=fr', 'Carte (OpenStreetMap)'],
  ] as const) {
    const html = await (await request.get(`${path}${query}`)).text();
    // The address the link searches is the one the page shows.
    expect(html).toContain('12 rue de la Paix &amp; Fils, Lyon, 69001, France');
    const link = mapLink(html);
    expect(link, query).toBeDefined();
    expect(link).toContain(`href="${href}"`);
    expect(link).toContain('rel="noopener"');
    expect(link).toContain(`>${text}</a>`);
  }

  // The same venue under an event whose editor left the link off: no map.
  const unmapped = await createPublishedEvent(request, {
    title: unique('Quay talk'),
    start_date: daysFromToday(16, '20:00:00'),
    end_date: daysFromToday(16, '22:00:00'),
    venue: mapped.venue.id,
    show_map_link: false,
  });
  const html = await (await request.get(new URL(unmapped.url).pathname)).text();
  expect(html).toContain(mapped.venue.venue);
  expect(html).not.toContain('openstreetmap.org');

  // The venue's own page links it too (a venue's show_map_link is on unless turned off).
  const venuePage = await (await request.get(new URL(mapped.venue.url).pathname)).text();
  expect(mapLink(venuePage)).toContain(`href="${href}"`);
});

test('the API reference is an English page that loads Scalar, as installed, from the site', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/api-reference?translation_language=fr');
  const html = await expectDiscovery(response, baseURL!, `${baseURL}${REST}/`);
  // The OpenAPI document is English, so the page is, whatever the language asked.
  expect(response.headers()['content-language']).toBe('en');
  expect(html).toContain('<html lang="en">');
  // The site's name follows it; another test may be renaming the site meanwhile.
  expect(html).toMatch(/<title>API reference · [^<]+<\/title>/);
  // No inline script: the settings are a JSON data block, the renderer a file of this site.
  const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
  expect(scripts.map(([, attributes]) => attributes?.match(/ (type|src)="([^"]*)"/)?.[0])).toEqual([
    ' type="application/json"',
    expect.stringMatching(/^ src="\/api-reference\/scalar\.js\?v=[\w-]+"$/),
  ]);
  expect(scripts.every(([, , body]) => body === '')).toBe(true);
  const settings = JSON.parse(
    html
      .match(/data-configuration="([^"]*)"/)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
  expect(settings).toMatchObject({
    url: `${REST}/doc`,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
  });

  const src = html.match(/src="(\/api-reference\/scalar\.js\?v=[\w-]+)"/)![1]!;
  const script = await request.get(src);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // 4.7 MB of JavaScript travels as about 1.4 MB.
  expect(script.headers()['content-encoding']).toBe('gzip');
  // Byte for byte the standalone bundle of the npm package the lockfile pins.
  const installed = await readFile('node_modules/@scalar/api-reference/dist/browser/standalone.js');
  expect((await script.body()).equals(installed)).toBe(true);
  const stale = await request.get('/api-reference/scalar.js?v=old');
  expect(stale.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const again = await request.get(src, { headers: { 'If-None-Match': script.headers()['etag']! } });
  expect(again.status()).toBe(304);
});

test('the site has an icon, at /favicon.ico and named by the admin pages', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // An ICO file: reserved 0, type 1 (icon), then at least one image.
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  const login = await (await request.get('/en/login')).text();
  expect(login).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"/);
});

test('an occurrence of a series has its own page and JSON-LD, and links the next dates', async ({
  request,
}) => {
  const start = daysFromToday(3, '18:00:00').slice(0, 10);
  const created = await request.post(`${REST}/events`, {
    headers: editor.headers,
    data: {
      title: unique('Weekly choir'),
      status: 'publish',
      start_date: `${start} 18:00:00`,
      end_date: `${start} 19:30:00`,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=8'],
    },
  });
  expect(created.status()).toBe(201);
  const first = (await created.json()) as EventBody & { series_id: number };
  const list = await request.get(
    `${REST}/events?series=${first.series_id}&per_page=10&start_date=${start}`,
  );
  const occurrences = (await list.json()).events as (EventBody & { start_date: string })[];
  expect(occurrences).toHaveLength(8);
  const second = occurrences[1]!;
  const page = await request.get(new URL(second.url).pathname);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const [jsonLd] = jsonLdOf(html);
  expect(jsonLd!.startDate).toContain(second.start_date.slice(0, 10));
  expect(html).toContain('Other dates');
  // The rule in words, as the admin's repeat control says it.
  const weekday = new Date(`${start}T12:00:00Z`).toLocaleDateString('en', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  expect(html).toContain(`Repeats: Every ${weekday}, 8 times`);
  // The next five dates, this one left out, each linking its own page.
  for (const other of [occurrences[0]!, ...occurrences.slice(2, 6)])
    expect(html).toContain(`href="${other.url}"`);
  expect(html).not.toContain(`href="${occurrences[6]!.url}"`);
  const french = await (
    await request.get(`${new URL(second.url).pathname}?translation_language=fr`)
  ).text();
  expect(french).toContain('Autres dates');
  expect(french).toMatch(/Se répète\s?: Tous les \S+, 8 fois/);
});

test('a page names its canonical address and its versions in the three languages', async ({
  request,
  baseURL,
}) => {
  const event = await createPublishedEvent(request, {
    title: unique('Canonical concert'),
    start_date: daysFromToday(6),
    end_date: daysFromToday(6, '12:00:00'),
  });
  const path = new URL(event.url).pathname;
  // Parameters a page does not read (a campaign tag) stay out of its canonical address.
  const html = await (await request.get(`${path}?translation_language=fr&utm_source=mail`)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}?translation_language=fr">`);
  expect(holdsTag(html, `<link rel="alternate" hreflang="en" href="${baseURL}${path}">`)).toBe(
    true,
  );
  expect(
    holdsTag(
      html,
      `<link rel="alternate" hreflang="es" href="${baseURL}${path}?translation_language=es">`,
    ),
  ).toBe(true);
  expect(
    holdsTag(html, `<link rel="alternate" hreflang="x-default" href="${baseURL}${path}">`),
  ).toBe(true);
  // The switch names each language in itself and marks the page's own.
  expect(html).toMatch(
    /<a href="[^"]*\?translation_language=es" hreflang="es" lang="es">Español<\/a>/i,
  );
  expect(html).toMatch(/hreflang="fr" lang="fr" aria-current="page">Français<\/a>/i);

  // The first page of a list is the list itself.
  const first = await (await request.get('/?page=1&utm_source=mail')).text();
  expect(first).toContain(`<link rel="canonical" href="${baseURL}/">`);
});

test('an event page carries the tags of a link preview: title, text, image and card', async ({
  request,
}) => {
  const upload = await request.post('/api/media', {
    headers: editor.headers,
    multipart: {
      file: {
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: await makeImage(1600, 900, 'image/png'),
      },
    },
  });
  const image = await upload.json();
  const title = unique('Preview gala');
  const event = await createPublishedEvent(request, {
    title,
    description: `<p>An <strong>evening</strong> of ${'music '.repeat(60)}</p>`,
    start_date: daysFromToday(8, '20:00:00'),
    end_date: daysFromToday(8, '23:00:00'),
    image: image.id,
  });
  const path = new URL(event.url).pathname;
  const html = await (await request.get(`${path}?translation_language=es`)).text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];
  expect(meta('og:title')).toBe(title);
  expect(meta('og:type')).toBe('website');
  expect(meta('og:locale')).toBe('es_ES');
  expect(meta('og:url')).toBe(`${event.url}?translation_language=es`);
  // The description as text, cut at a word.
  expect(meta('og:description')).toMatch(/^An evening of music music .*music…$/);
  expect(meta('og:description')!.length).toBeLessThanOrEqual(201);
  expect(meta('og:image')).toBe(image.sizes.large.url);
  expect(meta('og:image:width')).toBe('1024');
  expect(meta('twitter:card')).toBe('summary_large_image');

  const plain = await createPublishedEvent(request, {
    title: unique('Plain talk'),
    start_date: daysFromToday(8),
    end_date: daysFromToday(8, '12:00:00'),
  });
  const plainHtml = await (await request.get(new URL(plain.url).pathname)).text();
  expect(plainHtml).toContain('<meta name="twitter:card" content="summary">');
  expect(plainHtml).not.toContain('og:image');
});

test('an event page offers it to Google Calendar and Outlook, and a list offers its feed by subscription', async ({
  request,
  baseURL,
}) => {
  const venue = await request.post(`${REST}/venues`, {
    headers: editor.headers,
    data: { venue: unique('Harbour hall'), city: 'Lyon', country: 'France' },
  });
  const event = await createPublishedEvent(request, {
    title: unique('Harbour concert'),
    description: '<p>Doors at seven.</p>',
    start_date: '2027-03-05 19:30:00',
    end_date: '2027-03-05 22:00:00',
    timezone: 'Europe/Paris',
    venue: (await venue.json()).id,
  });
  const html = await (await request.get(new URL(event.url).pathname)).text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  const google = new URL(hrefs.find((href) => href.startsWith('https://calendar.google.com/'))!);
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('dates')).toBe('20270305T183000Z/20270305T210000Z');
  expect(google.searchParams.get('ctz')).toBe('Europe/Paris');
  expect(google.searchParams.get('details')).toBe(`Doors at seven.\n\n${event.url}`);
  expect(google.searchParams.get('location')).toMatch(/^Harbour hall-.*, Lyon, France$/);
  const outlook = new URL(hrefs.find((href) => href.startsWith('https://outlook.live.com/'))!);
  expect(outlook.searchParams.get('startdt')).toBe('2027-03-05T18:30:00Z');
  expect(outlook.searchParams.get('rru')).toBe('addevent');
  expect(hrefs).toContainEqual(
    expect.stringMatching(/^https:\/\/outlook\.office\.com\/calendar\//),
  );
  expect(hrefs).toContain(`${event.url}ical/`);

  // A locked event lends its title and dates only.
  const locked = await createEvent({
    title: unique('Locked gala'),
    startLocal: daysFromToday(9, '20:00:00'),
    endLocal: daysFromToday(9, '23:00:00'),
    password: 'hunter2',
    description: 'The secret address',
  });
  const lockedHtml = await (await request.get(`/event/${locked.slug}/`)).text();
  expect(lockedHtml).toContain('calendar.google.com');
  expect(lockedHtml).not.toContain('secret');

  // The venue's list: its feed by webcal://, in Google Calendar, and as a file.
  const venueHtml = await (await request.get(new URL(event.venue.url).pathname)).text();
  const feed = `/events/ical/?venue=${event.venue.id}`;
  const webcal = `${baseURL!.replace(/^http:/, 'webcal:')}${feed}`;
  expect(venueHtml).toContain(`href="${webcal}"`);
  expect(venueHtml).toContain(
    `href="https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}"`,
  );
  expect(venueHtml).toContain(`href="${feed}" type="text/calendar"`);
});
