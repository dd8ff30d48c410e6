// Scheduling and the map flags in the editors (docs/admin.md "Publication
// date"): the publication date typed in the site's zone, read back through
// the API as `future` with that date.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createEvent, createVenue, daysFromToday, unique } from '../fixtures/db';
import { fillDate, fillTime } from '../fixtures/date-fields';
import type { TestUser } from '../fixtures/users';

const editor = signInBeforeEach('editor');

async function read(request: APIRequestContext, user: TestUser, path: string) {
  const response = await request.get(`/calendar/events/v1/${path}`, { headers: user.headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const publishDay = daysFromToday(12).slice(0, 10);

test.describe('scheduling and map flags', () => {
  test('schedules an event for a future date, which the editor then shows', async ({
    page,
    request,
  }) => {
    test.slow();
    const event = await createEvent({
      title: unique('Opening night'),
      startLocal: daysFromToday(30, '19:00:00'),
      endLocal: daysFromToday(30, '21:00:00'),
      status: 'draft',
    });
    await page.goto(`/en/admin/events/${event.id}`);
    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await fillDate(page, 'Publish on', publishDay);
    await fillTime(page, 'Publication time', '09:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The event was saved.' }),
    ).toBeVisible();

    expect(await read(request, editor, `events/${event.id}`)).toMatchObject({
      status: 'future',
      date: `${publishDay} 09:30:00`,
    });
    // The editor says so, with its date, and keeps it scheduled when saved again.
    await expect(page.getByText(/^Scheduled: it will be published on .+ 9:30/)).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('future');
    await page.getByLabel('Title').fill(`${event.title} again`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${event.title} again` }),
    ).toBeVisible();
    expect(await read(request, editor, `events/${event.id}`)).toMatchObject({
      status: 'future',
      date: `${publishDay} 09:30:00`,
    });
  });

  test('schedules a venue in French', async ({ page, request }) => {
    test.slow();
    const venue = await createVenue(unique('Salle du port'), 'draft');
    await page.goto(`/fr/admin/venues/${venue.id}`);
    await page.getByLabel('Statut').selectOption({ label: 'Publié' });
    await fillDate(page, 'Publier le', publishDay, 'fr');
    await fillTime(page, 'Heure de publication', '18:05', 'fr');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/^Planifié : publication le .+ 18:05/)).toBeVisible({
      timeout: 15_000,
    });
    expect(await read(request, editor, `venues/${venue.id}`)).toMatchObject({
      status: 'future',
      date: `${publishDay} 18:05:00`,
    });
  });

  test('sets and clears an event’s map flags, in French', async ({ page, request }) => {
    test.slow();
    const event = await createEvent({
      title: unique('Marché'),
      startLocal: daysFromToday(15, '08:00:00'),
      endLocal: daysFromToday(15, '12:00:00'),
    });
    await page.goto(`/fr/admin/events/${event.id}`);
    const map = page.getByLabel('Afficher une carte', { exact: true });
    const mapLink = page.getByLabel('Afficher un lien vers la carte');
    await expect(map).not.toBeChecked();
    await map.check();
    await mapLink.check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'enregistré' })).toBeVisible();
    expect(await read(request, editor, `events/${event.id}`)).toMatchObject({
      show_map: true,
      show_map_link: true,
    });

    await page.reload();
    await expect(map).toBeChecked();
    // The editor has finished loading what it shows (the password state last) before it is changed.
    await expect(page.getByText('Non protégé', { exact: false })).toBeVisible();
    await mapLink.uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(mapLink).not.toBeChecked();
    await expect
      .poll(async () => (await read(request, editor, `events/${event.id}`)).show_map_link)
      .toBe(false);
    expect((await read(request, editor, `events/${event.id}`)).show_map).toBe(true);
  });
});
