// The public site's name, logo and accent colour (docs/public-pages.md
// "Site"), set in the admin's Settings and shown on every public page. The
// settings are the whole site's: these tests run one after the other and put
// the defaults back, and no other test writes them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { screenshot, signInBeforeEach } from '../fixtures/admin';
import { unique } from '../fixtures/db';
import { makeImage } from '../fixtures/media';

test.describe.configure({ mode: 'serial' });
const admin = signInBeforeEach('administrator');

test.afterAll(async ({ request }) => {
  const reset = await request.patch('/api/settings', {
    headers: admin.headers,
    data: { site_name: '', site_logo: null, accent_color: '#1d4ed8' },
  });
  expect(reset.status()).toBe(200);
});

test('an administrator names the site, gives it a logo and a colour, and every public page shows them', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const name = unique('Lyon Jazz');
  await page.goto('/en/admin/settings');
  const site = page.getByRole('group', { name: 'Public site' });

  await test.step('a colour too pale to read on white is refused on its field', async () => {
    await site.getByLabel('Accent colour').fill('#ffd700');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      site.getByText('This colour is too light to read on white: choose a darker one.'),
    ).toBeVisible();
  });

  await test.step('name, logo and a dark green are saved', async () => {
    await site.getByLabel('Site name').fill(`  ${name}  `);
    await site.getByLabel('Accent colour').fill('#0b5d1e');
    await site.getByLabel('Upload an image…').setInputFiles({
      name: 'Logo.png',
      mimeType: 'image/png',
      buffer: await makeImage(400, 200, 'image/png'),
    });
    await expect(site.getByRole('img', { name: 'The current image, logo.png' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('form').analyze();
    expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual(
      [],
    );
    await screenshot(page, testInfo, 'site-settings-en');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    const stored = await (await request.get('/api/settings', { headers: admin.headers })).json();
    expect(stored).toMatchObject({ site_name: name, accent_color: '#0b5d1e' });
    expect(stored.site_logo).toEqual(expect.any(Number));
    // The logo's image stays in the library while it is the logo.
    const deletion = await request.delete(`/api/media/${stored.site_logo}`, {
      headers: admin.headers,
    });
    expect(deletion.status()).toBe(409);
    expect((await deletion.json()).code).toBe('media-is-site-logo');
    // Opened again, the form shows the stored logo.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Public site' }).getByRole('img', {
        name: 'The current image, logo.png',
      }),
    ).toBeVisible();
  });

  await test.step('the public pages carry them, in every language', async () => {
    for (const path of ['/', '/?translation_language=fr']) {
      await page.goto(path);
      const home = page.getByRole('banner').getByRole('link', { name });
      await expect(home).toBeVisible();
      await expect(home.locator('img.logo')).toHaveAttribute('alt', '');
      await expect(page).toHaveTitle(new RegExp(` · ${name}$`));
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
      );
      expect(accent).toBe('#0b5d1e');
    }
    await screenshot(page, testInfo, 'site-public-fr');
  });
});

test('in French, the name is cleared and the logo removed: pages name the site in their language', async ({
  page,
}) => {
  await page.goto('/fr/admin/settings');
  const site = page.getByRole('group', { name: 'Site public' });
  await site.getByLabel('Nom du site').fill('');
  await site.getByRole('button', { name: 'Retirer l’image' }).click();
  await expect(site.getByText('Aucune image.')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(page.getByText('Réglages enregistrés.')).toBeVisible();

  await page.goto('/?translation_language=fr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Calendrier des événements' }),
  ).toBeVisible();
  await expect(page.locator('header img.logo')).toHaveCount(0);
  await page.goto('/?translation_language=es');
  await expect(page).toHaveTitle(/ · Calendario de eventos$/);
});
