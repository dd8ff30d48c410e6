// The import screen (docs/admin.md "Imports"): an editor picks or drops an
// iCalendar export, or maps a CSV file's columns, follows the import to its
// end and reads its report, in English and in French; the recent imports
// list it, and what was imported is read back through the REST API.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { taggedCalendar } from '../fixtures/calendar-files';
import { unique } from '../fixtures/db';

const editor = signInBeforeEach('editor');
const REST = '/calendar/events/v1';

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

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

/** Three events under headings of the file's own; the second has no date, so it is refused. */
const eventsCsv = (tag: string) =>
  csvFile('events.csv', [
    'Title,Date,Start,Place,Notes',
    `Concert ${tag},2027-05-12,19:30,Hall ${tag},bring earplugs`,
    `Talk ${tag},,18:00,Hall ${tag},no date yet`,
    `Market ${tag},2027-05-14,,Square ${tag},`,
  ]);

interface Labels {
  path: string;
  mappingTitle: string;
  targetOf: (heading: string) => string;
  missing: string;
  import: string;
  finished: string;
  created: string;
  refused: string;
  refusedTitle: string;
  missingDate: string;
}

const LABELS: Record<'en' | 'fr', Labels> = {
  en: {
    path: '/en/admin/imports',
    mappingTitle: 'Columns of events.csv',
    targetOf: (heading) => `Column “${heading}” imports as`,
    missing:
      'To import, choose a column of the file for these columns: Event Name, Event Start Date.',
    import: 'Import',
    finished: 'Finished: 3 of 3 items read.',
    created: 'Created',
    refused: 'Refused',
    refusedTitle: 'Refused items',
    missingDate: 'The row has no start date.',
  },
  fr: {
    path: '/fr/admin/imports',
    mappingTitle: 'Colonnes de events.csv',
    targetOf: (heading) => `La colonne « ${heading} » s’importe comme`,
    missing:
      'Pour importer, choisissez une colonne du fichier pour ces colonnes : Event Name, Event Start Date.',
    import: 'Importer',
    finished: 'Terminé : 3 éléments lus sur 3.',
    created: 'Créés',
    refused: 'Refusés',
    refusedTitle: 'Éléments refusés',
    missingDate: 'La ligne n’a pas de date de début.',
  },
};

async function eventsTagged(request: APIRequestContext, tag: string) {
  const query = `search=${tag}&start_date=2020-01-01&end_date=2035-12-31&per_page=50`;
  const response = await request.get(`${REST}/events?${query}`, { headers: editor.headers });
  expect(response.status(), await response.text()).toBe(200);
  const { events } = (await response.json()) as {
    events: { title: string; start_date: string; venue: { venue: string } | [] }[];
  };
  return events.sort((a, b) => a.title.localeCompare(b.title));
}

for (const [locale, l] of Object.entries(LABELS)) {
  test(`${locale}: a CSV of events under other headings is mapped, imported and read back`, async ({
    page,
    request,
  }) => {
    test.slow();
    const tag = unique(`csv-${locale}`);
    await page.goto(l.path);
    await page
      .getByLabel(locale === 'en' ? 'Choose a file' : 'Choisir un fichier')
      .setInputFiles(eventsCsv(tag));
    await page.getByRole('button', { name: locale === 'en' ? 'Preview' : 'Aperçu' }).click();

    const form = page.getByRole('form', { name: l.mappingTitle });
    const table = form.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Title',
      'Date',
      'Start',
      'Place',
      'Notes',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.locator('tbody tr').first().getByRole('cell')).toHaveText([
      `Concert ${tag}`,
      '2027-05-12',
      '19:30',
      `Hall ${tag}`,
      'bring earplugs',
    ]);

    // No heading is TEC's: nothing is suggested, and Import waits for the needed columns.
    const importButton = form.getByRole('button', { name: l.import, exact: true });
    await expect(importButton).toBeDisabled();
    await expect(form.getByRole('alert').filter({ hasText: l.missing })).toBeVisible();
    await expect(importButton).toHaveAccessibleDescription(l.missing);

    await form.getByLabel(l.targetOf('Title')).selectOption('Event Name');
    await form.getByLabel(l.targetOf('Date')).selectOption('Event Start Date');
    await form.getByLabel(l.targetOf('Start')).selectOption('Event Start Time');
    await form.getByLabel(l.targetOf('Place')).selectOption('Event Venue Name');
    await expect(form.getByLabel(l.targetOf('Notes'))).toHaveValue('');
    await expect(form.getByRole('alert')).toHaveCount(0);

    if (locale === 'en') {
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }

    await importButton.click();
    const report = page.getByRole('region', { name: /^Import (n° )?\d+$/ });
    await expect(report.getByText(l.finished)).toBeVisible({ timeout: 60_000 });
    await expect(countOf(report, l.created)).toHaveText('2');
    await expect(countOf(report, l.refused)).toHaveText('1');
    const refused = report.getByRole('table', { name: l.refusedTitle });
    await expect(refused.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      '—',
      l.missingDate,
    ]);

    const events = await eventsTagged(request, tag);
    expect(events.map((event) => event.title)).toEqual([`Concert ${tag}`, `Market ${tag}`]);
    expect(events[0]).toMatchObject({
      start_date: '2027-05-12 19:30:00',
      venue: { venue: `Hall ${tag}` },
    });
    expect(events[1]!.venue).toMatchObject({ venue: `Square ${tag}` });
  });
}

test('a CSV of venues: the type asks the server for the venue columns, then imports them', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = unique('csv-venues');
  await page.goto('/en/admin/imports');
  await page
    .getByLabel('Choose a file')
    .setInputFiles(
      csvFile('venues.csv', [
        'Name,Town,venue phone',
        `Hall ${tag},Lyon,0102030405`,
        `Cellar ${tag},Nantes,`,
      ]),
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  const form = page.getByRole('form', { name: 'Columns of venues.csv' });
  const name = form.getByLabel('Column “Name” imports as');
  await expect(name.getByRole('option', { name: 'Event Name' })).toHaveCount(1);

  await form.getByLabel('The file holds').selectOption('venues');
  await expect(name.getByRole('option', { name: 'Venue Name' })).toHaveCount(1);
  await expect(name.getByRole('option', { name: 'Event Name' })).toHaveCount(0);
  // The server's suggestion for the venue type fills the heading it knows.
  await expect(form.getByLabel('Column “venue phone” imports as')).toHaveValue('Venue Phone');
  await expect(
    form.getByRole('alert').filter({ hasText: 'this column: Venue Name.' }),
  ).toBeVisible();
  await name.selectOption('Venue Name');
  await form.getByLabel('Column “Town” imports as').selectOption('Venue City');
  await form.getByRole('button', { name: 'Import', exact: true }).click();

  const report = page.getByRole('region', { name: /^Import \d+$/ });
  await expect(report.getByText('Finished: 2 of 2 items read.')).toBeVisible({ timeout: 60_000 });
  await expect(countOf(report, 'Created')).toHaveText('2');
  await expect(countOf(report, 'Refused')).toHaveText('0');

  const response = await request.get(`${REST}/venues?search=${tag}&per_page=50`, {
    headers: editor.headers,
  });
  expect(response.status()).toBe(200);
  const { venues } = (await response.json()) as {
    venues: { venue: string; city: string; phone: string }[];
  };
  expect(venues.sort((a, b) => a.venue.localeCompare(b.venue))).toMatchObject([
    { venue: `Cellar ${tag}`, city: 'Nantes' },
    { venue: `Hall ${tag}`, city: 'Lyon', phone: '0102030405' },
  ]);
});

test('a file the server cannot read as CSV is said in the interface language', async ({ page }) => {
  await page.goto('/fr/admin/imports');
  await page.getByLabel('Choisir un fichier').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]),
  });
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /^Ce fichier n’est pas un fichier CSV/ }),
  ).toBeVisible();
});

test('two columns under one heading are shown by their number and mapped apart', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = unique('csv-twice');
  await page.goto('/en/admin/imports');
  await page
    .getByLabel('Choose a file')
    .setInputFiles(
      csvFile('twice.csv', ['Name,Date,Name', `Concert ${tag},2027-06-01,Bring earplugs`]),
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  const form = page.getByRole('form', { name: 'Columns of twice.csv' });
  await expect(form.getByRole('table').getByRole('columnheader')).toHaveText([
    'Name (column 1)',
    'Date',
    'Name (column 3)',
  ]);
  await form.getByLabel('Column “Name (column 1)” imports as').selectOption('Event Name');
  await form.getByLabel('Column “Date” imports as').selectOption('Event Start Date');
  await form.getByLabel('Column “Name (column 3)” imports as').selectOption('Event Description');
  await form.getByRole('button', { name: 'Import', exact: true }).click();

  const report = page.getByRole('region', { name: /^Import \d+$/ });
  await expect(report.getByText('Finished: 1 of 1 items read.')).toBeVisible({ timeout: 60_000 });
  await expect(countOf(report, 'Created')).toHaveText('1');
  const response = await request.get(
    `${REST}/events?search=${tag}&start_date=2020-01-01&end_date=2035-12-31`,
    { headers: editor.headers },
  );
  const { events } = (await response.json()) as {
    events: { title: string; description: string }[];
  };
  expect(events).toMatchObject([
    { title: `Concert ${tag}`, description: expect.stringContaining('Bring earplugs') },
  ]);
});

test('a late preview of a file the editor has moved on from does not replace the screen', async ({
  page,
}) => {
  // The first file's preview is held until the second's is shown, then let through.
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let firstAnswered!: () => void;
  const firstDone = new Promise<void>((resolve) => (firstAnswered = resolve));
  let previews = 0;
  await page.route('**/api/imports/preview', async (route) => {
    previews += 1;
    if (previews > 1) return route.continue();
    const response = await route.fetch();
    await firstHeld;
    await route.fulfill({ response });
    firstAnswered();
  });

  await page.goto('/en/admin/imports');
  const picker = page.getByLabel('Choose a file');
  await picker.setInputFiles(csvFile('first.csv', ['First,Day', 'A,2027-01-01']));
  await page.getByRole('button', { name: 'Preview' }).click();
  await picker.setInputFiles(csvFile('second.csv', ['Second,Day', 'B,2027-01-02']));
  await expect(page.getByText(/^Chosen: second\.csv/)).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const second = page.getByRole('form', { name: 'Columns of second.csv' });
  await expect(second.getByRole('columnheader')).toHaveText(['Second', 'Day']);

  releaseFirst();
  await firstDone;
  // Give the late answer time to be handled: the second file's mapping stays.
  await page.waitForTimeout(500);
  await expect(second).toBeVisible();
  await expect(page.getByRole('form', { name: 'Columns of first.csv' })).toHaveCount(0);
});

test('a late upload: no other file can be chosen until the import is queued, then its report shows', async ({
  page,
}) => {
  // The calendar's upload is held while the editor tries to move on, then let through.
  let releaseUpload!: () => void;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/imports', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    await uploadHeld;
    await route.fulfill({ response });
  });

  await page.goto('/en/admin/imports');
  const picker = page.getByLabel('Choose a file');
  await picker.setInputFiles(
    calendarFile('google.ics', taggedCalendar('google-calendar.ics', unique('late'))),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // The server queues the import whatever the screen does: it cannot be overtaken.
  await expect(
    page.getByText('Sending google.ics: another file can be chosen once it is queued.'),
  ).toBeVisible();
  await expect(picker).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  releaseUpload();
  const report = page.getByRole('region', { name: /^Import \d+$/ });
  await expect(report).toBeVisible();
  const id = await followedId(page, /^Import \d+$/);
  await expect(page.getByRole('button', { name: `Show the report of import ${id}` })).toBeVisible();
  // Once it is queued, another file can be imported.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await expect(page.getByLabel('Choose a file')).toBeEnabled();
});
