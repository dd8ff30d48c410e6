// Nothing moves while an editor's fields arrive (docs/admin.md "Nothing
// moves"): the date, zone and search fields and the rich text come after the
// screen, and each one's place is held meanwhile by its own shape, so a
// click aimed at a checkbox below them lands on it. The modules of those
// fields are held back here for a moment, so that every run sees them
// arrive after the form; each frame until they have come is measured.
import { expect, test, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createEvent, createOrganizers, createVenue, daysFromToday, unique } from '../fixtures/db';

signInBeforeEach('editor');

/** Words only the late modules hold: react-aria's default class names and TipTap's editor. */
const LATE_MODULE = /react-aria-(ComboBox|DatePicker|TagGroup)|ProseMirror/;

/** Holds back, by `ms`, every script that holds a late module. */
async function holdBackLateModules(page: Page, ms: number) {
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (LATE_MODULE.test(body)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}

interface Frame {
  pending: number;
  tops: Record<string, number>;
}

/**
 * From the first frame that shows every one of `landmarks` (CSS selectors),
 * each frame's count of shapes still waiting and where each landmark stands
 * on the page.
 */
async function recordFrames(page: Page, landmarks: string[]) {
  await page.addInitScript((selectors: string[]) => {
    const frames: Frame[] = [];
    Object.assign(window, { steadyFrames: frames });
    const tick = () => {
      const found = selectors.map((selector) => document.querySelector(selector));
      if (found.every(Boolean)) {
        frames.push({
          pending: document.querySelectorAll('[data-pending]').length,
          tops: Object.fromEntries(
            found.map((element, index) => [
              selectors[index],
              Math.round(element!.getBoundingClientRect().top + window.scrollY),
            ]),
          ),
        });
      }
      if (frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, landmarks);
}

/** Where each landmark stood over the frames: every place it took. */
async function placesTaken(page: Page, landmarks: string[]) {
  const frames = (await page.evaluate(
    () => (window as unknown as { steadyFrames: Frame[] }).steadyFrames,
  )) as Frame[];
  // The fields' shapes were measured, not only the fields.
  expect(frames.some((frame) => frame.pending > 0)).toBe(true);
  return Object.fromEntries(
    landmarks.map((selector) => [
      selector,
      [...new Set(frames.map((frame) => frame.tops[selector]))],
    ]),
  );
}

test('the event editor keeps its place while its fields arrive, in French', async ({ page }) => {
  test.slow();
  const venue = await createVenue(unique('Halle'));
  const organizers = await createOrganizers([unique('Comité'), unique('Association des amis')]);
  const event = await createEvent({
    title: unique('Marché'),
    startLocal: daysFromToday(15, '08:00:00'),
    endLocal: daysFromToday(15, '12:00:00'),
    venueId: venue.id,
    organizerIds: organizers.map((organizer) => organizer.id),
    description:
      '<p>Produits de la ferme, pain et fromages.</p><h2>Accès</h2><p>Entrée libre.</p><p>Parking gratuit.</p>',
  });
  const landmarks = [
    'textarea[name="excerpt"]',
    'input[name="showMapLink"]',
    'input[name="hideFromListings"]',
  ];
  await holdBackLateModules(page, 1_500);
  await recordFrames(page, landmarks);
  await page.goto(`/fr/admin/events/${event.id}`);
  await expect(page.locator('[data-pending]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('row', { name: venue.name })).toBeVisible();
  await expect(page.getByText('Parking gratuit.')).toBeVisible();
  expect(await placesTaken(page, landmarks)).toEqual(
    Object.fromEntries(landmarks.map((selector) => [selector, [expect.any(Number)]])),
  );
});

test('the venue editor keeps its place while its description arrives', async ({ page }) => {
  const venue = await createVenue(unique('Salle'));
  const landmarks = ['input[name="address"]', 'button[type="submit"]'];
  await holdBackLateModules(page, 1_500);
  await recordFrames(page, landmarks);
  await page.goto(`/en/admin/venues/${venue.id}`);
  await expect(page.locator('[data-pending]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  expect(await placesTaken(page, landmarks)).toEqual(
    Object.fromEntries(landmarks.map((selector) => [selector, [expect.any(Number)]])),
  );
});
