// The events calendar's filters (docs/admin.md "Calendar"): the list's filter
// form, kept in the address with the view and day, applied to the grid, kept
// while paging and changing the view, and carried to the list and back.
import { expect as baseExpect, test } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import { signInBeforeEach } from '../fixtures/admin';
import { daysFromToday, unique } from '../fixtures/db';
import { chipsOf, pick } from '../fixtures/pickers';

// The grid is loaded apart from the screen: seconds on a loaded run.
const expect = baseExpect.configure({ timeout: 15_000 });

const editor = signInBeforeEach('editor');

const API = '/calendar/events/v1';
/**
 * Two days ahead: upcoming, so the list shows it, and always within the
 * month grid of today, which the calendar opens on without a date.
 */
const day = daysFromToday(2).slice(0, 10);

for (const [locale, messages] of [
  ['en', en],
  ['fr', fr],
] as const) {
  test(`filters the calendar as the list does, and keeps the filters between them (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const t = messages.AdminEvents;
    const word = unique('Cellist');
    const post = async (path: string, data: object) => {
      const answer = await page.request.post(`${API}/${path}`, { headers: editor.headers, data });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { id: number }).id;
    };
    const categoryName = `${word} chamber`;
    const category = await post('categories', { name: categoryName });
    const at = (hour: number) => ({
      start_date: `${day} ${hour}:00:00`,
      end_date: `${day} ${hour}:30:00`,
    });
    const inCategory = `${word} quartet`;
    const outOfCategory = `${word} recital`;
    const otherWord = unique('Juggler');
    await post('events', { title: inCategory, categories: [category], ...at(10) });
    await post('events', { title: outOfCategory, ...at(13) });
    await post('events', { title: otherWord, ...at(16) });

    const box = (title: string) => page.locator('.calendar-grid .fc-event', { hasText: title });
    const form = page.getByRole('search');
    const apply = () => form.getByRole('button', { name: t.apply }).click();
    const shared = new RegExp(`search=${word}.*categories=${category}`);

    await page.goto(`/${locale}/admin/events/calendar?view=week&date=${day}`);
    for (const title of [inCategory, outOfCategory, otherWord])
      await expect(box(title)).toBeVisible();

    // The list's controls, without its dates.
    await expect(form.getByRole('combobox', { name: t.filter.venue, exact: true })).toBeVisible();
    await expect(form.getByRole('group', { name: t.from, exact: true })).toHaveCount(0);

    await form.getByLabel(messages.AdminCommon.search, { exact: true }).fill(word);
    await apply();
    await expect(page).toHaveURL(new RegExp(`\\?view=week&date=${day}&search=${word}$`));
    await expect(box(otherWord)).toHaveCount(0);
    await expect(box(inCategory)).toBeVisible();
    await expect(box(outOfCategory)).toBeVisible();

    await pick(page, t.filter.categories, categoryName, categoryName);
    await apply();
    await expect(page).toHaveURL(new RegExp(`view=week&date=${day}&search=${word}`));
    await expect(page).toHaveURL(shared);
    await expect(box(outOfCategory)).toHaveCount(0);
    await expect(box(inCategory)).toBeVisible();

    // Paging and another view keep the filters.
    await page.locator('button[data-shortcut="next"]').click();
    await expect(page).not.toHaveURL(new RegExp(`date=${day}`));
    await expect(page).toHaveURL(shared);
    await page.locator('button[data-shortcut="previous"]').click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await page
      .getByRole('group', { name: t.calendar.views })
      .getByRole('button', { name: t.calendar.month })
      .click();
    await expect(page).toHaveURL(new RegExp(`view=month&date=${day}`));
    await expect(page).toHaveURL(shared);
    await expect(box(inCategory)).toBeVisible();
    await expect(box(outOfCategory)).toHaveCount(0);

    // The list gets the filters, not the calendar's view and day.
    const views = page.getByRole('navigation', { name: t.views, exact: true });
    await views.getByRole('link', { name: t.listView }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/admin/events\\?search=${word}&categories=${category}$`),
    );
    const titles = page.locator('tbody tr').getByRole('rowheader');
    await expect(titles).toHaveText([inCategory]);
    await expect(form.getByLabel(messages.AdminCommon.search, { exact: true })).toHaveValue(word);
    const chosen = messages.AdminPicker.chosen.replace('{label}', t.filter.categories);
    await expect(chipsOf(form, chosen)).toHaveText([categoryName]);

    // The calendar gets the filters back, not the list's sort.
    await page.getByRole('columnheader', { name: t.column.when }).getByRole('button').click();
    await expect(page).toHaveURL(/orderby=start_date/);
    await views.getByRole('link', { name: t.calendarView }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/admin/events/calendar\\?search=${word}&categories=${category}$`),
    );
    await expect(box(inCategory)).toBeVisible();
    await expect(box(outOfCategory)).toHaveCount(0);

    await page.reload();
    await expect(box(inCategory)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]:has(.calendar-grid)')).toHaveCount(0);
    await expect(box(outOfCategory)).toHaveCount(0);
    await expect(box(otherWord)).toHaveCount(0);
    await expect(form.getByLabel(messages.AdminCommon.search, { exact: true })).toHaveValue(word);
    await expect(chipsOf(form, chosen)).toHaveText([categoryName]);
  });
}
