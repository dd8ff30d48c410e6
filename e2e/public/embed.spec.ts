// The embeddable calendar (docs/public-pages.md "Embedding"): /embed/ views
// that the sites `embed_origins` names may show in an <iframe>, while every
// other page still refuses any frame, and the admin's setting and snippet.
// The setting is the whole site's: every test that writes it is in this file,
// run one after the other, and it is put back to empty (no site) at the end.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectApiError, SETTINGS } from '../fixtures/accounts';
import { screenshot, signInBeforeEach } from '../fixtures/admin';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { createEvent, db, unique } from '../fixtures/db';
import { createUser, type TestUser } from '../fixtures/users';

test.describe.configure({ mode: 'serial' });

const MONTH = '/embed/events/month/2062-05/';
let admin: TestUser;
let concert: string;
let otherSite: FeedServer;

test.beforeAll(async () => {
  admin = await createUser('administrator');
  otherSite = await startFeedServer();
  // A far month no other test writes in.
  concert = unique('Harbour concert');
  await createEvent({
    title: concert,
    startLocal: '2062-05-14 20:00:00',
    endLocal: '2062-05-14 22:00:00',
  });
});

test.afterAll(async ({ request }) => {
  otherSite.close();
  await allowOrigins(request, '');
  await db.$disconnect();
});

async function allowOrigins(request: APIRequestContext, origins: string) {
  const response = await request.patch(SETTINGS, {
    headers: admin.headers,
    data: { embed_origins: origins },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { embed_origins: string };
}

const framingOf = (headers: Record<string, string>) =>
  /frame-ancestors ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];

/**
 * Another site: a page on a server of its own, on another port of 127.0.0.1
 * (Chromium refuses a page it did not fetch from a local address a frame on
 * one, before any header is read), framing `path` of this site.
 */
async function openFramingSite(page: Page, baseURL: string, path: string) {
  const html = `<!doctype html><html lang="en"><title>News</title><h1>Local news</h1>
    <iframe src="${baseURL}${path}" title="Calendar" width="1100" height="900"></iframe></html>`;
  await page.goto(otherSite.serve(`/news/${unique('page')}`, html, 200, 'text/html'));
}

const embedFrame = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame());

test('the origins setting is checked and kept in its canonical spelling', async ({ request }) => {
  expect(
    (
      await allowOrigins(
        request,
        'https://News.Example.org/\nhttp://allowed.test, https://news.example.org',
      )
    ).embed_origins,
  ).toBe('https://news.example.org http://allowed.test');
  for (const bad of [
    'https://news.example.org/calendar',
    'news.example.org',
    'ftp://a.test',
    '* https://a.test',
  ]) {
    const body = await expectApiError(
      await request.patch(SETTINGS, { headers: admin.headers, data: { embed_origins: bad } }),
      400,
      'rest_invalid_param',
    );
    expect(body.data.details.embed_origins.code, bad).toBe('invalid_origin');
  }
  const stored = await request.get(SETTINGS, { headers: admin.headers });
  expect((await stored.json()).embed_origins).toBe('https://news.example.org http://allowed.test');
});

test('embeds answer the frame-ancestors the setting names, every other page none', async ({
  request,
}) => {
  await allowOrigins(request, '');
  let embed = await request.get(MONTH);
  expect(embed.status()).toBe(200);
  expect(framingOf(embed.headers())).toBe("'none'");
  expect(embed.headers()['x-frame-options']).toBe('DENY');

  await allowOrigins(request, 'http://allowed.test https://news.example.org');
  for (const path of [MONTH, '/embed/', '/embed/events/month/', '/embed/events/nowhere/']) {
    embed = await request.get(path);
    expect(framingOf(embed.headers()), path).toBe('http://allowed.test https://news.example.org');
    expect(embed.headers()['x-frame-options'], path).toBeUndefined();
    // The rest of the site's policy holds in a frame too.
    expect(embed.headers()['content-security-policy'], path).toContain("script-src 'self'");
    expect(embed.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  expect((await request.get('/embed/events/nowhere/')).status()).toBe(404);
  for (const path of ['/', '/events/month/2062-05/', '/embedding', '/en/login', '/api-reference']) {
    const page = await request.get(path);
    expect(framingOf(page.headers()), path).toBe("'none'");
    expect(page.headers()['x-frame-options'], path).toBe('DENY');
  }

  await allowOrigins(request, '*');
  expect(framingOf((await request.get(MONTH)).headers())).toBe('*');
});

test('a page kept in the answer cache is framed by the setting of the moment', async ({
  request,
}) => {
  await allowOrigins(request, 'https://news.example.org');
  await request.get(MONTH);
  const kept = await request.get(MONTH);
  expect(kept.headers()['x-calendar-cache']).toBe('hit');
  expect(framingOf(kept.headers())).toBe('https://news.example.org');
  const etag = kept.headers()['etag']!;

  await allowOrigins(request, '');
  for (const answer of [
    await request.get(MONTH),
    await request.get(MONTH),
    await request.get(MONTH, { headers: { 'If-None-Match': etag } }),
  ]) {
    expect(framingOf(answer.headers())).toBe("'none'");
    expect(answer.headers()['x-frame-options']).toBe('DENY');
  }
});

test('another site shows the month when its origin is allowed; links leave the frame, months stay in it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await allowOrigins(request, otherSite.base);
  await openFramingSite(page, baseURL!, MONTH);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: 'May 2062' })).toBeVisible();
  await screenshot(page, testInfo, 'embed-month-framed');
  // No site header nor language switch in a frame; the site's name leads to its own page.
  await expect(frame.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  await expect(frame.getByRole('contentinfo').getByRole('link')).toHaveAttribute(
    'href',
    `${baseURL}/events/month/2062-05/`,
  );

  await frame.getByRole('link', { name: 'Next month' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'June 2062' })).toBeVisible();
  expect(embedFrame(page)?.url()).toBe(`${baseURL}/embed/events/month/2062-06/`);
  expect(page.url()).toContain(`${otherSite.base}/news/`);

  await frame.getByRole('link', { name: 'Previous month' }).click();
  await frame.getByRole('link', { name: new RegExp(concert) }).click();
  // The event opens in the visitor's window, on the site itself.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/event/`));
  await expect(page.getByRole('heading', { level: 1, name: concert })).toBeVisible();
});

test('another site is refused the frame when its origin is not allowed', async ({
  page,
  request,
  baseURL,
}) => {
  for (const origins of ['', 'https://news.example.org']) {
    await allowOrigins(request, origins);
    const answered = page.waitForResponse((response) => response.url().includes(MONTH));
    await openFramingSite(page, baseURL!, MONTH);
    expect((await answered).status()).toBe(200);
    // Chromium replaces a refused frame's document with its own error page.
    await expect.poll(() => embedFrame(page)?.url(), { message: origins }).not.toContain(MONTH);
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'May 2062' }),
    ).toHaveCount(0);
  }
});

test('an embed in French keeps its language in the frame, and the upcoming list embeds too', async ({
  page,
  request,
}) => {
  await allowOrigins(request, '*');
  await page.goto(`${MONTH}?translation_language=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'mai 2062' })).toBeVisible();
  await expect(page.locator('base')).toHaveAttribute('target', '_top');
  const next = page.getByRole('link', { name: 'Mois suivant' });
  await expect(next).toHaveAttribute(
    'href',
    '/embed/events/month/2062-06/?translation_language=fr',
  );
  await expect(next).toHaveAttribute('target', '_self');
  const event = page.getByRole('link', { name: new RegExp(concert) });
  await expect(event).toHaveAttribute('href', /\/event\/.*\?translation_language=fr$/);
  await expect(event).not.toHaveAttribute('target', /./);
  await next.click();
  await expect(page).toHaveURL(/\/embed\/events\/month\/2062-06\/\?translation_language=fr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'juin 2062' })).toBeVisible();

  await page.goto('/embed/');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test.describe('the admin settings screen', () => {
  const editor = signInBeforeEach('administrator');

  test('an administrator allows a site and copies the snippet, in English', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await allowOrigins(request, '');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/admin/settings');
    const embedding = page.getByRole('group', { name: 'Embedding' });
    await expect(embedding.getByText(/No site is allowed yet/)).toBeVisible();
    const snippet = embedding.getByLabel('Code to paste into a page of an allowed site');
    await expect(snippet).toHaveValue(
      new RegExp(`^<iframe src="${baseURL}/embed/events/month/" title="[^"]+" `),
    );
    await expect(snippet).toHaveAttribute('readonly', '');

    // The field refuses a path, on itself.
    const origins = embedding.getByLabel('Sites allowed to embed the calendar');
    await origins.fill('https://news.example.org/calendar');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(embedding.getByText(/Enter whole addresses such as/)).toBeVisible();
    await origins.fill('https://news.example.org  http://allowed.test');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(origins).toHaveValue('https://news.example.org http://allowed.test');
    await expect(embedding.getByText(/No site is allowed yet/)).toHaveCount(0);
    const stored = await (await request.get(SETTINGS, { headers: editor.headers })).json();
    expect(stored.embed_origins).toBe('https://news.example.org http://allowed.test');

    // Reached by keyboard from the snippet, the button copies it.
    await snippet.focus();
    await page.keyboard.press('Tab');
    await expect(embedding.getByRole('button', { name: 'Copy the code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Code copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await snippet.inputValue(),
    );
    const axe = await new AxeBuilder({ page }).include('form').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('the snippet and its button speak French', async ({ page, context, request }) => {
    await allowOrigins(request, '');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/fr/admin/settings');
    const embedding = page.getByRole('group', { name: 'Intégration' });
    await expect(embedding.getByText(/Aucun site n’est encore autorisé/)).toBeVisible();
    await expect(
      embedding.getByLabel('Code à coller dans une page d’un site autorisé'),
    ).toHaveValue(/\/embed\/events\/month\//);
    await embedding.getByRole('button', { name: 'Copier le code' }).click();
    await expect(page.getByText('Code copié.')).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('form').analyze();
    expect(axe.violations).toEqual([]);
  });
});
