import { expect, test, type APIRequestContext } from '@playwright/test';
import { daysFromToday, unique } from '../fixtures/db';
import { signInBeforeEach } from '../fixtures/admin';

const editor = signInBeforeEach('editor');

/** Events made through the API, so that every derived field is as in production. */
async function createEvents(request: APIRequestContext, word: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const day = daysFromToday(10 + index, '19:30:00');
    const response = await request.post('/calendar/events/v1/events', {
      headers: editor.headers,
      data: {
        title: `${word} concert ${index + 1}`,
        start_date: day,
        end_date: day.replace('19:30:00', '21:00:00'),
        featured: index === 0,
      },
    });
    expect(response.status()).toBe(201);
  }
}

test.describe('admin events list', () => {
  test('searches, filters and pages through events, with times in the event zone', async ({
    page,
    request,
  }, testInfo) => {
    const word = unique('Brass');
    await createEvents(request, word, 22);
    await page.goto('/en/admin/events');
    await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();

    await page.getByLabel('Search').fill(word);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByRole('status')).toHaveText('22 events');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByRole('rowheader')).toContainText(`${word} concert 1`);
    await expect(rows.first().getByRole('rowheader')).toContainText('Featured');
    // Wall times in the event's zone, with its abbreviation (America/New_York).
    await expect(rows.first().locator('td').first()).toHaveText(/7:30\s*–\s*9:00\s*PM E[SD]T$/);
    await expect(rows.first().locator('td').last()).toHaveText('Published');

    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.getByLabel('Featured only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('status')).toHaveText('1 event');
    await expect(page).not.toHaveURL(/page=2/);
    await page.screenshot({ path: testInfo.outputPath('events-en.png'), fullPage: true });
  });

  test('keeps the page and its filters when the language changes', async ({
    page,
    request,
  }, testInfo) => {
    const word = unique('Choir');
    await createEvents(request, word, 1);
    await page.goto(`/en/admin/events?search=${word}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);

    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/admin/events\\?search=${word}$`));
    await expect(page.getByRole('heading', { name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('1 événement');
    await expect(page.locator('tbody td').last()).toHaveText('Publié');
    await expect(page.getByLabel('Rechercher')).toHaveValue(word);
    await page.screenshot({ path: testInfo.outputPath('events-fr.png'), fullPage: true });

    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Eventos' })).toBeVisible();
    await expect(page.locator('tbody td').last()).toHaveText('Publicado');
    await page.screenshot({ path: testInfo.outputPath('events-es.png'), fullPage: true });
  });

  test('sends a signed-out visitor to the sign-in page', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/fr/admin/events');
    await expect(page).toHaveURL(/\/fr\/login$/);
    await page.close();
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto(`/en/admin/events?search=${unique('nothing')}`);
    await expect(page.getByRole('status')).toHaveText('No events');
    await expect(page.getByText('No event matches these filters.')).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  });
});
