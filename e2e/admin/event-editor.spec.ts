import { expect, test, type Page } from '@playwright/test';
import { createOrganizer, daysFromToday, db, unique } from '../fixtures/db';
import { signInBeforeEach } from '../fixtures/admin';

const editor = signInBeforeEach('editor');

const day = daysFromToday(25).slice(0, 10);

async function fillWhen(page: Page, start: string, end: string) {
  await page.getByLabel('Start date').fill(day);
  await page.getByLabel('Start time').fill(start);
  await page.getByLabel('End date').fill(day);
  await page.getByLabel('End time').fill(end);
}

/** The id in the editor's address after a save. */
const savedId = (page: Page) => Number(/\/admin\/events\/(\d+)/.exec(page.url())![1]);

test.describe('admin event editor', () => {
  test('creates an event with a new venue, an organizer, a category and a tag, then edits it', async ({
    page,
  }, testInfo) => {
    const title = unique('Harbour Jazz');
    const venue = unique('Pier Hall');
    const category = unique('Jazz');
    const organizer = await createOrganizer(unique('Harbour Society'));

    await page.goto('/en/admin/events');
    await page.getByRole('link', { name: 'New event' }).click();
    await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await fillWhen(page, '19:30', '22:00');
    await page.getByLabel('Time zone').fill('Europe/Paris');
    await page.getByLabel('Description').fill('Live music on the pier.');
    await page.getByLabel('Or a new venue, by name').fill(venue);
    await page.getByLabel('Organizers').selectOption({ label: organizer.name });
    await page.getByLabel('Categories').fill(category);
    await page.getByLabel('Tags').fill('outdoors, summer');
    await page.getByLabel('Cost').fill('€12');
    await page.getByLabel('Featured').check();
    await page.screenshot({ path: testInfo.outputPath('event-new-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('The event was saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const id = savedId(page);
    const stored = await db.event.findUniqueOrThrow({
      where: { id },
      include: { venue: true, organizers: true, categories: { include: { category: true } } },
    });
    expect(stored).toMatchObject({
      title,
      startLocal: `${day} 19:30:00`,
      endLocal: `${day} 22:00:00`,
      timezone: 'Europe/Paris',
      featured: true,
      status: 'publish',
    });
    expect(stored.venue?.name).toBe(venue);
    expect(stored.organizers.map((link) => link.organizerId)).toEqual([organizer.id]);
    expect(stored.categories.map((link) => link.category.name)).toEqual([category]);
    // The saved event reads back into the form.
    await expect(page.getByLabel('Venue', { exact: true })).toHaveValue(String(stored.venueId));
    await expect(page.getByLabel('Cost')).toHaveValue('€12');

    const renamed = unique('Harbour Jazz Night');
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    expect((await db.event.findUniqueOrThrow({ where: { id } })).title).toBe(renamed);
    await page.screenshot({ path: testInfo.outputPath('event-edit-en.png'), fullPage: true });
  });

  test('shows errors on their fields, from the form and from the server', async ({ page }) => {
    await page.goto('/en/admin/events/new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required.')).toBeVisible();

    const title = unique('Backwards');
    await page.getByLabel('Title').fill(title);
    await fillWhen(page, '21:00', '19:00');
    await page.getByLabel('Website').fill('example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The end must not be before the start.')).toBeVisible();
    await expect(
      page.getByText('Enter a full address starting with http:// or https://.'),
    ).toBeVisible();

    // The browser cannot know the zone is unknown: the server says so, on the field.
    await page.getByLabel('End time').fill('23:00');
    await page.getByLabel('Website').fill('');
    await page.getByLabel('Time zone').fill('Mars/Olympus');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Time zone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This value is not valid.')).toBeVisible();
    expect(await db.event.count({ where: { title } })).toBe(0);
  });

  test('refuses to overwrite a change made elsewhere since the page was opened', async ({
    page,
    request,
  }) => {
    const created = await request.post('/calendar/events/v1/events', {
      headers: editor.headers,
      data: { title: unique('Shared'), start_date: `${day} 10:00:00`, end_date: `${day} 11:00:00` },
    });
    const event = await created.json();
    await page.goto(`/en/admin/events/${event.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(event.title);

    const elsewhere = unique('Changed elsewhere');
    await request.patch(`/calendar/events/v1/events/${event.id}`, {
      headers: editor.headers,
      data: { title: elsewhere },
    });
    await page.getByLabel('Title').fill(unique('Mine'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Someone else changed this event')).toBeVisible();
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(elsewhere);
  });

  test('speaks French and Spanish, errors included', async ({ page }, testInfo) => {
    await page.goto('/fr/admin/events/new');
    await expect(page.getByRole('heading', { name: 'Nouvel événement' })).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('event-new-fr.png'), fullPage: true });
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo evento' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('event-new-es.png'), fullPage: true });
  });
});
