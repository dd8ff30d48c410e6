// Deleting from the trash for good in the admin (docs/admin.md "Trash"): one
// trashed venue from its row, and a whole trash, each asked first and read
// back from the database. The user is an author, who may delete only their
// own items: emptying a trash never reaches what other tests left there.
import { expect, test, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { daysFromToday, db, unique } from '../fixtures/db';

const author = signInBeforeEach('author');

test.afterAll(async () => {
  await db.$disconnect();
});

/** An item of the author's, made and trashed through the REST API; its id. */
async function trashed(page: Page, collection: string, data: object): Promise<number> {
  const base = '/calendar/events/v1';
  const made = await page.request.post(`${base}/${collection}`, {
    headers: author.headers,
    data,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const gone = await page.request.delete(`${base}/${collection}/${id}`, {
    headers: author.headers,
  });
  expect(gone.status()).toBe(200);
  return id;
}

test('deletes a trashed venue for good from its row, then empties the trash, in French', async ({
  page,
}) => {
  const word = unique('Hangar');
  const first = await trashed(page, 'venues', { venue: `${word} un` });
  const second = await trashed(page, 'venues', { venue: `${word} deux` });
  await page.goto(`/fr/admin/venues?status=trash&search=${word}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: `Supprimer définitivement : ${word} un` }).click();
  const question = page.getByRole('dialog', { name: `Supprimer « ${word} un » définitivement ?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(rows).toHaveCount(1);
  expect(await db.venue.findUnique({ where: { id: first } })).toBeNull();
  await expect(
    page.getByRole('status').filter({ hasText: `« ${word} un » a été supprimé définitivement.` }),
  ).toBeVisible();
  // The row and its button are gone: focus waits in the main content, not on nothing.
  await expect(page.locator('#main')).toBeFocused();

  await page.getByRole('button', { name: 'Vider la corbeille' }).click();
  const empty = page.getByRole('dialog', { name: 'Vider la corbeille ?' });
  // The safe choice first: Cancel keeps everything.
  await expect(empty.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await empty.getByRole('button', { name: 'Vider la corbeille' }).click();
  await expect(page.getByText('1 élément supprimé définitivement.')).toBeVisible();
  expect(await db.venue.findUnique({ where: { id: second } })).toBeNull();
});

test('empties the events’ trash, in English', async ({ page }) => {
  const word = unique('Old show');
  const day = daysFromToday(15, '20:00:00');
  const id = await trashed(page, 'events', {
    title: word,
    start_date: day,
    end_date: day.replace('20:00:00', '22:00:00'),
  });
  await page.goto(`/en/admin/events?status=trash&search=${word}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Empty the trash' }).click();
  await page
    .getByRole('dialog', { name: 'Empty the trash?' })
    .getByRole('button', { name: 'Empty the trash' })
    .click();
  await expect(page.getByText('1 item deleted for good.')).toBeVisible();
  expect(await db.event.findUnique({ where: { id } })).toBeNull();
});
