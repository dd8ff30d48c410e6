// Editing content per language in the admin (README "Translations"): the
// content language is chosen apart from the interface's, untranslated fields
// show the English text as placeholder, and what is saved is read back
// through the API's French prefix (docs/api.md §9).
import { expect, test } from '@playwright/test';
import { signInBeforeEach, screenshot, searchList } from '../fixtures/admin';
import { createEvent, createVenue, daysFromToday, db, unique } from '../fixtures/db';

signInBeforeEach('editor');

const when = () => ({
  startLocal: daysFromToday(12, '19:00:00'),
  endLocal: daysFromToday(12, '21:00:00'),
});

// The words of each interface language the test uses.
const ui = {
  en: {
    contentLanguage: 'Content language',
    title: 'Title',
    save: 'Save translation',
    saved: 'Translation saved.',
    untranslated: /Not translated/,
    excerpt: 'Excerpt',
    nothingToTranslate: /Nothing to translate/,
  },
  fr: {
    contentLanguage: 'Langue du contenu',
    title: 'Titre',
    save: 'Enregistrer la traduction',
    saved: 'Traduction enregistrée.',
    untranslated: /Non traduit/,
    excerpt: 'Extrait',
    nothingToTranslate: /Rien à traduire/,
  },
} as const;

for (const locale of ['en', 'fr'] as const) {
  test(`edits an event's French title with the interface in ${locale}`, async ({
    page,
    request,
  }, testInfo) => {
    const words = ui[locale];
    const event = await createEvent({ ...when(), description: 'An English description.' });
    const path = `/calendar/events/v1/events/${event.id}`;

    await test.step('the French texts start untranslated, English as placeholder', async () => {
      await page.goto(`/${locale}/admin/events/${event.id}`);
      await page.getByLabel(words.contentLanguage).selectOption('fr');
      const title = page.getByLabel(words.title, { exact: true });
      await expect(title).toHaveValue('');
      await expect(title).toHaveAttribute('placeholder', event.title);
      await expect(page.getByText(words.untranslated).first()).toBeVisible();
    });

    const french = unique('Soirée');
    await test.step('saving writes the French title only', async () => {
      await page.getByLabel(words.title, { exact: true }).fill(french);
      await page.getByRole('button', { name: words.save }).click();
      await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
      // The form is read again from the API: the title now shows as translated.
      await expect(page.getByLabel(words.title, { exact: true })).toHaveValue(french);
      await screenshot(page, testInfo, `event-translation-${locale}`);
    });

    await test.step('the API reads it back in French, English unchanged', async () => {
      const inFrench = await (await request.get(`/fr${path}`)).json();
      expect(inFrench.title).toBe(french);
      // The untouched description was not saved as French: it still falls back.
      expect(inFrench.description).toBe('<p>An English description.</p>');
      expect((await (await request.get(path)).json()).title).toBe(event.title);
      const stored = await db.event.findUniqueOrThrow({ where: { id: event.id } });
      expect(stored).toMatchObject({ title: event.title, titleFr: french, descriptionFr: null });
    });
  });
}

for (const locale of ['en', 'fr'] as const) {
  test(`marks as untranslated only the fields the API's translation_status names, in ${locale}`, async ({
    page,
    request,
  }) => {
    const words = ui[locale];
    // No excerpt: there is no English to translate there.
    const event = await createEvent({ ...when(), description: 'An English description.' });
    const status = await (
      await request.get(`/calendar/events/v1/events/${event.id}?translation_status=1`)
    ).json();
    expect(status.missing_translations.fr).toEqual(['title', 'description']);

    await page.goto(`/${locale}/admin/events/${event.id}`);
    await page.getByLabel(words.contentLanguage).selectOption('fr');
    await expect(page.getByLabel(words.title, { exact: true })).toHaveAccessibleDescription(
      words.untranslated,
    );
    await expect(page.getByLabel(words.excerpt, { exact: true })).toHaveAccessibleDescription(
      words.nothingToTranslate,
    );
    await expect(page.getByText(words.untranslated)).toHaveCount(2);
  });
}

test('lists show which items lack French, and filter on it', async ({ page }) => {
  const word = unique('polyglot');
  const translated = await createEvent({
    ...when(),
    title: `${word} one`,
    titleFr: `${word} un`,
  });
  const untranslated = await createEvent({ ...when(), title: `${word} two` });
  await page.goto('/en/admin/events');
  await searchList(page, word);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(untranslated.title)).toContainText('No French');
  await expect(row(translated.title)).not.toContainText('No French');
  await expect(row(translated.title)).toContainText('No Spanish');

  await page.getByLabel('Translation', { exact: true }).selectOption('fr');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/missing_translation=fr/);
  await expect(row(untranslated.title)).toBeVisible();
  await expect(row(translated.title)).toHaveCount(0);
});

test('edits a venue name in Spanish from the French interface', async ({ page, request }) => {
  const venue = await createVenue(unique('Harbour Hall'));
  await page.goto(`/fr/admin/venues/${venue.id}`);
  await page.getByLabel('Langue du contenu').selectOption('es');
  const name = page.getByLabel('Nom', { exact: true });
  await expect(name).toHaveAttribute('placeholder', venue.name);
  const spanish = unique('Sala del puerto');
  await name.fill(spanish);
  await page.getByRole('button', { name: 'Enregistrer la traduction' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Traduction enregistrée.' }),
  ).toBeVisible();
  const path = `/calendar/events/v1/venues/${venue.id}`;
  expect((await (await request.get(`/es${path}`)).json()).venue).toBe(spanish);
  expect((await (await request.get(`/fr${path}`)).json()).venue).toBe(venue.name);
  expect((await (await request.get(path)).json()).venue).toBe(venue.name);
});

// Translating beside the English (docs/admin.md "Translations"): each field
// shows its English text, a button copies it into the field, and the content
// language stays in the address.
test('translates an event into Spanish from the English beside each field, in French', async ({
  page,
  request,
}) => {
  test.slow();
  const word = unique('night');
  const event = await createEvent({
    ...when(),
    title: `Jazz ${word} downtown`,
    description: 'An English description.',
  });
  await page.goto(`/fr/admin/events/${event.id}`);
  await page.getByLabel('Langue du contenu').selectOption('es');
  await expect(page).toHaveURL(/[?&]lang=es(&|$)/);

  const title = page.getByLabel('Titre', { exact: true });
  await test.step('the English title stands beside the empty field', async () => {
    const english = page.getByText(`Anglais : ${event.title}`);
    await expect(english).toBeVisible();
    await expect(english.locator('[lang="en"]')).toHaveText(event.title);
    await expect(title).toHaveValue('');
    const source = await english.boundingBox();
    const input = await title.boundingBox();
    // Side by side at desktop width: the English on the left, level with the field.
    expect(source!.x + source!.width).toBeLessThanOrEqual(input!.x);
    expect(Math.abs(source!.y - input!.y)).toBeLessThan(input!.height * 2);
  });

  const spanish = `Jazz ${word} centro`;
  await test.step('Copy from English fills the field, one word is changed and saved', async () => {
    await page.getByRole('button', { name: 'Copier depuis l’anglais : Titre' }).click();
    await expect(title).toHaveValue(event.title);
    await expect(title).toBeFocused();
    await title.fill(spanish);
    await page.getByRole('button', { name: 'Enregistrer la traduction' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Traduction enregistrée.' }),
    ).toBeVisible();
  });

  await test.step('the API reads it back in Spanish; the rest still falls back', async () => {
    const path = `/calendar/events/v1/events/${event.id}`;
    const inSpanish = await (await request.get(`${path}?translation_language=es`)).json();
    expect(inSpanish.title).toBe(spanish);
    expect((await (await request.get(path)).json()).title).toBe(event.title);
    const stored = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(stored).toMatchObject({ titleEs: spanish, descriptionEs: null, titleFr: null });
  });

  await test.step('reload and Back keep the content language', async () => {
    await page.reload();
    await expect(page.getByLabel('Langue du contenu')).toHaveValue('es');
    await expect(title).toHaveValue(spanish);
    await page.getByRole('link', { name: /Tous les événements/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`/events/${event.id}`));
    await page.goBack();
    await expect(page).toHaveURL(/[?&]lang=es(&|$)/);
    await expect(page.getByLabel('Langue du contenu')).toHaveValue('es');
    await expect(title).toHaveValue(spanish);
  });

  await test.step('on a phone the English stands above the field', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const source = await page.getByText(`Anglais : ${event.title}`).boundingBox();
    const input = await title.boundingBox();
    expect(source!.y + source!.height).toBeLessThanOrEqual(input!.y);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('copies a venue’s English name and description into its Spanish, in English', async ({
  page,
  request,
}) => {
  test.slow();
  const venue = await createVenue(unique('Harbour Hall'));
  await db.venue.update({
    where: { id: venue.id },
    data: { description: '<p>A hall by the <strong>harbour</strong>.</p>' },
  });
  await page.goto(`/en/admin/venues/${venue.id}?lang=es`);
  await expect(page.getByLabel('Content language')).toHaveValue('es');
  const name = page.getByLabel('Name', { exact: true });
  await expect(page.getByText(`English: ${venue.name}`)).toBeVisible();
  await expect(page.getByText('English: A hall by the harbour.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy from English: Name' }).click();
  await expect(name).toHaveValue(venue.name);
  const spanish = venue.name.replace('Harbour', 'Puerto');
  await name.fill(spanish);
  await page.getByRole('button', { name: 'Copy from English: Description' }).click();
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveText('A hall by the harbour.');
  await expect(description.locator('strong')).toHaveText('harbour');
  await page.getByRole('button', { name: 'Save translation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Translation saved.' })).toBeVisible();

  const path = `/calendar/events/v1/venues/${venue.id}`;
  const inSpanish = await (await request.get(`${path}?translation_language=es`)).json();
  expect(inSpanish.venue).toBe(spanish);
  expect(inSpanish.description).toBe('<p>A hall by the <strong>harbour</strong>.</p>');
  expect((await (await request.get(path)).json()).venue).toBe(venue.name);
  // Back to English: the parameter leaves the address.
  await page.getByLabel('Content language').selectOption('en');
  await expect(page).not.toHaveURL(/lang=/);
});
