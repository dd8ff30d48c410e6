// The Media screen and the image field's alternative text (docs/admin.md
// "Media"), in English and French: searching by file name, writing an
// alternative text, deleting an unused image after the question, and the
// refusal of one an event shows.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import { screenshot, signInBeforeEach } from '../fixtures/admin';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';
import { createImageItem } from '../fixtures/media';

// A screen renders once hydrated: seconds on a loaded two-core run.
const expect = baseExpect.configure({ timeout: 20_000 });

/** `{name}`-style placeholders of a message, filled. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function storedImage(name?: string) {
  const { id } = await createImageItem(400, 300, 'image/jpeg', name);
  const { fileName } = await db.media.findUniqueOrThrow({ where: { id } });
  return { id, fileName };
}

/** The Media screen, searched for `text`: its cards. */
/** Searches once the screen has hydrated: a search sent before it is lost, and is sent again. */
async function searchMedia(page: Page, m: typeof en, text: string) {
  await expect(async () => {
    await page.getByLabel(m.AdminMedia.search).fill(text);
    await page.getByRole('button', { name: m.AdminMedia.searchButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}`), {
      timeout: 3000,
    });
  }).toPass({ timeout: 20_000 });
}

test.describe('the Media screen, as an editor', () => {
  signInBeforeEach('editor');

  for (const [locale, m] of [
    ['en', en],
    ['fr', fr as typeof en],
  ] as const) {
    test(`searches by file name, writes an alternative text and deletes an unused image (${locale})`, async ({
      page,
    }, testInfo) => {
      test.slow();
      const kept = await storedImage();
      const other = await storedImage();
      await page.goto(`/${locale}/admin/media`);
      await expect(page.getByRole('heading', { level: 1, name: m.AdminMedia.title })).toBeVisible();

      // A part of the name, in another case, finds that image alone.
      await searchMedia(page, m, kept.fileName.slice(3, -4).toUpperCase());
      const card = page.getByRole('article', { name: kept.fileName });
      await expect(card).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article', { name: other.fileName })).toHaveCount(0);

      const alt = locale === 'en' ? 'A poster on a blue wall' : 'Une affiche sur un mur bleu';
      await card.getByRole('textbox', { name: m.AdminMedia.altLabel, exact: true }).fill(alt);
      await card
        .getByRole('button', { name: fill(m.AdminMedia.altSaveFor, { name: kept.fileName }) })
        .click();
      await expect(
        page.getByText(fill(m.AdminMedia.altSaved, { name: kept.fileName })),
      ).toBeVisible();
      expect((await db.media.findUniqueOrThrow({ where: { id: kept.id } })).alt).toBe(alt);
      // The thumbnail says it too.
      await expect(card.getByRole('img', { name: alt })).toBeVisible();
      await screenshot(page, testInfo, `media-${locale}`);

      await card
        .getByRole('button', { name: fill(m.AdminMedia.deleteFor, { name: kept.fileName }) })
        .click();
      const question = page.getByRole('dialog', {
        name: fill(m.AdminMedia.deleteTitle, { name: kept.fileName }),
      });
      await expect(question).toBeVisible();
      await expect(question).toContainText(m.AdminMedia.deleteText);
      await question.getByRole('button', { name: m.AdminMedia.deleteConfirm }).click();
      await expect(question).toBeHidden();
      await expect(
        page.getByText(fill(m.AdminMedia.deleted, { name: kept.fileName })),
      ).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(await db.media.count({ where: { id: kept.id } })).toBe(0);
      expect(await db.media.count({ where: { id: other.id } })).toBe(1);
    });
  }

  test('keeps its search and page in the address, and steps back from a page its deletion emptied', async ({
    page,
  }) => {
    test.slow();
    // One more than a page (24) of images sharing a word no other test uses.
    const word = unique('pager');
    const names: string[] = [];
    for (let index = 0; index < 25; index += 1)
      names.push((await storedImage(`${word}-${String(index).padStart(2, '0')}`)).fileName);
    await page.goto('/fr/admin/media');
    await searchMedia(page, fr as typeof en, word);
    await expect(page.getByRole('article')).toHaveCount(24);
    await page.getByRole('button', { name: fr.AdminCommon.next }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]search=${word}&page=2$`));
    // A reload shows the same page: the oldest image alone, newest first.
    await page.reload();
    await expect(page.getByLabel(fr.AdminMedia.search)).toHaveValue(word);
    const last = page.getByRole('article', { name: names[0] });
    await expect(last).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await last
      .getByRole('button', { name: fill(fr.AdminMedia.deleteFor, { name: names[0]! }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fr.AdminMedia.deleteConfirm })
      .click();
    // Page 2 is now empty: the first page, which holds the other 24, is shown.
    await expect(page).toHaveURL(new RegExp(`[?&]search=${word}$`));
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByRole('button', { name: fr.AdminCommon.next })).toHaveCount(0);
    // A page number far past any library, from an old or mistyped link, starts over.
    await page.goto(`/fr/admin/media?search=${word}&page=99999999`);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${word}$`));
    await expect(page.getByRole('article')).toHaveCount(24);
  });

  test('says why an image an event shows is not deleted, and keeps it', async ({ page }) => {
    const image = await storedImage();
    await createEvent({
      title: unique('Pictured concert'),
      startLocal: daysFromToday(5, '20:00:00'),
      endLocal: daysFromToday(5, '22:00:00'),
    }).then((event) => db.event.update({ where: { id: event.id }, data: { imageId: image.id } }));
    await page.goto('/en/admin/media');
    await searchMedia(page, en, image.fileName);
    const card = page.getByRole('article', { name: image.fileName });
    await card.getByRole('button', { name: `Delete ${image.fileName}` }).click();
    const question = page.getByRole('dialog');
    await question.getByRole('button', { name: en.AdminMedia.deleteConfirm }).click();
    await expect(question.getByText(en.Errors['media-in-use'])).toBeVisible();
    expect(await db.media.count({ where: { id: image.id } })).toBe(1);
  });

  test('an alternative text typed in the event editor is saved with the event', async ({
    page,
  }) => {
    test.slow();
    const image = await storedImage();
    const event = await createEvent({
      title: unique('Pictured concert'),
      startLocal: daysFromToday(6, '20:00:00'),
      endLocal: daysFromToday(6, '22:00:00'),
    });
    await db.event.update({ where: { id: event.id }, data: { imageId: image.id } });
    await page.goto(`/en/admin/events/${event.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(event.title);
    await page.getByLabel(en.AdminImage.altLabel).fill('The band under red lights');
    await page.getByLabel('Title').fill(`${event.title} (late)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The event was saved.')).toBeVisible();
    expect((await db.media.findUniqueOrThrow({ where: { id: image.id } })).alt).toBe(
      'The band under red lights',
    );
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(
      `${event.title} (late)`,
    );
    // The editor reads the event again: the text is there, and a second save is not refused (412).
    await expect(page.getByLabel(en.AdminImage.altLabel)).toHaveValue('The band under red lights');
    await page.getByLabel('Title').fill(`${event.title} (later)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await db.event.findUniqueOrThrow({ where: { id: event.id } })).title)
      .toBe(`${event.title} (later)`);
  });
});

test.describe('the Media screen, as an author', () => {
  signInBeforeEach('author');

  test('shows the alternative text of images uploaded by others, without changing them', async ({
    page,
  }) => {
    const image = await storedImage();
    await db.media.update({ where: { id: image.id }, data: { alt: 'Chairs in rows' } });
    await page.goto('/en/admin/media');
    await searchMedia(page, en, image.fileName);
    const card = page.getByRole('article', { name: image.fileName });
    await expect(card.getByText('Alternative text: Chairs in rows')).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  });
});
