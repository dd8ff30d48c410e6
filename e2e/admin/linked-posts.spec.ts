import { expect, test } from '@playwright/test';
import {
  createEvent,
  createOrganizer,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import {
  findOneInList,
  idInAddress,
  screenshot,
  searchList,
  signInBeforeEach,
} from '../fixtures/admin';
import { refuseMarkedRows, STORAGE_FAILURE_MARKER } from '../fixtures/storage-refusals';

const editor = signInBeforeEach('editor');

/** Venues and organizers are one kind of screen; each fills its own fields. */
const kinds = [
  {
    collection: 'venues',
    singular: 'venue',
    title: 'Venues',
    fields: { City: 'Lyon', Address: '12 quai Saint-Antoine', Website: 'https://hall.example' },
    stored: (id: number) => db.venue.findUniqueOrThrow({ where: { id } }),
    detail: 'Lyon',
  },
  {
    collection: 'organizers',
    singular: 'organizer',
    title: 'Organizers',
    fields: { 'E-mail address': 'team@society.example', Phone: '+33 1 23 45 67 89' },
    stored: (id: number) => db.organizer.findUniqueOrThrow({ where: { id } }),
    detail: 'team@society.example',
  },
] as const;

for (const kind of kinds) {
  test(`creates, edits, finds, trashes and restores a ${kind.singular}`, async ({
    page,
  }, testInfo) => {
    // Six steps over four screens: past 30 s on a loaded two-core run.
    test.slow();
    const name = unique(`Harbour ${kind.singular}`);
    let id = 0;

    await test.step('create', async () => {
      await page.goto(`/en/admin/${kind.collection}`);
      await expect(page.getByRole('heading', { name: kind.title })).toBeVisible();
      await expect(page.getByRole('link', { name: kind.title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.getByRole('link', { name: `New ${kind.singular}`, exact: true }).click();
      await expect(page.getByRole('heading', { name: `New ${kind.singular}` })).toBeVisible();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Description').fill('By the water.');
      for (const [label, value] of Object.entries(kind.fields)) {
        await page.getByLabel(label).fill(value);
      }
      await page.getByLabel('Status').selectOption({ label: 'Draft' });
      await screenshot(page, testInfo, `${kind.singular}-new-en`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`The ${kind.singular} was saved.`)).toBeVisible();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      id = idInAddress(page, kind.collection);
      expect(await kind.stored(id)).toMatchObject({ name, status: 'draft' });
      await expect(page.getByLabel('Description')).toHaveText('By the water.');
    });

    await test.step('edit', async () => {
      const renamed = `${name} renamed`;
      await page.getByLabel('Name').fill(renamed);
      await page.getByLabel('Status').selectOption({ label: 'Published' });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
      expect(await kind.stored(id)).toMatchObject({ name: renamed, status: 'publish' });
      await screenshot(page, testInfo, `${kind.singular}-edit-en`);
    });

    await test.step('find by search', async () => {
      await findOneInList(page, testInfo, kind, name);
      const row = page.locator('tbody tr');
      await expect(row.getByRole('rowheader')).toHaveText(`${name} renamed`);
      await expect(row.locator('td').first()).toHaveText(kind.detail);
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/admin/${kind.collection}/${id}$`));
    });

    await test.step('move to the trash, after a question that keeps focus in hand', async () => {
      const trash = page.getByRole('button', { name: 'Move to trash' });
      await trash.click();
      const dialog = page.getByRole('dialog', { name: `Move this ${kind.singular} to the trash?` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trash).toBeFocused();
      expect((await kind.stored(id)).status).toBe('publish');

      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Move to trash' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${kind.collection}\\?status=trash`));
      await expect(page.getByText(`The ${kind.singular} was moved to the trash.`)).toBeVisible();
      expect((await kind.stored(id)).status).toBe('trash');
    });

    await test.step('restore from the trash list', async () => {
      await searchList(page, name);
      await expect(page.getByRole('status')).toHaveText(`1 ${kind.singular}`);
      await expect(page.locator('tbody td').nth(1)).toHaveText('Trash');
      await page.getByRole('button', { name: `Restore as draft: ${name} renamed` }).click();
      await expect(page.getByRole('status')).toHaveText(`No ${kind.collection}`);
      expect((await kind.stored(id)).status).toBe('draft');
    });
  });
}

test('shows the server’s refusal of a venue website on its field', async ({ page }) => {
  const name = unique('Bad website hall');
  await page.goto('/en/admin/venues/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Website').fill('example.com');
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/calendar/events/v1/venues') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  expect((await response.json()).data.params).toHaveProperty('website');
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Website')).toHaveAccessibleDescription(
    'Enter a full address starting with http:// or https://.',
  );
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await db.venue.count({ where: { name } })).toBe(0);

  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This field is required.');
});

/** A venue's editor in two languages: its labels, and what it says when the database refuses a save. */
const refusedSave = {
  en: {
    name: 'Name',
    city: 'City',
    newCity: 'Refused city',
    save: 'Save',
    message:
      'The database refused this change, so nothing was saved. Try again; if it keeps happening, tell your administrator.',
  },
  fr: {
    name: 'Nom',
    city: 'Ville',
    newCity: 'Ville refusée',
    save: 'Enregistrer',
    message:
      'La base de données a refusé cette modification : rien n’a été enregistré. Réessayez ; si cela se reproduit, prévenez votre administrateur.',
  },
};

test('tells the editor, in their language, when the database refuses to save or trash a venue', async ({
  page,
}) => {
  const { id } = await createVenue();
  const removeRefusals = await refuseMarkedRows('admin');
  try {
    // From here on the database refuses any change to this venue.
    const name = `${STORAGE_FAILURE_MARKER} ${unique('hall')}`;
    await db.venue.update({ where: { id }, data: { name } });
    const before = await db.venue.findUniqueOrThrow({ where: { id } });

    for (const [language, form] of Object.entries(refusedSave)) {
      await page.goto(`/${language}/admin/venues/${id}`);
      await expect(page.getByLabel(form.name)).toHaveValue(name);
      await page.getByLabel(form.city).fill(form.newCity);
      await page.getByRole('button', { name: form.save }).click();
      await expect(page.getByText(form.message)).toBeVisible();
    }

    await page.goto(`/en/admin/venues/${id}`);
    await page.getByRole('button', { name: 'Move to trash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move this venue to the trash?' });
    await dialog.getByRole('button', { name: 'Move to trash' }).click();
    await expect(
      dialog.getByText(
        'The database refused to delete this, so nothing was deleted. Try again; if it keeps happening, tell your administrator.',
      ),
    ).toBeVisible();
    expect(await db.venue.findUniqueOrThrow({ where: { id } })).toEqual(before);
  } finally {
    await removeRefusals();
  }
});

test('lists the upcoming events of a venue and an organizer, linking to their editor', async ({
  page,
}) => {
  const venue = await createVenue(unique('Linked hall'));
  const organizer = await createOrganizer(unique('Linked society'));
  const event = await createEvent({
    title: unique('Linked night'),
    startLocal: daysFromToday(3, '20:00:00'),
    endLocal: daysFromToday(3, '22:00:00'),
    venueId: venue.id,
    organizerIds: [organizer.id],
  });
  for (const path of [`venues/${venue.id}`, `organizers/${organizer.id}`]) {
    await page.goto(`/en/admin/${path}`);
    const events = page.getByRole('region', { name: 'Upcoming events' });
    await expect(events.getByRole('link')).toHaveText([event.title]);
  }
  await page.getByRole('link', { name: event.title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`));
  await expect(page.getByLabel('Title')).toHaveValue(event.title);
});

test('refuses to overwrite a change made elsewhere, and asks before leaving unsaved changes by a link or by closing', async ({
  page,
  request,
}) => {
  const venue = await createVenue(unique('Shared hall'));
  await page.goto(`/en/admin/venues/${venue.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(venue.name);

  const elsewhere = unique('Changed elsewhere');
  const changed = await request.patch(`/calendar/events/v1/venues/${venue.id}`, {
    headers: editor.headers,
    data: { venue: elsewhere },
  });
  expect(changed.status()).toBe(200);
  await page.getByLabel('Name').fill(unique('Mine'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Someone else changed this since you opened it.')).toBeVisible();
  expect((await db.venue.findUniqueOrThrow({ where: { id: venue.id } })).name).toBe(elsewhere);

  // Each question answered "stay": the page and the typed name stay.
  const answer = (reply: 'accept' | 'dismiss') =>
    new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(`${dialog.type()}: ${dialog.message()}`);
        void dialog[reply]();
      }),
    );
  const backToList = page.getByRole('link', { name: '← All venues' });
  let asked = answer('dismiss');
  await backToList.click();
  expect(await asked).toBe('confirm: You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(new RegExp(`/admin/venues/${venue.id}$`));
  await expect(page.getByLabel('Name')).toHaveValue(/^Mine/);

  asked = answer('dismiss');
  await page.close({ runBeforeUnload: true });
  expect(await asked).toMatch(/^beforeunload/);
  await expect(page.getByLabel('Name')).toHaveValue(/^Mine/);

  // "Leave" leaves.
  asked = answer('accept');
  await backToList.click();
  expect(await asked).toMatch(/^confirm/);
  await expect(page.getByRole('heading', { name: 'Venues' })).toBeVisible();
});
