import { expect, test } from '@playwright/test';
import { createEvent, createVenue, daysFromToday, db, unique } from '../fixtures/db';
import { screenshot, signInBeforeEach } from '../fixtures/admin';
import { createImageItem, makeImage } from '../fixtures/media';

test.describe('images in the editors, as an editor', () => {
  signInBeforeEach('editor');

  test('uploads a venue image and saves it', async ({ page }, testInfo) => {
    const venue = await createVenue(unique('Pictured hall'));
    await page.goto(`/en/admin/venues/${venue.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(venue.name);
    await expect(page.getByText('No image.')).toBeVisible();

    await page.getByLabel('Upload an image…').setInputFiles({
      name: 'Main stage.png',
      mimeType: 'image/png',
      buffer: await makeImage(800, 600, 'image/png'),
    });
    const preview = page.getByRole('img', { name: 'The current image, main-stage.png' });
    await expect(preview).toBeVisible();
    await screenshot(page, testInfo, 'venue-image-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The venue was saved.')).toBeVisible();
    const stored = await db.venue.findUniqueOrThrow({
      where: { id: venue.id },
      include: { image: true },
    });
    expect(stored.image).toMatchObject({ fileName: 'main-stage.png', width: 800, height: 600 });
    // After the save the editor shows the stored image.
    await expect(preview).toBeVisible();
  });

  test('refuses a file that is no image, keeping the image, and removes it', async ({ page }) => {
    const { id: imageId } = await createImageItem(300, 300);
    const fileName = (await db.media.findUniqueOrThrow({ where: { id: imageId } })).fileName;
    const venue = await createVenue(unique('Pictured hall'));
    await db.venue.update({ where: { id: venue.id }, data: { imageId } });
    await page.goto(`/en/admin/venues/${venue.id}`);
    const preview = page.getByRole('img', { name: `The current image, ${fileName}` });
    await expect(preview).toBeVisible();

    await page.getByLabel('Upload an image…').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'That file is not a JPEG, PNG, GIF or WebP' }),
    ).toHaveText('That file is not a JPEG, PNG, GIF or WebP image of at most 10 MiB.');
    await expect(preview).toBeVisible();

    await page.getByRole('button', { name: 'Remove the image' }).click();
    await expect(page.getByText('No image.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The venue was saved.')).toBeVisible();
    expect((await db.venue.findUniqueOrThrow({ where: { id: venue.id } })).imageId).toBeNull();
  });

  test('gives an event an image from the library, with the keyboard', async ({ page }) => {
    const { id: imageId } = await createImageItem(640, 360);
    const fileName = (await db.media.findUniqueOrThrow({ where: { id: imageId } })).fileName;
    const event = await createEvent({
      title: unique('Pictured concert'),
      startLocal: daysFromToday(5, '20:00:00'),
      endLocal: daysFromToday(5, '22:00:00'),
    });
    await page.goto(`/en/admin/events/${event.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(event.title);

    const choose = page.getByRole('button', { name: 'Choose from the library…' });
    await choose.focus();
    await page.keyboard.press('Enter');
    const library = page.getByRole('dialog', { name: 'Media library' });
    await expect(library).toBeVisible();
    const pick = library.getByRole('button', { name: `Use ${fileName}` });
    await pick.focus();
    await page.keyboard.press('Enter');
    await expect(library).toBeHidden();
    await expect(choose).toBeFocused();
    await expect(page.getByRole('img', { name: `The current image, ${fileName}` })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The event was saved.')).toBeVisible();
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).imageId).toBe(imageId);
  });
});

test.describe('images in the editors, as a contributor', () => {
  signInBeforeEach('contributor');

  test('offers the library but no upload (contributors cannot upload, §4.7)', async ({ page }) => {
    // The page knows the role from the session: the field shows its choices at once.
    await page.goto('/en/admin/venues/new');
    await expect(page.getByRole('button', { name: 'Choose from the library…' })).toBeVisible();
    await expect(page.getByText('No image.')).toBeVisible();
    await expect(page.getByLabel('Upload an image…')).toHaveCount(0);
  });

  test('speaks French', async ({ page }) => {
    await page.goto('/fr/admin/venues/new');
    await expect(page.getByRole('button', { name: 'Choisir dans la médiathèque…' })).toBeVisible();
    await expect(page.getByText('Aucune image.')).toBeVisible();
  });
});
