// The import screen (docs/admin.md "Imports"): an editor picks or drops an
// iCalendar export, follows the import to its end and reads its report, in
// English and in French; the recent imports list it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { taggedCalendar } from '../fixtures/calendar-files';
import { unique } from '../fixtures/db';

signInBeforeEach('editor');

const calendarFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/calendar',
  buffer: Buffer.from(text),
});

/** The number a report's term (Created, Refused…) shows. */
const countOf = (report: Locator, term: string) =>
  report.locator('dl').getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The import's id, from the heading of the report being followed. */
async function followedId(page: Page, heading: RegExp): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: heading }).textContent();
  return Number(/(\d+)$/.exec(text ?? '')![1]);
}

test('an editor imports a Google Calendar export and follows it to its counts', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en/admin/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Import' }),
  ).toHaveAttribute('aria-current', 'page');

  await page
    .getByLabel('Choose a file')
    .setInputFiles(
      calendarFile('google.ics', taggedCalendar('google-calendar.ics', unique('screen'))),
    );
  await expect(page.getByText(/^Chosen: google\.ics \(\d+ KiB\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const report = page.getByRole('region', { name: /^Import \d+$/ });
  await expect(report.getByText('Finished: 3 of 3 items read.')).toBeVisible({ timeout: 60_000 });
  await expect(
    report.getByRole('progressbar', { name: 'Progress of the import' }),
  ).toHaveJSProperty('position', 1);
  await expect(countOf(report, 'Created')).toHaveText('3');
  await expect(countOf(report, 'Updated')).toHaveText('0');
  await expect(countOf(report, 'Unchanged')).toHaveText('0');
  await expect(countOf(report, 'Refused')).toHaveText('0');
  await expect(report.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Import finished: 3 created, 0 refused.')).toBeVisible();

  const id = await followedId(page, /^Import \d+$/);
  const recent = page.getByRole('region', { name: 'Recent imports' });
  const row = recent
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show the report of import ${id}` }) });
  await expect(row).toContainText('iCalendar');
  await expect(row).toContainText('Finished');
});

test('in French, a dropped Apple Calendar export lists the event it refused, and why', async ({
  page,
}) => {
  test.slow();
  await page.goto('/fr/admin/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Importer' })).toBeVisible();
  const tag = unique('depot');
  const text = taggedCalendar('apple-calendar.ics', tag);
  // Dropped on the zone, as a file dragged from the desktop.
  const dropped = await page.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], 'apple.ics', { type: 'text/calendar' }));
    return transfer;
  }, text);
  await page.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByText(/^Fichier choisi : apple\.ics/)).toBeVisible();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();

  const report = page.getByRole('region', { name: /^Import n° \d+$/ });
  await expect(report.getByText('Terminé : 3 éléments lus sur 3.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(countOf(report, 'Créés')).toHaveText('2');
  await expect(countOf(report, 'Refusés')).toHaveText('1');
  const refused = report.getByRole('table', { name: 'Éléments refusés' });
  await expect(refused.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '36',
    `A7E2C9D1-4B3F-4E8A-B2C6-7D1F0E9A8B3C-${tag}`,
    'L’événement n’a pas de début (DTSTART).',
  ]);
  await expect(page.getByText('Import terminé : 2 créés, 1 refusé.')).toBeVisible();

  // The report opens again from the recent imports after another file is chosen.
  const id = await followedId(page, /^Import n° \d+$/);
  await page.getByRole('button', { name: 'Importer un autre fichier' }).click();
  await expect(report).toHaveCount(0);
  await page.getByRole('button', { name: `Afficher le rapport de l’import ${id}` }).click();
  await expect(countOf(report, 'Refusés')).toHaveText('1');
});

test('a file that is neither .ics nor .csv is refused before anything is sent', async ({
  page,
}) => {
  await page.goto('/en/admin/imports');
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose an .ics or .csv file.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
});
