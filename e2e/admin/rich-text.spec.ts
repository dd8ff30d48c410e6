// Descriptions are edited as formatted text (issue 6): the toolbar's marks
// reach the API as HTML, read back into the editor, and each language's
// description loads and saves on its own. Loading a description is not an
// edit; typing one is, and leaving then asks first.
import { expect, test, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createVenue, unique } from '../fixtures/db';

const editor = signInBeforeEach('editor');

const API = '/calendar/events/v1';

/** Every dialog the page opens from now on, answered "stay". */
function dialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

test('writes an event description with a bold word and a list, and reads it back', async ({
  page,
  request,
}) => {
  // Typing, formatting and a save through the whole event editor, which on a
  // loaded two-core run outgrows 30 s (docs/performance.md "Admin first load").
  test.slow();
  // The editor must work within the site's Content-Security-Policy as it is.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const title = unique('Beach cleanup');
  const description = page.getByRole('textbox', { name: 'Description' });
  const bold = page.getByRole('button', { name: 'Bold' });

  await test.step('type with the toolbar', async () => {
    await page.goto('/en/admin/events/new');
    await page.getByLabel('Title').fill(title);
    // The toolbar is there before the text is first touched.
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await description.click();
    await page.keyboard.type('Bring ');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // A click on a format leaves the focus, and the next keys, in the text:
    // the button refuses the focus a mouse press would give it.
    await expect(description).toBeFocused();
    const refusesFocus = await bold.evaluate(
      (button) =>
        !button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })),
    );
    expect(refusesFocus).toBe(true);
    await page.keyboard.type('gloves');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' and:');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('a hat');
    await page.keyboard.press('Enter');
    await page.keyboard.type('water');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The event was saved.')).toBeVisible();
  });

  const id = Number(/\/admin\/events\/(\d+)/.exec(page.url())![1]);
  await test.step('the API stores the formatting as HTML', async () => {
    const response = await request.get(`${API}/events/${id}`, { headers: editor.headers });
    expect(response.status()).toBe(200);
    const stored: string = (await response.json()).description;
    expect(stored).toContain('<strong>gloves</strong>');
    expect(stored).toMatch(/<ul><li>(<p>)?a hat(<\/p>)?<\/li><li>(<p>)?water(<\/p>)?<\/li><\/ul>/);
  });

  await test.step('the editor shows it again, and loading it is no edit', async () => {
    const dialogs = dialogsOf(page);
    await page.goto(`/en/admin/events/${id}`);
    await expect(description.locator('strong')).toHaveText('gloves');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(description.locator('ul > li')).toHaveText(['a hat', 'water']);
    await description.locator('strong').click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The toolbar is one tab stop; the arrows move along it, Tab goes on to the text.
    await bold.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(description).toBeFocused();
    await page.getByRole('link', { name: '← All events' }).click();
    await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(refused).toEqual([]);
  });
});

test("edits a venue's description per language, and typing in it counts as a change", async ({
  page,
  request,
}) => {
  const venue = await createVenue(unique('Dune Hall'));
  const path = `${API}/venues/${venue.id}`;
  const patched = await request.patch(path, {
    headers: editor.headers,
    data: { description: '<p>By the <em>dunes</em>.</p>' },
  });
  expect(patched.status()).toBe(200);
  const description = page.getByRole('textbox', { name: 'Description' });
  const language = page.getByLabel('Content language');

  await test.step('English loads as stored; an edit asks before leaving', async () => {
    const dialogs = dialogsOf(page);
    await page.goto(`/en/admin/venues/${venue.id}`);
    // The editor renders once hydrated, its rich text field after it: seconds on a loaded run.
    await expect(description.locator('em')).toHaveText('dunes', { timeout: 20_000 });
    await description.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Free parking.');
    await page.getByRole('link', { name: '← All venues' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/admin/venues/${venue.id}$`));
  });

  await test.step('French starts empty, the English as placeholder, and saves on its own', async () => {
    // The English edit is left unsaved: the French form has its own values.
    await language.selectOption('fr');
    await expect(description).toHaveText('');
    await expect(description.locator('p')).toHaveAttribute('data-placeholder', 'By the dunes.');
    await expect(page.getByRole('button', { name: 'Italic' })).toBeVisible();
    await description.click();
    await page.keyboard.type('Près des ');
    await page.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.type('dunes');
    await page.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Translation saved.' })).toBeVisible();
    await expect(description.locator('em')).toHaveText('dunes');

    const french = (await (await request.get(`/fr${path}`)).json()).description;
    expect(french).toContain('Près des <em>dunes</em>');
    expect((await (await request.get(path)).json()).description).toBe(
      '<p>By the <em>dunes</em>.</p>',
    );
  });

  await test.step('Spanish still has none; French loads again', async () => {
    await language.selectOption('es');
    await expect(description).toHaveText('');
    await language.selectOption('fr');
    await expect(description.locator('em')).toHaveText('dunes');
    await expect(description).toHaveText('Près des dunes');
  });
});
