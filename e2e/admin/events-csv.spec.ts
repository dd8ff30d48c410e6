// The events list's "Export CSV" (docs/csv-export.md): the file holds the
// list as filtered, with what the signed-in editor may read.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signInBeforeEach } from '../fixtures/admin';
import { createEvent, daysFromToday, unique } from '../fixtures/db';

signInBeforeEach('editor');

async function exportedNames(page: Page, linkName: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('events.csv');
  const rows = parse(await readFile((await download.path())!, 'utf8'), {
    columns: true,
  }) as Record<string, string>[];
  return rows.map((row) => row['Event Name']!).sort();
}

test.describe('exporting the events list as CSV', () => {
  test('the file keeps the filters and shows drafts to an editor, in English and French', async ({
    page,
  }) => {
    test.slow();
    const label = unique('Export');
    const when = { startLocal: daysFromToday(6), endLocal: daysFromToday(6, '11:00:00') };
    await createEvent({ ...when, title: `${label} draft`, status: 'draft' });
    await createEvent({ ...when, title: `${label} published` });

    await page.goto(`/en/admin/events?search=${label}&status=draft`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    expect(await exportedNames(page, 'Export CSV')).toEqual([`${label} draft`]);

    await page.goto(`/fr/admin/events?search=${label}`);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    expect(await exportedNames(page, 'Exporter en CSV')).toEqual([
      `${label} draft`,
      `${label} published`,
    ]);
  });
});
