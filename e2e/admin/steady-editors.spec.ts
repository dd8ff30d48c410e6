// Nothing moves while a screen's late fields arrive (docs/admin.md "Nothing
// moves"): the date, zone and search fields and the rich text come after the
// screen, and each one's place is held meanwhile by its own shape, so a
// click aimed at a checkbox below them lands on it. The modules of those
// fields are held back here until every kind of shape has been seen on the
// screen; then they are let through, and every frame from the first to the
// last is measured.
import { expect, test, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import {
  createEvent,
  createOrganizers,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';

signInBeforeEach('editor');

// Scripts the page still asks for as a test ends (prefetches) must not fail
// it when their page closes under the handler below.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Words only the late modules hold: react-aria's default class names and TipTap's editor. */
const LATE_MODULE = /react-aria-(ComboBox|DatePicker|TagGroup)|ProseMirror/;

/** Holds back every script that holds a late module until the returned function is called. */
async function holdBackLateModules(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (LATE_MODULE.test(body)) await released;
    await route.fulfill({ response, body });
  });
  return release;
}

/** Text that wraps, breaks and leaves blank lines, as descriptions written in the editor or sent through the API do. */
const DESCRIPTION = [
  '<p>Produits de la ferme, <strong>pain</strong> et fromages.<br>Le samedi matin.</p>',
  '<p></p>',
  '<h2>Accès</h2>',
  '<ul><li><p>Bus 12</p></li><li>Tram B</li></ul>',
  '<blockquote><p>Le plus beau marché du canton.</p></blockquote>',
  `<p>https://example.org/${'plan-du-marche-'.repeat(12)}</p>`,
  'Entrée libre.',
].join('');

interface Frame {
  tops: Record<string, number>;
}

/** From the first frame that shows every one of `landmarks` (CSS selectors), where each stands on the page. */
async function recordFrames(page: Page, landmarks: string[]) {
  await page.addInitScript((selectors: string[]) => {
    const frames: Frame[] = [];
    Object.assign(window, { steadyFrames: frames });
    const tick = () => {
      const found = selectors.map((selector) => document.querySelector(selector));
      if (found.every(Boolean))
        frames.push({
          tops: Object.fromEntries(
            found.map((element, index) => [
              selectors[index],
              Math.round(element!.getBoundingClientRect().top + window.scrollY),
            ]),
          ),
        });
      if (frames.length < 3000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, landmarks);
}

/**
 * Opens `path` with the late modules held back until `shapes` (CSS
 * selectors) are all on the screen, lets them come, and answers every place
 * each landmark took meanwhile.
 */
async function placesWhileFieldsArrive(
  page: Page,
  path: string,
  landmarks: string[],
  shapes: string[],
) {
  const release = await holdBackLateModules(page);
  await recordFrames(page, landmarks);
  // The page's load waits for its scripts, which are held: the document is enough.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  for (const shape of shapes) await expect(page.locator(shape).first()).toBeVisible();
  for (const landmark of landmarks) await expect(page.locator(landmark).first()).toBeVisible();
  release();
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  // A few frames more, for whatever the last field's arrival set going.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const frames = (await page.evaluate(
    () => (window as unknown as { steadyFrames: Frame[] }).steadyFrames,
  )) as Frame[];
  return Object.fromEntries(
    landmarks.map((selector) => [
      selector,
      [...new Set(frames.map((frame) => frame.tops[selector]))],
    ]),
  );
}

/** Each landmark stood in one place only. */
const stayedPut = (landmarks: string[]) =>
  Object.fromEntries(landmarks.map((selector) => [selector, [expect.any(Number)]]));

const DATE_SHAPE = '.date-field[data-pending]';
const PICKER_SHAPE = '.picker[data-pending]';
const RICH_TEXT_SHAPE = '.rich-text [data-pending]';

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
    description: DESCRIPTION,
  });
  const landmarks = [
    'textarea[name="excerpt"]',
    'input[name="showMapLink"]',
    'input[name="hideFromListings"]',
    'button[type="submit"]',
  ];
  expect(
    await placesWhileFieldsArrive(page, `/fr/admin/events/${event.id}`, landmarks, [
      DATE_SHAPE,
      PICKER_SHAPE,
      RICH_TEXT_SHAPE,
    ]),
  ).toEqual(stayedPut(landmarks));
  // The fields came, with what the event holds.
  await expect(page.getByRole('row', { name: venue.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Bus 12');
});

test('the venue editor keeps its place while its description arrives', async ({ page }) => {
  const venue = await createVenue(unique('Salle'));
  await db.venue.update({ where: { id: venue.id }, data: { description: DESCRIPTION } });
  const landmarks = ['input[name="address"]', 'button[type="submit"]'];
  expect(
    await placesWhileFieldsArrive(page, `/en/admin/venues/${venue.id}`, landmarks, [
      RICH_TEXT_SHAPE,
    ]),
  ).toEqual(stayedPut(landmarks));
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
});

test('the events list keeps its place while its filters arrive', async ({ page }) => {
  await createEvent({
    title: unique('Steady'),
    startLocal: daysFromToday(3, '18:00:00'),
    endLocal: daysFromToday(3, '20:00:00'),
  });
  const landmarks = ['.list-status', 'table'];
  expect(
    await placesWhileFieldsArrive(page, '/en/admin/events', landmarks, [DATE_SHAPE, PICKER_SHAPE]),
  ).toEqual(stayedPut(landmarks));
  await expect(page.getByRole('group', { name: 'From', exact: true })).toBeVisible();
});
