// Choosing an event's parent event in its editor (docs/admin.md "Parent
// event"), checked where a consumer sees it: the REST list's `post_parent`
// (docs/api.md §3.1).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { chipsOf, pick } from '../fixtures/pickers';

signInBeforeEach('editor');

test.afterAll(async () => {
  await db.$disconnect();
});

const childrenOf = async (request: APIRequestContext, id: number) => {
  const list = await request.get(`/calendar/events/v1/events?post_parent=${id}`);
  return ((await list.json()) as { events: { id: number }[] }).events.map((event) => event.id);
};

// The save itself is awaited, as a loaded machine may answer it after an
// assertion's default wait; a failed one then says its status.
const parentSaved = (page: Page, id: number) =>
  page.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/api/events/${id}/parent`) && answer.request().method() === 'PUT',
  );

for (const { locale, label, chosen, saved, removed, remove, ownTitle } of [
  {
    locale: 'en',
    label: 'Parent event',
    chosen: 'Chosen: Parent event',
    saved: 'The parent event was saved.',
    removed: 'The parent event was removed.',
    remove: 'Remove',
    ownTitle: 'Title',
  },
  {
    locale: 'fr',
    label: 'Événement parent',
    chosen: 'Choisis : Événement parent',
    saved: 'L’événement parent a été enregistré.',
    removed: 'L’événement parent a été retiré.',
    remove: 'Retirer',
    ownTitle: 'Titre',
  },
] as const) {
  test(`chooses, saves and removes a parent event (${locale})`, async ({ page, request }) => {
    test.slow();
    const batch = unique('Gala');
    const festival = await createEvent({
      title: `${batch} festival`,
      startLocal: daysFromToday(20, '10:00:00'),
      endLocal: daysFromToday(20, '23:00:00'),
    });
    const concert = await createEvent({
      title: `${batch} concert`,
      startLocal: daysFromToday(20, '19:00:00'),
      endLocal: daysFromToday(20, '21:00:00'),
    });
    // An option names the event and its day, which tells two of one title apart.
    const festivalOption = `${festival.title} ${festival.startLocal.slice(0, 10)}`;
    await page.goto(`/${locale}/admin/events/${concert.id}`);
    await expect(page.getByLabel(ownTitle, { exact: true })).toHaveValue(concert.title);

    await test.step('the event itself is never offered', async () => {
      const box = page.getByRole('combobox', { name: label });
      await box.fill(batch);
      await expect(page.getByRole('option', { name: festivalOption, exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: concert.title })).toHaveCount(0);
      await box.fill('');
      await page.locator('h1').click();
    });

    await test.step('a parent chosen by typing is saved at once', async () => {
      const saving = parentSaved(page, concert.id);
      await pick(page, label, `${batch} fest`, festivalOption);
      expect((await saving).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
      await expect(chipsOf(page, chosen)).toHaveText([festival.title]);
      expect(await childrenOf(request, festival.id)).toEqual([concert.id]);
    });

    await test.step('a reload reads it back; removing the chip removes it', async () => {
      await page.reload();
      await expect(chipsOf(page, chosen)).toHaveText([festival.title]);
      const removing = parentSaved(page, concert.id);
      await page
        .getByRole('grid', { name: chosen })
        .getByRole('button', { name: new RegExp(`^${remove}`) })
        .click();
      expect((await removing).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: removed })).toBeVisible();
      await expect(chipsOf(page, chosen)).toHaveCount(0);
      expect(await childrenOf(request, festival.id)).toEqual([]);
    });
  });
}

test('an event below this one is refused, and says why', async ({ page }) => {
  test.slow();
  const batch = unique('Fair');
  const fair = await createEvent({
    title: `${batch} fair`,
    startLocal: daysFromToday(21, '10:00:00'),
    endLocal: daysFromToday(21, '18:00:00'),
  });
  const stand = await createEvent({
    title: `${batch} stand`,
    startLocal: daysFromToday(21, '11:00:00'),
    endLocal: daysFromToday(21, '12:00:00'),
    parentId: fair.id,
  });
  await page.goto(`/en/admin/events/${fair.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(fair.title);
  const refusing = parentSaved(page, fair.id);
  await pick(
    page,
    'Parent event',
    `${batch} stand`,
    `${stand.title} ${stand.startLocal.slice(0, 10)}`,
  );
  expect((await refusing).status()).toBe(400);
  await expect(
    page.getByRole('alert').filter({ hasText: 'That event is below this one' }),
  ).toHaveText('That event is below this one: choosing it as the parent would make a loop.');
  await expect(chipsOf(page, 'Chosen: Parent event')).toHaveCount(0);
  expect((await db.event.findUniqueOrThrow({ where: { id: fair.id } })).parentId).toBeNull();
});

test('a new event gets its parent after its first save', async ({ page }) => {
  await page.goto('/en/admin/events/new');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Venue' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Parent event' })).toHaveCount(0);
});
