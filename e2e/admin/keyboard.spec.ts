// The admin's keyboard layer (docs/admin.md "Keyboard"): the `?` overlay, the
// Ctrl+K palette over screens and items, and the shortcuts of lists and
// editors, in real Chromium, as an editor uses them.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { idInAddress, paletteHighlight, signInBeforeEach } from '../fixtures/admin';
import { createEvent, createVenue, createVenues, daysFromToday, unique } from '../fixtures/db';

// A first load of an admin screen takes seconds on a loaded two-core run.
const expect = baseExpect.configure({ timeout: 20_000 });

const editor = signInBeforeEach('editor');

/**
 * Presses `key` until what it does shows: the page's key handler starts
 * once React runs it, a moment after the screen is visible.
 */
async function pressUntil(page: Page, key: string, shown: () => Promise<void>) {
  await expect(async () => {
    await page.keyboard.press(key);
    await shown();
  }).toPass({ intervals: [250, 500, 1000] });
}

const openPalette = async (page: Page, name: string) => {
  const palette = page.getByRole('dialog', { name });
  await pressUntil(page, 'ControlOrMeta+k', () => expect(palette).toBeVisible({ timeout: 1000 }));
  return palette;
};

test.describe('admin keyboard', () => {
  test('? lists every shortcut in French, and Escape gives focus back', async ({ page }) => {
    await page.goto('/fr/admin/venues');
    const search = page.getByLabel('Rechercher', { exact: true });
    await expect(search).toBeVisible();
    const overlay = page.getByRole('dialog', { name: 'Raccourcis clavier' });
    await pressUntil(page, '?', () => expect(overlay).toBeVisible({ timeout: 1000 }));
    for (const text of [
      'Nouvel événement',
      'Rechercher dans la liste',
      'Ligne suivante',
      'Page ou mois suivant',
      'Enregistrer',
      'Calendrier des événements',
    ])
      await expect(overlay.getByText(text, { exact: true })).toBeVisible();
    // Key names in French: Ctrl + S, and "g puis v".
    await expect(overlay.getByRole('definition').filter({ hasText: 'Enregistrer' })).toHaveCount(1);
    await expect(overlay.locator('dt', { hasText: 'puis' })).toHaveCount(5);
    await expect(overlay.locator('dt', { hasText: 'Ctrl' })).toHaveCount(2);

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    // The sidebar's button opens it too, and closing gives focus back to the button.
    const button = page.getByRole('button', { name: 'Raccourcis clavier' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Fermer' }).press('Enter');
    await expect(overlay).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Ctrl+K finds a venue by part of its name and Enter opens its editor', async ({ page }) => {
    const venue = await createVenue(unique('Keyboard hall'));
    const part = venue.name.slice(-8);
    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const palette = await openPalette(page, 'Search and go to');
    await expect(palette.getByRole('searchbox', { name: /Screen, event/ })).toBeFocused();
    await page.keyboard.type(part);
    const item = palette.getByRole('menuitem', { name: venue.name });
    await expect(item).toBeVisible();
    await expect(palette.getByRole('menuitem')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/admin/venues/${venue.id}$`));
    await expect(page.getByLabel('Name')).toHaveValue(venue.name);
  });

  test('Ctrl+K: after a pause, typing on to a name the first results did not start with still lets Enter open it', async ({
    page,
  }) => {
    // The first results, for the shared part, list an event and the Auditorium
    // first; typing on leaves only the Bastille, which arrives after the last key
    // (the event is gone as soon as the new search starts, the venues later).
    const shared = unique('Pause');
    const [bastille] = await createVenues([`${shared} Bastille`, `${shared} Auditorium`]);
    await createEvent({
      title: `${shared} Concert`,
      startLocal: daysFromToday(3, '20:00:00'),
      endLocal: daysFromToday(3, '22:00:00'),
    });
    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const palette = await openPalette(page, 'Search and go to');
    await page.keyboard.type(shared);
    await expect(
      palette.getByRole('menuitem', { name: /Concert|Auditorium|Bastille/ }),
    ).toHaveCount(3);
    await expect(palette.getByRole('status')).toBeEmpty();
    // One change, as a paste or a fast typist makes: no search in between.
    await page.keyboard.insertText(' Bastille');
    await expect(
      palette.getByRole('menuitem', { name: /Concert|Auditorium|Bastille/ }),
    ).toHaveCount(1);
    await expect(palette.getByRole('status')).toBeEmpty();
    // The one result is highlighted, for a screen reader as for Enter.
    await expect.poll(() => paletteHighlight(page)).toContain(bastille!.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/admin/venues/${bastille!.id}$`));
  });

  test('Ctrl+K: a result chosen with Down stays highlighted while the same search is fetched again', async ({
    page,
  }) => {
    const shared = unique('Refetch');
    await createVenues([`${shared} Alpha`, `${shared} Beta`, `${shared} Gamma`]);
    // The page's clock, so that the results can grow stale (30 s) without waiting.
    await page.clock.install();
    await page.goto('/fr/admin');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    const palette = await openPalette(page, 'Rechercher et aller à');
    await page.keyboard.type(shared);
    const results = palette.getByRole('menuitem', { name: new RegExp(shared) });
    await expect(results).toHaveCount(3);
    await expect(palette.getByRole('status')).toBeEmpty();
    const [first, second] = await results.allTextContents();
    await expect.poll(() => paletteHighlight(page)).toBe(first);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => paletteHighlight(page)).toBe(second);

    // Back to the tab after a while: React Query fetches the stale search again.
    await page.clock.fastForward(31_000);
    const refetched = page.waitForResponse(
      (response) =>
        response.url().includes('/calendar/events/v1/venues?') &&
        new URL(response.url()).searchParams.get('search') === shared,
    );
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await refetched;
    await expect(palette.getByRole('status')).toBeEmpty();
    expect(await paletteHighlight(page)).toBe(second);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/admin\/venues\/\d+$/);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(second!);
  });

  test('Ctrl+K opens a screen named in French, and Escape gives focus back', async ({ page }) => {
    // Two screens and the palette twice: past 30 s on a loaded two-core run.
    test.slow();
    await page.goto('/fr/admin/events');
    const search = page.getByLabel('Rechercher', { exact: true });
    await expect(search).toBeVisible();
    await search.focus();
    // In a field too: Ctrl+K is no text.
    const palette = await openPalette(page, 'Rechercher et aller à');
    await page.keyboard.type('organis');
    await expect(palette.getByRole('menuitem', { name: 'Organisateurs' })).toBeVisible();
    // Escape empties the field, then closes, and focus is back in the list's search.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(search).toBeFocused();

    await openPalette(page, 'Rechercher et aller à');
    await page.keyboard.type('lieux');
    await expect(page.getByRole('menuitem', { name: 'Lieux', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/admin\/venues$/);
    await expect(page.getByRole('heading', { name: 'Lieux', level: 1 })).toBeVisible();
  });

  test('n opens a new event and g then v the venues; / focuses the list search', async ({
    page,
  }) => {
    // Three screens: past 30 s on a loaded two-core run.
    test.slow();
    await page.goto('/en/admin/venues');
    await expect(page.getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
    await pressUntil(page, '/', () =>
      expect(page.getByLabel('Search')).toBeFocused({ timeout: 1000 }),
    );
    // Typed in the search, letters are text.
    await page.keyboard.type('ngv');
    await expect(page.getByLabel('Search')).toHaveValue('ngv');
    await expect(page).toHaveURL(/\/en\/admin\/venues$/);

    await page.getByLabel('Search').blur();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/en\/admin\/events\/new$/);
    await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
    // In the editor's title field, n, g and v are the title's letters.
    const title = page.getByLabel('Title');
    await title.pressSequentially('gvn');
    await expect(title).toHaveValue('gvn');
    await expect(page).toHaveURL(/\/en\/admin\/events\/new$/);
    await title.fill('');
    await title.blur();
    await page.keyboard.press('g');
    await page.keyboard.press('v');
    await expect(page).toHaveURL(/\/en\/admin\/venues$/);
  });

  test('Ctrl+S in the venue editor saves it', async ({ page, request }) => {
    const venue = await createVenue(unique('Saved hall'));
    await page.goto(`/en/admin/venues/${venue.id}`);
    const city = page.getByLabel('City');
    await expect(page.getByLabel('Name')).toHaveValue(venue.name);
    const newCity = unique('Lyon');
    await city.fill(newCity);
    // Focus stays in the field: Ctrl+S works while typing.
    await page.keyboard.press('ControlOrMeta+s');
    await expect
      .poll(async () => {
        const response = await request.get(`/calendar/events/v1/venues/${venue.id}`, {
          headers: editor.headers,
        });
        return ((await response.json()) as { city?: string }).city;
      })
      .toBe(newCity);
    expect(idInAddress(page, 'venues')).toBe(venue.id);
  });

  test('j and k move between rows, ] and [ between pages', async ({ page }) => {
    test.slow();
    const prefix = unique('Row');
    // One more than a page (20).
    await createVenues(Array.from({ length: 21 }, (_, index) => `${prefix} ${index}`));
    await page.goto(`/en/admin/venues?search=${encodeURIComponent(prefix)}`);
    const status = page.getByRole('status').filter({ hasText: /venues?$/ });
    await expect(status).toHaveText('21 venues');
    // Each row's first link: the venue's name.
    const row = (index: number) =>
      page.locator('main tbody tr').nth(index).getByRole('link').first();
    await expect(row(0)).toBeVisible();

    await pressUntil(page, 'j', () => expect(row(0)).toBeFocused({ timeout: 1000 }));
    await page.keyboard.press('j');
    await expect(row(1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(row(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(row(1)).toBeFocused();

    await page.keyboard.press(']');
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await page.keyboard.press('[');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
  });
});
