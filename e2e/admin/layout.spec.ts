// The admin's layout (docs/admin.md "Layout"): the sidebar marks the current
// section, folds into a menu button at phone width that the keyboard opens
// and closes, the skip link takes focus to the screen, the dark scheme
// follows the system's, and a save is said in a toast.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createVenue, unique } from '../fixtures/db';

signInBeforeEach('editor');

const sections = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Sections' });

test('the sidebar marks the current section and groups the others', async ({ page }) => {
  await page.goto('/en/admin/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  const current = sections(page).getByRole('link', { name: 'Venues' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(sections(page).locator('[aria-current="page"]')).toHaveCount(1);
  // Marked by more than colour: a bolder weight than the other sections.
  const weightOf = (name: string) =>
    sections(page)
      .getByRole('link', { name, exact: true })
      .evaluate((link) => Number(getComputedStyle(link).fontWeight));
  expect(await weightOf('Venues')).toBeGreaterThan(await weightOf('Events'));
  await expect(sections(page).getByRole('list', { name: 'Content' }).getByRole('link')).toHaveText([
    'Events',
    'Venues',
    'Organizers',
    'Categories',
    'Tags',
    'Media',
    'Import',
    'Subscriptions',
  ]);
  // An editor may not manage accounts: no administration group.
  await expect(sections(page).getByRole('list', { name: 'Administration' })).toHaveCount(0);
  await expect(sections(page).getByRole('link', { name: 'My account' })).toBeVisible();

  // An editor's screen marks the section it belongs to.
  const venue = await createVenue(unique('Sidebar hall'));
  await page.goto(`/en/admin/venues/${venue.id}`);
  await expect(current).toHaveAttribute('aria-current', 'page');
});

test('the skip link is the first stop of the keyboard and moves focus to the screen', async ({
  page,
}) => {
  await page.goto('/en/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab starts inside the screen, not in the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('at phone width the sidebar is a menu the keyboard opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/admin/organizers');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizers' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(sections(page)).toBeHidden();

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sections(page)).toBeVisible();
  // Focus goes into the menu, on its first link.
  await expect(page.getByRole('link', { name: 'Events', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Venues', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sections(page)).toBeHidden();
  await expect(menu).toBeFocused();

  // Nothing scrolls sideways, open or closed.
  await page.keyboard.press('Enter');
  await expect(sections(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A section followed from the menu opens with the menu closed.
  await sections(page).getByRole('link', { name: 'Tags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(sections(page)).toBeHidden();

  // Tab past the menu's last item closes it: it never covers what has focus.
  await menu.click();
  await expect(sections(page)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Tab');
  await expect(sections(page)).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the dark scheme follows the system', async ({ page }) => {
  const backgrounds: Record<string, { page: string; sidebar: string; text: string }> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/en/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    backgrounds[colorScheme] = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      sidebar: getComputedStyle(document.querySelector('header')!).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
  }
  expect(backgrounds.light!.page).toBe('rgb(255, 255, 255)');
  expect(backgrounds.dark!.page).not.toBe(backgrounds.light!.page);
  expect(backgrounds.dark!.sidebar).not.toBe(backgrounds.light!.sidebar);
  expect(backgrounds.dark!.text).not.toBe(backgrounds.light!.text);
});

test('a save is said in a toast that can be dismissed', async ({ page }) => {
  const venue = await createVenue(unique('Toast hall'));
  await page.goto(`/en/admin/venues/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'The venue was saved.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('The venue was saved.')).toHaveCount(0);
});

test('every kind of screen meets AA contrast in the dark scheme too', async ({ page }) => {
  test.slow();
  const venue = await createVenue(unique('Dark hall'));
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [path, heading] of [
    ['/en/admin/events', 'Events'],
    ['/en/admin/events/calendar', /\d{4}/],
    ['/en/admin/events/new', 'New event'],
    [`/en/admin/venues/${venue.id}`, venue.name],
    ['/en/admin/account', 'My account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(
      violations.map((violation) => violation.nodes.map((node) => node.target)),
      path,
    ).toEqual([]);
  }
});

test('the sidebar links to the API reference', async ({ page }) => {
  await page.goto('/en/admin/venues');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  // The site's name follows it; another test may be renaming the site meanwhile.
  await expect(page).toHaveTitle(/^API reference · /);
  // Scalar's bundle (4.7 MB) takes a while to start on a busy machine.
  await expect(page.locator('aside').getByText('Events', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});
