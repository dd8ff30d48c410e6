// The admin's start page (docs/admin.md "The dashboard"): submissions an
// editor approves or rejects, this week's events in the interface language's
// format, recent changes with their author, and empty panels. The database is
// shared with other tests, so every assertion is about this test's items.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createEvent, daysFromToday, unique } from '../fixtures/db';
import { signInPage, uniqueAddress } from '../fixtures/sessions';
import { createUser, type TestUser } from '../fixtures/users';

const EVENTS = '/calendar/events/v1/events';

/** An event a contributor submits through the API, as pending. */
async function submit(request: APIRequestContext, contributor: TestUser, title: string) {
  const response = await request.post(EVENTS, {
    headers: contributor.headers,
    data: {
      title,
      status: 'pending',
      start_date: daysFromToday(40, '18:00:00'),
      end_date: daysFromToday(40, '20:00:00'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const event = (await response.json()) as { id: number; status: string };
  expect(event.status).toBe('pending');
  return event.id;
}

/** An event's status, read back through the API. */
async function statusOf(request: APIRequestContext, user: TestUser, id: number) {
  const response = await request.get(`${EVENTS}/${id}`, { headers: user.headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/** One of the dashboard's panels, by its heading. */
const panel = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A panel's entry for one item, by its link's name. */
const entry = (page: Page, panelTitle: string, name: string) =>
  panel(page, panelTitle)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('dashboard, as an editor', () => {
  // The site's zone (e2e/fixtures/db.ts daysFromToday): the week starts on the same day for both.
  test.use({ timezoneId: 'America/New_York' });
  const editor = signInBeforeEach('editor');

  test('approves one contributor submission and rejects another, read back through the API', async ({
    page,
    request,
  }) => {
    test.slow();
    const contributor = await createUser('contributor');
    const approved = unique('Potluck picnic');
    const rejected = unique('Midnight karaoke');
    const approvedId = await submit(request, contributor, approved);
    const rejectedId = await submit(request, contributor, rejected);

    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const submission = entry(page, 'Pending review', approved);
    await expect(submission).toContainText(`by user ${contributor.id}`);
    await expect(entry(page, 'Pending review', rejected)).toBeVisible();
    // Counted: the panel's status line says how many wait, at least these two.
    await expect(panel(page, 'Pending review').locator('.list-status')).toHaveText(/^\d+ events$/);

    await submission.getByRole('button', { name: `Approve ${approved}` }).click();
    await expect(panel(page, 'Pending review').getByRole('status')).toHaveText(
      `“${approved}” is published.`,
    );
    await expect(submission).toHaveCount(0);
    expect(await statusOf(request, editor, approvedId)).toBe('publish');
    // The latest change is this approval, by the event's author.
    await expect(entry(page, 'Recent changes', approved)).toContainText(
      `by user ${contributor.id}`,
    );

    await entry(page, 'Pending review', rejected)
      .getByRole('button', { name: `Reject ${rejected}` })
      .click();
    await expect(panel(page, 'Pending review').getByRole('status')).toHaveText(
      `“${rejected}” is back among the drafts.`,
    );
    await expect(entry(page, 'Pending review', rejected)).toHaveCount(0);
    expect(await statusOf(request, editor, rejectedId)).toBe('draft');
    // Editors see everyone's drafts: the rejected one is there, with its author.
    await expect(entry(page, 'Drafts', rejected)).toContainText(`by user ${contributor.id}`);
    await entry(page, 'Drafts', rejected).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/events/${rejectedId}$`));
  });

  test('refuses to approve a submission changed since it was listed', async ({ page, request }) => {
    const contributor = await createUser('contributor');
    const title = unique('Changing plans');
    const id = await submit(request, contributor, title);
    await page.goto('/en/admin');
    const submission = entry(page, 'Pending review', title);
    await expect(submission).toBeVisible();
    // Modified times count in seconds: the change must fall in a later one.
    await page.waitForTimeout(1100);
    const changed = await request.patch(`${EVENTS}/${id}`, {
      headers: contributor.headers,
      data: { description: 'Now at noon.' },
    });
    expect(changed.status()).toBe(200);
    await submission.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(panel(page, 'Pending review').getByRole('status')).toHaveText(
      /Someone else changed this/,
    );
    expect(await statusOf(request, editor, id)).toBe('pending');
  });

  test('moves the week on at midnight on a dashboard left open', async ({ page }) => {
    // A week of its own, years ahead, where no other test puts events: two
    // minutes before the browser's midnight (the describe's time zone).
    const lastDay = await createEvent({
      title: unique('Leaving day'),
      startLocal: '2031-03-10 10:00:00',
      endLocal: '2031-03-10 11:00:00',
    });
    const seventhDay = await createEvent({
      title: unique('Seventh day'),
      startLocal: '2031-03-17 10:00:00',
      endLocal: '2031-03-17 11:00:00',
    });
    await page.clock.install({ time: new Date('2031-03-10T23:58:00-04:00') });
    await page.goto('/en/admin');
    await expect(entry(page, 'This week', lastDay.title)).toBeVisible();
    await expect(entry(page, 'This week', seventhDay.title)).toHaveCount(0);
    await page.clock.fastForward('05:00');
    await expect(entry(page, 'This week', seventhDay.title)).toBeVisible();
    await expect(entry(page, 'This week', lastDay.title)).toHaveCount(0);
  });

  for (const { locale, panelTitle, time, changes, venueKind, byYou } of [
    {
      locale: 'en',
      panelTitle: 'This week',
      time: /12:00\s*–\s*1:30\s*AM/,
      changes: 'Recent changes',
      venueKind: 'Venue',
      byYou: 'by you',
    },
    {
      locale: 'fr',
      panelTitle: 'Cette semaine',
      time: /00:00\s*–\s*01:30/,
      changes: 'Modifications récentes',
      venueKind: 'Lieu',
      byYou: 'par vous',
    },
  ]) {
    test(`shows an event of this week with its time in the ${locale} format, and a venue just changed (${locale})`, async ({
      page,
      request,
    }) => {
      const title = unique('Harbour concert');
      // The panel lists the week's first ten, soonest first, and other tests
      // fill today and tomorrow: this one starts at the week's first minute,
      // the browser's day being the site's (the describe's time zone).
      const event = await createEvent({
        title,
        startLocal: daysFromToday(0, '00:00:00'),
        endLocal: daysFromToday(0, '01:30:00'),
      });
      const venue = unique('Boat house');
      const created = await request.post('/calendar/events/v1/venues', {
        headers: editor.headers,
        data: { venue },
      });
      expect(created.status()).toBe(201);

      await page.goto(`/${locale}/admin`);
      const shown = entry(page, panelTitle, title);
      await expect(shown).toContainText(time);
      await expect(entry(page, changes, venue)).toContainText(venueKind);
      await expect(entry(page, changes, venue)).toContainText(byYou);
      await shown.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/events/${event.id}$`));
    });
  }
});

test.describe('dashboard, as a contributor', () => {
  test('says the panels are empty, then lists their submission without review buttons (fr)', async ({
    page,
    request,
  }) => {
    const contributor = await createUser('contributor');
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    await signInPage(page, contributor.email);

    // A new contributor has neither submissions nor drafts: contributors read only their own.
    await page.goto('/fr/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    const pending = panel(page, 'En attente de relecture');
    await expect(pending.locator('.list-status')).toHaveText('Aucun événement');
    await expect(pending).toContainText('Rien n’attend de relecture.');
    await expect(panel(page, 'Brouillons')).toContainText('Aucun brouillon.');
    await expect(page.getByRole('link', { name: 'Nouvel événement' })).toBeVisible();

    const title = unique('Vide-grenier');
    await submit(request, contributor, title);
    await page.reload();
    await expect(pending.locator('.list-status')).toHaveText('1 événement');
    await expect(entry(page, 'En attente de relecture', title)).toContainText('par vous');
    await expect(pending.getByRole('button')).toHaveCount(0);
  });
});
