// The events calendar's week view (docs/admin.md "Calendar"): an event moved
// by the mouse on the real grid and by the keyboard, each read back through
// the API; a move refused because the event changed meanwhile; Undo; and an
// empty slot opening the new-event editor at its time.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import es from '../../messages/es.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import { signInBeforeEach } from '../fixtures/admin';
import { shownIn } from '../fixtures/date-fields';
import { daysFromToday, unique } from '../fixtures/db';

// The grid is loaded apart from the screen, and writes refetch the week: seconds on a loaded run.
const expect = baseExpect.configure({ timeout: 15_000 });

const editor = signInBeforeEach('editor');

const EVENTS = '/calendar/events/v1/events';
/** A Tuesday a month ahead, and the Wednesday after: the same week whether it starts on Sunday or Monday. */
const tuesdayOffset =
  30 + ((9 - new Date(`${daysFromToday(30).slice(0, 10)}T00:00:00Z`).getUTCDay()) % 7);
const day = daysFromToday(tuesdayOffset).slice(0, 10);
const nextDay = daysFromToday(tuesdayOffset + 1).slice(0, 10);

interface Times {
  start_date: string;
  end_date: string;
}

test.describe('admin events calendar, week view', () => {
  test.describe.configure({ mode: 'serial' });

  /**
   * An event on `day` from `hour` for an hour through the API; its id. Each test
   * takes its own hours: the grid draws overlapping events over each other.
   */
  async function postEvent(
    page: Page,
    title: string,
    { status = 'publish', hour = 10 } = {},
  ): Promise<number> {
    const answer = await page.request.post(EVENTS, {
      headers: editor.headers,
      data: {
        title,
        start_date: `${day} ${String(hour).padStart(2, '0')}:00:00`,
        end_date: `${day} ${String(hour + 1).padStart(2, '0')}:00:00`,
        timezone: 'America/New_York',
        status,
      },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  }

  async function readTimes(page: Page, id: number): Promise<Times> {
    const answer = await page.request.get(`${EVENTS}/${id}`, { headers: editor.headers });
    expect(answer.status()).toBe(200);
    const { start_date, end_date } = (await answer.json()) as Times;
    return { start_date, end_date };
  }

  async function openWeek(page: Page, locale: string) {
    await page.goto(`/${locale}/admin/events/calendar?view=week&date=${day}`);
    await expect(page.locator('.fc-timegrid-body')).toBeVisible();
  }

  const eventBox = (page: Page, title: string) =>
    page.locator('.fc-timegrid-event', { hasText: title });

  /** The point at `time` in `date`'s column of the week grid, scrolled into view. */
  async function slotPoint(page: Page, date: string, time: string) {
    const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
    await lane.scrollIntoViewIfNeeded();
    const row = (await lane.boundingBox())!;
    const column = (await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox())!;
    return { x: column.x + column.width / 2, y: row.y + 4 };
  }

  /** Drags the event starting at `from` on `day` by its top edge to the slot at `time` on `date`, as a mouse does. */
  async function dragTo(page: Page, title: string, from: string, date: string, time: string) {
    const box = eventBox(page, title);
    await box.scrollIntoViewIfNeeded();
    const shown = (await box.boundingBox())!;
    const grab = { x: shown.x + shown.width / 2, y: shown.y + 4 };
    // The `from` line is where the event's top stands: the pointer moves as far as the event should.
    const start = await slotPoint(page, day, from);
    const target = await slotPoint(page, date, time);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 10, { steps: 5 });
    await page.mouse.move(target.x, grab.y + (target.y - start.y), { steps: 15 });
    await page.mouse.up();
  }

  test('moves an event by dragging it to another day and time, and Undo puts it back', async ({
    page,
  }) => {
    test.slow();
    const title = unique('Harbour talk');
    const id = await postEvent(page, title);
    await openWeek(page, 'en');
    await expect(eventBox(page, title)).toBeVisible();
    // English times say which half of the day they are in.
    await expect(eventBox(page, title).locator('.calendar-event-time')).toHaveText(
      /^10:00\s?AM\s?[-–]\s?11:00\s?AM/i,
    );

    await dragTo(page, title, '10:00', nextDay, '13:00');
    const moved = page.getByRole('status').filter({ hasText: `“${title}” moved to` });
    await expect(moved).toBeVisible();
    await expect
      .poll(() => readTimes(page, id))
      .toEqual({ start_date: `${nextDay} 13:00:00`, end_date: `${nextDay} 14:00:00` });
    // The week read again shows it in the new day's column.
    await expect(
      page.locator(`td.fc-timegrid-col[data-date="${nextDay}"]`).locator('.fc-event', {
        hasText: title,
      }),
    ).toBeVisible();

    await moved.getByRole('button', { name: en.AdminEvents.calendar.undo }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `“${title}” is back on` }),
    ).toBeVisible();
    await expect
      .poll(() => readTimes(page, id))
      .toEqual({ start_date: `${day} 10:00:00`, end_date: `${day} 11:00:00` });
  });

  test('moves a focused draft with Alt and the arrows, in French', async ({ page }) => {
    test.slow();
    const title = unique('Atelier');
    const id = await postEvent(page, title, { status: 'draft', hour: 7 });
    await openWeek(page, 'fr');
    // The event's box is its editor's link.
    const link = eventBox(page, title);
    // A draft says so in words, and is drawn dashed.
    await expect(link).toContainText(`(${fr.AdminCommon.statusName.draft})`);
    // French times run over 24 hours, with no am/pm.
    await expect(link.locator('.calendar-event-time')).toHaveText(/^07:00\s?[-–]\s?08:00\s*$/);
    await link.focus();

    await page.keyboard.press('Alt+ArrowDown');
    await expect(
      page.getByRole('status').filter({ hasText: `« ${title} » déplacé` }),
    ).toBeVisible();
    await expect
      .poll(() => readTimes(page, id))
      .toEqual({ start_date: `${day} 07:15:00`, end_date: `${day} 08:15:00` });

    // The moved event keeps the focus: the next key moves it on.
    await expect(link).toBeFocused();
    await page.keyboard.press('Alt+ArrowRight');
    await expect
      .poll(() => readTimes(page, id))
      .toEqual({ start_date: `${nextDay} 07:15:00`, end_date: `${nextDay} 08:15:00` });
    await expect(
      page.locator(`td.fc-timegrid-col[data-date="${nextDay}"]`).getByRole('link', {
        name: title,
      }),
    ).toBeFocused();
  });

  test('puts an event back and says why when it changed since the calendar showed it', async ({
    page,
  }) => {
    test.slow();
    const title = unique('Concierto');
    const id = await postEvent(page, title, { hour: 15 });
    await openWeek(page, 'es');
    await expect(eventBox(page, title)).toBeVisible();
    // Someone else moves it to six in the evening meanwhile, through the API.
    const change = await page.request.patch(`${EVENTS}/${id}`, {
      headers: editor.headers,
      data: { start_date: `${day} 18:00:00`, end_date: `${day} 19:00:00` },
    });
    expect(change.status()).toBe(200);

    await dragTo(page, title, '15:00', nextDay, '16:00');
    await expect(
      page.getByRole('alert').filter({ hasText: es.Errors.rest_precondition_failed }),
    ).toBeVisible();
    // Their change stands, and the calendar shows it.
    expect(await readTimes(page, id)).toEqual({
      start_date: `${day} 18:00:00`,
      end_date: `${day} 19:00:00`,
    });
    await expect(
      page.locator(`td.fc-timegrid-col[data-date="${day}"]`).locator('.fc-event', {
        hasText: title,
      }),
    ).toContainText('18:00');
  });

  test('opens the new-event editor at the empty slot clicked', async ({ page }) => {
    test.slow();
    // A week of its own, years ahead: other tests' events (some over several
    // days, drawn down whole columns) leave no slot surely empty in theirs.
    const emptyDay = '2033-03-09';
    await page.goto('/en/admin/events/calendar?view=week&date=2033-03-08');
    await expect(page.locator('.fc-timegrid-body')).toBeVisible();
    const slot = await slotPoint(page, emptyDay, '20:00');
    await page.mouse.click(slot.x, slot.y);
    await expect(page).toHaveURL(new RegExp(`/en/admin/events/new\\?start=${emptyDay}T20%3A00`));
    await expect(page.getByRole('heading', { name: en.AdminEventForm.newTitle })).toBeVisible();
    const [year, month, date] = emptyDay.split('-').map(Number);
    expect(await shownIn(page, 'Start date')).toBe(`${month}/${date}/${year}`);
    expect(await shownIn(page, 'Start time')).toBe('8:00 PM');
    expect(await shownIn(page, 'End time')).toBe('8:30 PM');
  });

  test('shows a night across midnight on the day it ends, in Spanish', async ({ page }) => {
    const title = unique('Verbena');
    const answer = await page.request.post(EVENTS, {
      headers: editor.headers,
      data: {
        title,
        start_date: `${day} 22:00:00`,
        end_date: `${nextDay} 02:00:00`,
        timezone: 'America/New_York',
      },
    });
    expect(answer.status()).toBe(201);
    await page.goto(`/es/admin/events/calendar?view=day&date=${nextDay}`);
    await expect(page.locator('.fc-timegrid-body')).toBeVisible();
    await expect(eventBox(page, title)).toBeVisible();
  });
});
