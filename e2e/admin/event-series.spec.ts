// A weekly series made, seen, edited and trashed through the admin, in two
// interface languages (docs/admin.md "Repeating events"), checked through the
// REST API (docs/recurrence.md).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseZone, fillDate, fillTime } from '../fixtures/date-fields';
import en from '../../messages/en.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import { daysFromToday, unique } from '../fixtures/db';
import { idInAddress, screenshot, signInBeforeEach } from '../fixtures/admin';

const editor = signInBeforeEach('editor');

/** A Tuesday four to five weeks ahead: the series' first date. */
function nextTuesday(): string {
  const day = new Date(`${daysFromToday(28).slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

interface Occurrence {
  id: number;
  title: string;
  status: string;
  series_id: number | null;
  start_date: string;
  recurrence: string[];
}

const languages = [
  {
    locale: 'en',
    messages: en,
    thursday: 'Thursday',
    summary: 'Every Tuesday and Thursday, 4 times',
  },
  { locale: 'fr', messages: fr, thursday: 'jeudi', summary: 'Tous les mardis et jeudis, 4 fois' },
] as const;

for (const { locale, messages, thursday, summary } of languages) {
  const form = messages.AdminEventForm;
  const repeat = messages.AdminRepeat;

  async function createSeries(page: Page, title: string, start: string) {
    await page.goto(`/${locale}/admin/events/new`);
    await page.getByLabel(form.title, { exact: true }).fill(title);
    await fillDate(page, form.startDate, start, locale);
    await fillTime(page, form.startTime, '19:00', locale);
    await fillDate(page, form.endDate, start, locale);
    await fillTime(page, form.endTime, '21:00', locale);
    await chooseZone(page, form.timezone, 'Europe/Paris');
    await page.getByLabel(repeat.frequency, { exact: true }).selectOption('weekly');
    // The start date's weekday is chosen already.
    const days = page.getByRole('group', { name: repeat.weekdays });
    await expect(days.getByRole('button', { pressed: true })).toHaveCount(1);
    await days.getByRole('button', { name: thursday }).click();
    await expect(days.getByRole('button', { name: thursday })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel(repeat.endsName.count).check();
    await page.getByLabel(repeat.count, { exact: true }).fill('4');
    await expect(page.locator('.repeat-summary')).toHaveText(summary);
  }

  test.describe(`event series (${locale})`, () => {
    test('ends on a date and skips one, both typed in the interface language’s order', async ({
      page,
      request,
    }) => {
      test.slow();
      const title = unique(locale === 'en' ? 'Chess club' : 'Club d’échecs');
      const start = nextTuesday();
      const week = (weeks: number) => {
        const day = new Date(`${start}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + 7 * weeks);
        return day.toISOString().slice(0, 10);
      };
      await page.goto(`/${locale}/admin/events/new`);
      await page.getByLabel(form.title, { exact: true }).fill(title);
      await fillDate(page, form.startDate, start, locale);
      await fillTime(page, form.startTime, '18:00', locale);
      await fillDate(page, form.endDate, start, locale);
      await fillTime(page, form.endTime, '20:00', locale);
      await page.getByLabel(repeat.frequency, { exact: true }).selectOption('weekly');
      await page.getByLabel(repeat.endsName.until).check();
      await fillDate(page, repeat.until, week(3), locale);
      await fillDate(page, repeat.exceptionDate, week(1), locale);
      await page.getByRole('button', { name: repeat.addException }).click();
      await page.getByRole('button', { name: form.save, exact: true }).click();
      // The saved event's editor opens before it says so: seconds on a loaded run.
      await expect(page.getByText(form.saved)).toBeVisible({ timeout: 15_000 });
      const id = idInAddress(page, 'events');
      const answer = await request.get('/calendar/events/v1/events', {
        headers: editor.headers,
        params: { series: id, start_date: start, end_date: week(8) },
      });
      const { events } = (await answer.json()) as { events: Occurrence[] };
      // Four Tuesdays to the last date, one of them skipped.
      expect(events.map((event) => event.start_date.slice(0, 10))).toEqual([
        start,
        week(2),
        week(3),
      ]);
    });

    test('makes a weekly series, edits one date alone, trashes the following ones', async ({
      page,
      request,
    }, testInfo) => {
      // Some twenty page loads and writes: longer than one editor test on a busy two-core machine.
      test.setTimeout(120_000);
      const title = unique(locale === 'en' ? 'Evening Yoga' : 'Yoga du soir');
      const start = nextTuesday();
      await createSeries(page, title, start);
      await screenshot(page, testInfo, `series-editor-${locale}`);
      const axe = await new AxeBuilder({ page }).include('form.editor').analyze();
      expect(axe.violations).toEqual([]);

      await page.getByRole('button', { name: form.save, exact: true }).click();
      await expect(page.getByText(form.saved)).toBeVisible();
      const seriesId = idInAddress(page, 'events');
      const read = async (): Promise<Occurrence[]> => {
        const answer = await request.get('/calendar/events/v1/events', {
          headers: editor.headers,
          params: {
            series: seriesId,
            start_date: start,
            end_date: daysFromToday(90).slice(0, 10),
            status: 'publish,trash',
          },
        });
        expect(answer.status()).toBe(200);
        return (await answer.json()).events;
      };
      const occurrences = await read();
      expect(occurrences.map((event) => event.start_date.slice(0, 10))).toHaveLength(4);
      expect(occurrences.every((event) => event.series_id === seriesId)).toBe(true);
      const [first, second, third, fourth] = occurrences as [Occurrence, ...Occurrence[]];

      // The month view marks each occurrence.
      await page.goto(
        `/${locale}/admin/events/calendar?month=${start.slice(0, 7)}&search=${encodeURIComponent(title)}`,
      );
      const dates = page.getByRole('link', { name: title });
      // The grid shows whole weeks of the month: the later dates may be in the next one.
      // Hundreds of other tests' events share the month: its pages take a while on a loaded run.
      await expect(dates.first()).toBeVisible({ timeout: 20_000 });
      for (const date of await dates.all())
        await expect(date.getByRole('img', { name: repeat.repeats })).toBeVisible();
      await screenshot(page, testInfo, `series-month-${locale}`);

      // One date retitled alone.
      await page.goto(`/${locale}/admin/events/${second!.id}`);
      await expect(page.getByRole('link', { name: repeat.seriesLink })).toBeVisible();
      const retitled = unique(locale === 'en' ? 'Yoga outdoors' : 'Yoga dehors');
      await page.getByLabel(form.title, { exact: true }).fill(retitled);
      await page.getByRole('button', { name: form.save, exact: true }).click();
      const question = page.getByRole('dialog', { name: repeat.scope.saveTitle });
      await expect(question.getByRole('button')).toHaveText([
        repeat.scope.this,
        repeat.scope.following,
        repeat.scope.all,
        messages.AdminCommon.cancel,
      ]);
      await screenshot(page, testInfo, `series-scope-${locale}`);
      await question.getByRole('button', { name: repeat.scope.this }).click();
      await expect(page.getByText(form.saved)).toBeVisible();

      // The third and the fourth trashed.
      await page.goto(`/${locale}/admin/events/${third!.id}`);
      await page.getByRole('button', { name: form.trash, exact: true }).click();
      await page
        .getByRole('dialog', { name: repeat.scope.trashTitle })
        .getByRole('button', { name: repeat.scope.following })
        .click();
      // Trashing the following dates is one write over each of them: seconds on a loaded run.
      await expect(page).toHaveURL(/status=trash/, { timeout: 20_000 });

      const after = new Map((await read()).map((event) => [event.id, event]));
      expect(after.get(second!.id)).toMatchObject({ title: retitled, series_id: seriesId });
      expect(after.get(first.id)).toMatchObject({ title, status: 'publish' });
      expect(after.get(third!.id)).toMatchObject({ title, status: 'trash' });
      expect(after.get(fourth!.id)).toMatchObject({ title, status: 'trash' });
      const rule = after.get(first.id)!.recurrence.find((line) => line.startsWith('RRULE:'));
      expect(rule).toMatch(/;UNTIL=\d{8}T\d{6}Z/);
      expect(rule).not.toMatch(/COUNT=/);

      // The series link lists the dates still in the series.
      await page.goto(`/${locale}/admin/events/${first.id}`);
      await page.getByRole('link', { name: repeat.seriesLink }).click();
      await expect(page).toHaveURL(new RegExp(`series=${seriesId}`));
      await expect(page.getByRole('link', { name: retitled })).toBeVisible();
      await expect(page.getByRole('img', { name: repeat.repeats })).toHaveCount(2);
    });
  });
}
