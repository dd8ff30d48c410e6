import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { daysFromToday, db, unique } from '../fixtures/db';
import { fillDate, shownIn } from '../fixtures/date-fields';
import { chipsOf, pick } from '../fixtures/pickers';
import { signInPage, uniqueAddress } from '../fixtures/sessions';
import { createUser } from '../fixtures/users';

const editor = signInBeforeEach('editor');

/** The line saying how many events the list holds (the bulk bar has a status of its own). */
const listStatus = (page: Page) => page.getByRole('status').first();

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

test.describe('admin events list: search, filters and pages', () => {
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
    await expect(listStatus(page)).toHaveText('22 events');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByRole('rowheader')).toContainText(`${word} concert 1`);
    await expect(rows.first().getByRole('rowheader')).toContainText('Featured');
    // Wall times in the event's zone, with its abbreviation (America/New_York).
    await expect(rows.first().locator('td').nth(1)).toHaveText(/7:30\s*–\s*9:00\s*PM E[SD]T$/);
    await expect(rows.first().locator('td').nth(-2)).toHaveText('Published');

    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.getByLabel('Featured only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(listStatus(page)).toHaveText('1 event');
    await expect(page).not.toHaveURL(/page=2/);
    await page.screenshot({ path: testInfo.outputPath('events-en.png'), fullPage: true });
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto(`/en/admin/events?search=${unique('nothing')}`);
    await expect(listStatus(page)).toHaveText('No events');
    await expect(page.getByText('No event matches these filters.')).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  });

  test('filters by dates typed day first in French, kept in the address', async ({
    page,
    request,
  }) => {
    const word = unique('Dates');
    // Concerts 1, 2 and 3, ten, eleven and twelve days from today.
    await createEvents(request, word, 3);
    const second = daysFromToday(11).slice(0, 10);
    await page.goto(`/fr/admin/events?search=${word}`);
    const titles = page.locator('tbody tr').getByRole('rowheader');
    await expect(titles).toHaveCount(3);
    await fillDate(page, 'Du', second, 'fr');
    await fillDate(page, 'Au', second, 'fr');
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(new RegExp(`start_date=${second}.*end_date=${second}`));
    await expect(titles).toHaveText([`${word} concert 2`]);
    await page.reload();
    await expect(titles).toHaveText([`${word} concert 2`]);
    const [year, month, day] = second.split('-');
    await expect(page.getByRole('group', { name: 'Du', exact: true })).toContainText(day!);
    expect(await shownIn(page, 'Du')).toBe(`${day}/${month}/${year}`);
  });

  test('filters by venue, organizer, category and tag, kept in the address', async ({
    page,
    request,
  }) => {
    // Four filters, each applied, reloaded and cleared: nine page loads.
    test.slow();
    const word = unique('Linked');
    const post = async (path: string, data: object) => {
      const response = await request.post(`/calendar/events/v1/${path}`, {
        headers: editor.headers,
        data,
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as { id: number };
    };
    const venue = await post('venues', { venue: `${word} hall` });
    const organizer = await post('organizers', { organizer: `${word} society` });
    const category = await post('categories', { name: `${word} jazz` });
    const tag = await post('tags', { name: `${word} outdoor` });
    const day = daysFromToday(12, '19:00:00');
    const dates = { start_date: day, end_date: day.replace('19:00:00', '21:00:00') };
    await post('events', {
      title: `${word} linked`,
      ...dates,
      venue: venue.id,
      organizer: [organizer.id],
      categories: [category.id],
      tags: [tag.id],
    });
    await post('events', { title: `${word} plain`, ...dates });

    await page.goto(`/en/admin/events?search=${word}`);
    const titles = page.locator('tbody tr').getByRole('rowheader');
    await expect(titles).toHaveCount(2);
    for (const [label, name, param, id] of [
      ['Venue', `${word} hall`, 'venue', venue.id],
      ['Organizer', `${word} society`, 'organizer', organizer.id],
      ['Category', `${word} jazz`, 'categories', category.id],
      ['Tag', `${word} outdoor`, 'tags', tag.id],
    ] as const) {
      await pick(page, label, name, name);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`${param}=${id}`));
      await expect(titles).toHaveCount(1);
      await expect(titles.first()).toContainText(`${word} linked`);
      // After a reload the list and the picker still show the filter, read by
      // its id from the address, and removing it shows both again.
      await page.reload();
      await expect(titles).toHaveCount(1);
      const chips = chipsOf(page.getByRole('search'), `Chosen: ${label}`);
      await expect(chips).toHaveText([name]);
      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await expect(chips).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: label })).toBeFocused();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).not.toHaveURL(new RegExp(`${param}=`));
      await expect(titles).toHaveCount(2);
    }
  });
});

test.describe('admin events list: sort order', () => {
  test('sorts by a column header, both ways, and keeps the sort in the address', async ({
    page,
    request,
  }) => {
    const word = unique('Sorted');
    await createEvents(request, word, 3);
    await page.goto(`/en/admin/events?search=${word}`);
    const titles = page.locator('tbody tr').getByRole('rowheader');
    await expect(titles).toHaveCount(3);
    const when = page.getByRole('columnheader', { name: 'When' });
    await expect(when).toHaveAttribute('aria-sort', 'ascending');
    await expect(titles.first()).toContainText(`${word} concert 1`);

    await when.getByRole('button').click();
    await expect(page).toHaveURL(/orderby=start_date&order=desc/);
    await expect(when).toHaveAttribute('aria-sort', 'descending');
    await expect(titles.first()).toContainText(`${word} concert 3`);
    await expect(titles.last()).toContainText(`${word} concert 1`);

    // The most recent change first: edit the first-made event (a second later,
    // as changes are kept to the second), then sort by last change.
    await page.waitForTimeout(1_100);
    const [first] = (await (await request.get(`/calendar/events/v1/events?search=${word}`)).json())
      .events;
    const edited = await request.post(`/calendar/events/v1/events/${first.id}`, {
      headers: editor.headers,
      data: { title: `${word} concert 1 (moved)` },
    });
    expect(edited.status()).toBe(200);
    await page.getByRole('columnheader', { name: 'Last change' }).getByRole('button').click();
    await expect(page).toHaveURL(/orderby=modified&order=desc/);
    await expect(page.getByRole('columnheader', { name: 'Last change' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(when).toHaveAttribute('aria-sort', 'none');
    await expect(titles.first()).toContainText(`${word} concert 1 (moved)`);

    await page.reload();
    await expect(titles.first()).toContainText(`${word} concert 1 (moved)`);
  });
});

test.describe('admin events list: bulk actions', () => {
  test('trashes and restores the selected events, showing progress', async ({ page, request }) => {
    const word = unique('Bulk');
    await createEvents(request, word, 3);
    await page.goto(`/en/admin/events?search=${word}`);
    await expect(page.locator('tbody tr')).toHaveCount(3);
    await page.getByLabel('Select all events shown').check();
    await page.getByLabel('With the selected events').selectOption({ label: 'Move to trash' });
    await page.getByRole('button', { name: 'Apply to 3 events' }).click();
    await expect(page.getByText('3 events updated.')).toBeVisible();
    await expect(page.getByText('No event matches these filters.')).toBeVisible();
    const stored = () =>
      db.event.findMany({ where: { title: { startsWith: word } }, select: { status: true } });
    expect((await stored()).map((event) => event.status)).toEqual(['trash', 'trash', 'trash']);

    await page.getByLabel('Status').selectOption({ label: 'Trash' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(3);
    await page.getByLabel(`Select ${word} concert 2`).check();
    await expect(page.getByLabel('With the selected events')).toHaveValue('restore');
    await page.getByRole('button', { name: 'Apply to 1 event' }).click();
    await expect(page.getByText('1 event updated.')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    expect((await stored()).map((event) => event.status).sort()).toEqual([
      'draft',
      'trash',
      'trash',
    ]);
    // The two left in the trash are deleted for good, after a confirmation.
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByLabel('Select all events shown').check();
    await page.getByLabel('With the selected events').selectOption({ label: 'Delete permanently' });
    await page.getByRole('button', { name: 'Apply to 2 events' }).click();
    await expect(page.getByText('2 events updated.')).toBeVisible();
    expect((await stored()).map((event) => event.status)).toEqual(['draft']);
  });
});

test.describe('admin events list: language and sign-in', () => {
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
    await expect(listStatus(page)).toHaveText('1 événement');
    await expect(page.locator('tbody tr').first().locator('td').nth(-2)).toHaveText('Publié');
    await expect(page.getByLabel('Rechercher')).toHaveValue(word);
    await page.screenshot({ path: testInfo.outputPath('events-fr.png'), fullPage: true });

    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Eventos' })).toBeVisible();
    await expect(page.locator('tbody tr').first().locator('td').nth(-2)).toHaveText('Publicado');
    await page.screenshot({ path: testInfo.outputPath('events-es.png'), fullPage: true });
  });

  test('sends a signed-out visitor to the sign-in page', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/fr/admin/events');
    await expect(page).toHaveURL(/\/fr\/login$/);
    await page.close();
  });
});

test.describe('admin month calendar', () => {
  test('shows each event on its day, drafts included, and moves between months', async ({
    page,
    request,
  }, testInfo) => {
    const day = daysFromToday(45, '18:15:00');
    const title = unique('Gala');
    const response = await request.post('/calendar/events/v1/events', {
      headers: editor.headers,
      data: { title, start_date: day, end_date: day.replace('18:15', '20:00'), status: 'draft' },
    });
    expect(response.status()).toBe(201);
    const month = day.slice(0, 7);
    await page.goto(`/en/admin/events/calendar?month=${month}&search=${encodeURIComponent(title)}`);
    const cell = page.locator('td.fc-daygrid-day', {
      has: page.getByRole('link', { name: title }),
    });
    await expect(cell).toHaveCount(1);
    await expect(cell).toHaveAttribute('data-date', day.slice(0, 10));
    await expect(cell.locator('.fc-daygrid-day-number')).toHaveText(
      String(Number(day.slice(8, 10))),
    );
    await expect(cell.getByRole('link', { name: title })).toContainText('6:15');
    await expect(cell.getByRole('link', { name: title })).toContainText('(Draft)');
    await page.screenshot({ path: testInfo.outputPath('calendar-en.png'), fullPage: true });

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page.locator('.fc-col-header-cell').first()).toHaveText('lun.');
    await page.getByRole('link', { name: title }).click();
    // The editor shows once hydrated: seconds on a loaded run.
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  });

  test('keeps a busy day to four events and lists the rest behind "+N more", in French', async ({
    page,
    request,
  }) => {
    // A day of its own, years ahead, so that only these six share it.
    const day = '2034-05-17';
    const word = unique('Marathon');
    for (let hour = 8; hour < 14; hour += 1) {
      const start = `${day} ${String(hour).padStart(2, '0')}:00:00`;
      const response = await request.post('/calendar/events/v1/events', {
        headers: editor.headers,
        data: {
          title: `${word} ${hour}h`,
          start_date: start,
          end_date: start.replace(':00:00', ':45:00'),
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto(`/fr/admin/events/calendar?view=month&date=${day}`);
    const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
    await expect(cell.getByRole('link', { name: new RegExp(word) })).toHaveCount(4, {
      timeout: 20_000,
    });
    // A button to assistive technology, as it opens a popover (axe refuses aria-expanded on a bare <a>).
    const more = cell.getByRole('button', { name: '+2 en plus' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const cellAxe = await new AxeBuilder({ page })
      .include(`td.fc-daygrid-day[data-date="${day}"]`)
      .analyze();
    expect(cellAxe.violations).toEqual([]);
    await more.click();
    const popover = page.locator('.fc-popover');
    await expect(popover.getByRole('link', { name: new RegExp(word) })).toHaveCount(6);
    await expect(popover.getByRole('link', { name: new RegExp(word) }).last()).toContainText(
      '13:00',
    );
    await expect(popover.locator('.fc-popover-close')).toHaveAttribute('title', 'Fermer');
    const axe = await new AxeBuilder({ page }).include('.fc-popover').analyze();
    expect(axe.violations).toEqual([]);
  });
});

test.describe('a contributor in the admin', () => {
  test('may not publish: no publish action, only draft and pending, and saves a draft', async ({
    browser,
  }) => {
    // A sign-in, the list, then the editor: past 30 s on a loaded two-core run.
    test.slow();
    const contributor = await createUser('contributor');
    const context = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
    });
    const page = await context.newPage();
    await signInPage(page, contributor.email);
    await page.goto('/en/admin/events/new');
    await expect(page.getByLabel('Status').locator('option')).toHaveText([
      'Draft',
      'Pending review',
    ]);
    const title = unique('Contributed');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The event was saved.')).toBeVisible();
    expect((await db.event.findFirstOrThrow({ where: { title } })).status).toBe('draft');

    await page.goto(`/en/admin/events?status=draft&search=${title}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByLabel('With the selected events').locator('option')).toHaveText([
      'Unpublish (draft)',
      'Move to trash',
    ]);
    await context.close();
  });
});

test.describe('admin events list: events hidden from listings', () => {
  test('lists a hidden event, marked, which the public list leaves out (fr)', async ({
    page,
    request,
  }) => {
    const title = unique('Répétition privée');
    const day = daysFromToday(12, '18:00:00');
    const created = await request.post('/calendar/events/v1/events', {
      headers: editor.headers,
      data: {
        title,
        start_date: day,
        end_date: day.replace('18:00:00', '20:00:00'),
        hide_from_listings: true,
      },
    });
    expect(created.status()).toBe(201);
    const publicList = await request.get(
      `/calendar/events/v1/events?search=${encodeURIComponent(title)}`,
    );
    expect((await publicList.json()).events).toEqual([]);

    await page.goto(`/fr/admin/events?search=${encodeURIComponent(title)}`);
    const row = page.locator('tbody tr').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText('Masqué des listes');
  });
});
