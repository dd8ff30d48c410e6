import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { screenshot } from '../fixtures/admin';
import { createEvent, unique } from '../fixtures/db';

// The month view (docs/public-pages.md "Views"): a grid of whole weeks in the
// language's week, each event on the days it covers, navigation by month.
test('a month shows its events on their days, in English and French, and moves month by month', async ({
  page,
}, testInfo) => {
  // A far month no other test writes in.
  const title = unique('Harvest fair');
  await createEvent({
    title,
    startLocal: '2061-03-30 10:00:00',
    endLocal: '2061-04-02 18:00:00',
  });
  const concert = unique('Spring concert');
  await createEvent({
    title: concert,
    startLocal: '2061-03-10 20:00:00',
    endLocal: '2061-03-10 22:00:00',
  });

  await page.goto('/events/month/2061-03/');
  await expect(page.getByRole('heading', { level: 1, name: 'March 2061' })).toBeVisible();
  // English weeks start on Sunday.
  await expect(page.getByRole('columnheader').first()).toHaveText('Sun');
  const cell = (label: string) =>
    page.getByRole('cell').filter({ has: page.getByRole('link', { name: label, exact: true }) });
  await expect(
    cell('Thursday, March 10, 2061').getByRole('link', { name: new RegExp(concert) }),
  ).toBeVisible();
  // The fair covers the last two days of March and the first of April in the grid.
  await expect(
    cell('Wednesday, March 30, 2061').getByRole('link', { name: new RegExp(title) }),
  ).toBeVisible();
  await expect(
    cell('Thursday, March 31, 2061').getByRole('link', { name: new RegExp(title) }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'month-en');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual(
    [],
  );

  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'April 2061' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();

  await page.goto('/events/month/2061-03/?translation_language=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'mars 2061' })).toBeVisible();
  // French weeks start on Monday.
  await expect(page.getByRole('columnheader').first()).toHaveText('lun.');
  await expect(page.getByRole('link', { name: 'Mois suivant' })).toHaveAttribute(
    'href',
    '/events/month/2061-04/?translation_language=fr',
  );
});

test('a month that does not exist is not found', async ({ request }) => {
  expect((await request.get('/events/month/2061-13/')).status()).toBe(404);
});
