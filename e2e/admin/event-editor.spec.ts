import { expect, test, type Page } from '@playwright/test';
import {
  createEvent,
  createOrganizer,
  createOrganizers,
  createVenue,
  createVenues,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import { signInBeforeEach } from '../fixtures/admin';
import { chooseZone, fillDate, fillTime, shownIn } from '../fixtures/date-fields';
import { chipsOf, pick } from '../fixtures/pickers';

const editor = signInBeforeEach('editor');

const day = daysFromToday(25).slice(0, 10);

async function fillWhen(page: Page, start: string, end: string) {
  await fillDate(page, 'Start date', day);
  await fillTime(page, 'Start time', start);
  await fillDate(page, 'End date', day);
  await fillTime(page, 'End time', end);
}

/** The id in the editor's address after a save. */
const savedId = (page: Page) => Number(/\/admin\/events\/(\d+)/.exec(page.url())![1]);

test.describe('admin event editor', () => {
  test('creates an event with a new venue, an organizer, a category and a tag, then edits it', async ({
    page,
  }, testInfo) => {
    // Eight pickers, a dialog and two saves: past 30 s on a loaded two-core run.
    test.slow();
    const title = unique('Harbour Jazz');
    const venue = unique('Pier Hall');
    const category = unique('Jazz');
    const organizer = await createOrganizer(unique('Harbour Society'));

    await page.goto('/en/admin/events');
    await page.getByRole('link', { name: 'New event' }).click();
    // The editor's first load is the admin's largest (docs/performance.md): on a
    // loaded two-core run its first paint after a click has taken 3–5 s.
    await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Title').fill(title);
    await fillWhen(page, '19:30', '22:00');
    // Dates and times read the US English way in the English interface.
    const [year, month, date] = day.split('-');
    await expect.poll(() => shownIn(page, 'Start date')).toBe(`${month}/${date}/${year}`);
    await expect.poll(() => shownIn(page, 'Start time')).toBe('7:30 PM');
    // The zone is found by part of its name, with its offset beside it.
    await page.getByRole('combobox', { name: 'Time zone' }).fill('paris');
    await page.getByRole('option', { name: /^Europe\/Paris GMT\+0[12]:00$/ }).click();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    await page.getByLabel('Description').fill('Live music on the pier.');
    // A venue that does not exist yet is made from the picker, in a dialog, with its city.
    await pick(page, 'Venue', venue, `Create “${venue}”`);
    const dialog = page.getByRole('dialog', { name: 'New venue' });
    await expect(dialog.getByLabel('Name')).toHaveValue(venue);
    await dialog.getByLabel('City').fill('Marseille');
    await dialog.getByRole('button', { name: 'Create the venue' }).click();
    await expect(dialog).toBeHidden();
    await expect(chipsOf(page, 'Chosen: Venue')).toHaveText([venue]);
    await pick(page, 'Organizers', organizer.name, organizer.name);
    await pick(page, 'Categories', category, `Create “${category}”`);
    const tags = [unique('outdoors'), unique('summer')];
    for (const tag of tags) await pick(page, 'Tags', tag, `Create “${tag}”`);
    await expect(chipsOf(page, 'Chosen: Tags')).toHaveText(tags);
    await page.getByLabel('Cost', { exact: true }).fill('€12');
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
    expect(stored.venue).toMatchObject({ name: venue, city: 'Marseille' });
    expect(stored.organizers.map((link) => link.organizerId)).toEqual([organizer.id]);
    expect(stored.categories.map((link) => link.category.name)).toEqual([category]);
    // The saved event reads back into the form.
    await expect(chipsOf(page, 'Chosen: Venue')).toHaveText([venue]);
    await expect(chipsOf(page, 'Chosen: Organizers')).toHaveText([organizer.name]);
    // The symbol typed with the amount reads back in its own field.
    await expect(page.getByLabel('Cost', { exact: true })).toHaveValue('12');
    await expect(page.getByLabel('Currency symbol')).toHaveValue('€');

    const renamed = unique('Harbour Jazz Night');
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    expect((await db.event.findUniqueOrThrow({ where: { id } })).title).toBe(renamed);
    await page.screenshot({ path: testInfo.outputPath('event-edit-en.png'), fullPage: true });
  });

  test('finds the 60th of 500 organizers and the 500th venue by typing, and makes a tag on the spot, in French', async ({
    page,
  }, testInfo) => {
    test.slow();
    // A word no other item has, so that typing it and a number finds one item.
    const batch = unique('lot').slice(4);
    const numbered = (kind: string) =>
      Array.from(
        { length: 500 },
        (_, index) => `${kind} ${batch} ${String(index + 1).padStart(3, '0')}`,
      );
    const organizers = await createOrganizers(numbered('Orga'));
    const venues = await createVenues(numbered('Salle'));

    await page.goto('/fr/admin/events/new');
    await page.getByLabel('Titre').fill(unique('Concert'));
    // The French interface writes dates day first and hours on 24, whatever the browser's language.
    await fillDate(page, 'Date de début', day, 'fr');
    await fillTime(page, 'Heure de début', '19:30', 'fr');
    await fillDate(page, 'Date de fin', day, 'fr');
    await fillTime(page, 'Heure de fin', '21:00', 'fr');
    const [year, month, date] = day.split('-');
    await expect.poll(() => shownIn(page, 'Date de début')).toBe(`${date}/${month}/${year}`);
    await expect.poll(() => shownIn(page, 'Heure de début')).toBe('19:30');
    await page.getByRole('combobox', { name: 'Organisateurs' }).fill(`${batch} 060`);
    await page.getByRole('option', { name: `Orga ${batch} 060` }).click();
    // The keyboard alone: type, go down to the match, take it. The mouse is
    // moved off the list first, since hovering an option also points at it.
    await page.mouse.move(0, 0);
    const organizerBox = page.getByRole('combobox', { name: 'Organisateurs' });
    await organizerBox.fill(`${batch} 007`);
    await expect(page.getByRole('option', { name: `Orga ${batch} 007` })).toBeVisible();
    await organizerBox.press('ArrowDown');
    await organizerBox.press('Enter');
    await expect(chipsOf(page, 'Choisis : Organisateurs')).toHaveText([
      `Orga ${batch} 060`,
      `Orga ${batch} 007`,
    ]);
    await pick(page, 'Lieu', `${batch} 500`, `Salle ${batch} 500`);
    // A second venue replaces the first: an event has one.
    await pick(page, 'Lieu', `${batch} 499`, `Salle ${batch} 499`);
    await expect(chipsOf(page, 'Choisis : Lieu')).toHaveText([`Salle ${batch} 499`]);
    await chipsOf(page, 'Choisis : Lieu')
      .getByRole('button', { name: `Retirer Salle ${batch} 499` })
      .click();
    await expect(chipsOf(page, 'Choisis : Lieu')).toHaveCount(0);
    await pick(page, 'Lieu', `${batch} 500`, `Salle ${batch} 500`);

    const tag = unique('toit');
    await pick(page, 'Étiquettes', tag, `Créer « ${tag} »`);
    await expect(chipsOf(page, 'Choisis : Étiquettes')).toHaveText([tag]);
    const madeTag = await db.tag.findFirstOrThrow({ where: { name: tag } });
    await page.screenshot({ path: testInfo.outputPath('event-pickers-fr.png'), fullPage: true });
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('L’événement a été enregistré.')).toBeVisible();
    const stored = await db.event.findUniqueOrThrow({
      where: { id: savedId(page) },
      include: { organizers: { orderBy: { position: 'asc' } }, tags: true },
    });
    expect(stored).toMatchObject({ startLocal: `${day} 19:30:00`, endLocal: `${day} 21:00:00` });
    expect(stored.venueId).toBe(venues[499]!.id);
    expect(stored.organizers.map((link) => link.organizerId)).toEqual([
      organizers[59]!.id,
      organizers[6]!.id,
    ]);
    expect(stored.tags.map((link) => link.tagId)).toEqual([madeTag.id]);
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
    await fillTime(page, 'End time', '23:00');
    await page.getByLabel('Website').fill('');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Mars/Olympus');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
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
    await expect(page.getByLabel('Titre')).toBeEditable();
    // Saving an empty form writes nothing, so a click lost while the page's
    // pickers finish loading (met once on a loaded SQLite run) is tried again.
    await expect(async () => {
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath('event-new-fr.png'), fullPage: true });
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo evento' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('event-new-es.png'), fullPage: true });
  });

  test('sets the currency symbol and its position beside the cost (docs/api.md §1.8)', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto('/en/admin/events/new');
    await page.getByLabel('Title').fill(unique('Paris recital'));
    await fillWhen(page, '20:00', '22:00');
    await chooseZone(page, 'Time zone', 'Europe/Paris');
    // Without a symbol the API writes the amount with $ in front: the form says so.
    await expect(
      page.getByText('Without a symbol, the price is shown with $ in front.'),
    ).toBeVisible();
    await page.getByLabel('Cost', { exact: true }).fill('15');
    await page.getByLabel('Currency symbol').fill('€');
    await page.getByLabel('Symbol position').selectOption({ label: 'After the amount' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The event was saved.')).toBeVisible();
    const id = savedId(page);

    const read = await (await request.get(`/calendar/events/v1/events/${id}`)).json();
    expect(read.cost).toBe('15€');
    expect(read.cost_details).toMatchObject({
      currency_symbol: '€',
      currency_position: 'postfix',
      values: ['15'],
    });

    await page.reload();
    await expect(page.getByLabel('Cost', { exact: true })).toHaveValue('15');
    await expect(page.getByLabel('Currency symbol')).toHaveValue('€');
    await expect(page.getByLabel('Symbol position')).toHaveValue('postfix');
  });

  test('keeps a cost typed elsewhere as it was when a save changes something else', async ({
    page,
    request,
  }) => {
    const cost = 'From $10 to $25, students free';
    const made = await request.post('/calendar/events/v1/events', {
      headers: editor.headers,
      data: {
        title: unique('Recital'),
        status: 'publish',
        start_date: `${day} 19:00:00`,
        end_date: `${day} 21:00:00`,
        cost,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const event = (await made.json()) as { id: number; title: string; cost: string };
    await page.goto(`/en/admin/events/${event.id}`);
    const title = page.getByLabel('Title');
    await expect(title).toHaveValue(event.title);
    await title.fill(`${event.title} (moved)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The event was saved.')).toBeVisible();
    const read = await (await request.get(`/calendar/events/v1/events/${event.id}`)).json();
    expect(read.title).toBe(`${event.title} (moved)`);
    // The stored text, as the API shows it, is the one written before.
    expect(read.cost).toBe(event.cost);
    expect(read.cost).toContain('From');
  });

  test('never takes a match of an earlier text, nor offers to create a name before its search answers', async ({
    page,
  }) => {
    const word = unique('Quay');
    const kiosk = await createVenue(`${word} kiosk`);
    await page.goto('/en/admin/events/new');
    const box = page.getByRole('combobox', { name: 'Venue' });
    await box.fill(`${word} kio`);
    await expect(page.getByRole('option', { name: kiosk.name })).toBeVisible();
    // A quick choice after new typing: the kiosk is still listed, out of reach.
    // The search for the new text is held until the keys are pressed, so the
    // choice really comes before its answer however fast the server is.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/venues\?.*pier/, async (route) => {
      await held;
      await route.fallback();
    });
    await box.fill(`${word} pier`);
    await box.press('ArrowDown');
    await box.press('Enter');
    answer();
    await expect(page.getByRole('option', { name: `Create “${word} pier”` })).toBeVisible();
    await expect(chipsOf(page, 'Chosen: Venue')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // An existing name, typed whole: no "Create" for it, ever.
    await box.fill(kiosk.name);
    await expect(page.getByRole('option', { name: `Create “${kiosk.name}”` })).toHaveCount(0);
    await expect(page.getByRole('option', { name: kiosk.name })).toBeEnabled();
    await expect(page.getByRole('option', { name: `Create “${kiosk.name}”` })).toHaveCount(0);
  });

  for (const [locale, words] of [
    [
      'en',
      {
        notice: 'This event is in the trash.',
        restore: 'Restore as draft',
        restored: 'The event was restored as a draft.',
        title: 'Title',
        save: 'Save',
        missing: 'This event does not exist. It may have been deleted for good.',
      },
    ],
    [
      'fr',
      {
        notice: 'Cet événement est dans la corbeille.',
        restore: 'Restaurer en brouillon',
        restored: 'L’événement a été restauré en brouillon.',
        title: 'Titre',
        save: 'Enregistrer',
        missing: 'Cet événement n’existe pas. Il a peut-être été supprimé définitivement.',
      },
    ],
  ] as const) {
    test(`opens a trashed event read-only and restores it, in ${locale}`, async ({
      page,
    }, testInfo) => {
      const event = await createEvent({
        title: unique('Binned gala'),
        status: 'trash',
        startLocal: `${day} 19:00:00`,
        endLocal: `${day} 21:00:00`,
      });

      await test.step('the editor shows the trashed event, read-only, in the interface language', async () => {
        await page.goto(`/${locale}/admin/events/${event.id}`);
        await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
        await expect(page.getByText(words.notice)).toBeVisible();
        await expect(page.getByText('This event is no longer available')).toHaveCount(0);
        await expect(page.getByLabel(words.title, { exact: true })).toHaveValue(event.title);
        await expect(page.getByLabel(words.title, { exact: true })).toBeDisabled();
        await expect(page.getByRole('button', { name: words.save, exact: true })).toHaveCount(0);
        await page.screenshot({
          path: testInfo.outputPath(`event-trashed-${locale}.png`),
          fullPage: true,
        });
      });

      await test.step('Restore makes it a draft, and the editor editable', async () => {
        await page.getByRole('button', { name: words.restore }).click();
        await expect(page.getByRole('status').filter({ hasText: words.restored })).toBeVisible();
        await expect(page.getByLabel(words.title, { exact: true })).toBeEnabled();
        await expect(page.getByText(words.notice)).toHaveCount(0);
        expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe(
          'draft',
        );
      });

      await test.step("an event that cannot be read says why in the interface's words", async () => {
        await page.goto(`/${locale}/admin/events/2000000000`);
        await expect(page.getByText(words.missing)).toBeVisible();
        // Not the API's own message, which is English only.
        await expect(page.getByText('Event with ID')).toHaveCount(0);
      });
    });
  }
});
