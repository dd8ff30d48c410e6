import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';

// Every admin screen has a tab title of its own, in the interface language,
// so that tabs and history can be told apart.
signInBeforeEach('administrator');

const screens = [
  '/admin',
  '/admin/events',
  '/admin/events/calendar',
  '/admin/events/new',
  '/admin/venues',
  '/admin/venues/new',
  '/admin/organizers',
  '/admin/categories',
  '/admin/tags/new',
  '/admin/users',
  '/admin/tokens',
  '/admin/webhooks',
  '/admin/imports',
  '/admin/subscriptions',
  '/admin/settings',
  '/admin/account',
];

for (const [locale, site, sample] of [
  ['en', 'Events Calendar', ['/admin/venues/new', 'New venue']],
  ['fr', 'Calendrier des événements', ['/admin/venues/new', 'Nouveau lieu']],
] as const) {
  test(`names each screen in its tab title, in ${locale}`, async ({ page }) => {
    // Sixteen page loads: over the default timeout on a loaded machine (CI saw 35 s).
    test.slow();
    const titles: string[] = [];
    for (const screen of screens) {
      await page.goto(`/${locale}${screen}`);
      await expect(page).toHaveTitle(new RegExp(` · ${site}$`));
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(screens.length);
    await page.goto(`/${locale}${sample[0]}`);
    await expect(page).toHaveTitle(`${sample[1]} · ${site}`);
  });
}
