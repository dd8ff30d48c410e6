// Every admin screen (docs/admin.md) and the sign-in page, in English,
// French and Spanish, checked by axe with no finding allowed, at desktop and
// phone width, with screenshots of both kept among the test's artifacts for a
// reviewer to look at; the picker's open list, the new venue dialog, the
// command palette, the shortcuts overlay and the confirmation questions are
// checked while open. Each screen is seen as the role that uses it:
// administrators for users, tokens and settings, an editor for the rest
// (docs/accounts.md "Roles").
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, request, test, type Page, type TestInfo } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import es from '../../messages/es.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import { paletteHighlight, signInBeforeEach } from '../fixtures/admin';
import { taggedCalendar } from '../fixtures/calendar-files';
import {
  createEvent,
  createOrganizer,
  createVenue,
  daysFromToday,
  db,
  unique,
} from '../fixtures/db';
import { createImageItem } from '../fixtures/media';
import { postTerm } from '../fixtures/terms';
import { createUser } from '../fixtures/users';

// An editor renders once hydrated: seconds on a loaded two-core run.
const expect = baseExpect.configure({ timeout: 20_000 });

type Messages = typeof en;
const LANGUAGES = [
  { locale: 'en', messages: en },
  { locale: 'fr', messages: fr as Messages },
  { locale: 'es', messages: es as Messages },
] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every "still loading" sentence of every language: a screen showing one is not ready. */
const LOADING = new RegExp(
  [
    ...new Set(
      LANGUAGES.flatMap(({ messages }) =>
        valuesOf(messages, (key) => ['loading', 'searching', 'creating'].includes(key)),
      ),
    ),
  ]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

function valuesOf(tree: object, isWanted: (key: string) => boolean): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? isWanted(key)
        ? [value]
        : []
      : valuesOf(value as object, isWanted),
  );
}

/** What fills the screens: an event with every link set, and a series with its occurrences. */
interface Content {
  venue: string;
  venueId: number;
  organizer: string;
  organizerId: number;
  category: string;
  categoryId: number;
  tag: string;
  tagId: number;
  event: string;
  eventId: number;
  parentEvent: string;
  series: string;
  occurrenceId: number;
  /** The event's image: the editor shows its alternative text, the Media screen finds it. */
  imageFile: string;
}

const content = {} as Content;

test.beforeAll(async () => {
  const baseURL = process.env.CALENDAR_TEST_BASE_URL;
  const api = await request.newContext({ baseURL });
  const maker = await createUser('editor');
  const venue = await createVenue(unique('Salle Pleyel'));
  const organizer = await createOrganizer(unique('Société des concerts'));
  const category = await postTerm(api, 'categories', maker.headers, { name: unique('Musique') });
  const tag = await postTerm(api, 'tags', maker.headers, { name: unique('plein air') });
  // The event's parent event: its editor shows it as a chip (docs/admin.md "Parent event").
  const festival = await createEvent({
    title: unique('Festival d’été'),
    startLocal: daysFromToday(11, '10:00:00'),
    endLocal: daysFromToday(11, '23:00:00'),
  });
  const event = await createEvent({
    parentId: festival.id,
    title: unique('Concert du soir'),
    startLocal: daysFromToday(12, '19:30:00'),
    endLocal: daysFromToday(12, '22:00:00'),
    description: '<p>Un concert <strong>en plein air</strong>.</p>',
    venueId: venue.id,
    organizerIds: [organizer.id],
    categoryIds: [category.id],
    tagIds: [tag.id],
  });
  // Others at the concert's hour, a draft among them: the week view sets them
  // side by side, each readable, never one box over another's text.
  for (const status of ['publish', 'draft', 'publish', 'private'])
    await createEvent({
      title: unique('Même soirée'),
      status,
      startLocal: daysFromToday(12, '19:00:00'),
      endLocal: daysFromToday(12, '21:30:00'),
    });
  const image = await createImageItem(400, 300);
  // Postponed with a reason: the editor shows the reason field, the translation
  // screen its text, and the list a badge (docs/admin.md "Event status").
  await db.event.update({
    where: { id: event.id },
    data: { imageId: image.id, eventStatus: 'postponed', statusReason: 'Rain forecast' },
  });
  const { fileName: imageFile } = await db.media.update({
    where: { id: image.id },
    data: { alt: 'Un orchestre en plein air' },
  });
  // A submission this week: the dashboard lists it with its review buttons.
  const contributor = await createUser('contributor');
  await createEvent({
    title: unique('Atelier proposé'),
    status: 'pending',
    authorId: contributor.id,
    startLocal: daysFromToday(2, '18:00:00'),
    endLocal: daysFromToday(2, '20:00:00'),
  });
  const series = unique('Yoga du mardi');
  const created = await api.post('/calendar/events/v1/events', {
    headers: maker.headers,
    data: {
      title: series,
      status: 'publish',
      start_date: daysFromToday(14, '18:00:00'),
      end_date: daysFromToday(14, '19:00:00'),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const first = (await created.json()) as { id: number };
  const occurrences = await api.get('/calendar/events/v1/events', {
    headers: maker.headers,
    params: { series: first.id, start_date: '2000-01-01', end_date: '2100-01-01' },
  });
  const { events } = (await occurrences.json()) as { events: { id: number }[] };
  expect(events).toHaveLength(4);
  Object.assign(content, {
    imageFile,
    venue: venue.name,
    venueId: venue.id,
    organizer: organizer.name,
    organizerId: organizer.id,
    category: category.name,
    categoryId: category.id,
    tag: tag.name,
    tagId: tag.id,
    event: event.title,
    eventId: event.id,
    parentEvent: festival.title,
    series,
    occurrenceId: events[1]!.id,
  });
  await api.dispose();
});

test.afterAll(async () => {
  await db.$disconnect();
});

/** axe's findings, one readable line each, so that a failure says what to fix and where. */
async function violationsOf(
  page: Page,
  include: string[] = [],
  exclude: string[] = [],
): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  for (const selector of include) axe.include(selector);
  for (const selector of exclude) axe.exclude(selector);
  const { violations } = await axe.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}; ${violation.helpUrl}\n` +
      violation.nodes
        .map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}

/** The screen shows its content, not a loading state: nothing busy, no loading sentence, the rich text editor in place. */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Closed dialogs (the media library) keep their own loading line, hidden.
  await expect(page.getByText(LOADING).filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('[data-pending]')).toHaveCount(0);
}

/**
 * axe, and a whole-page screenshot among the test's artifacts
 * (test-results/artifacts/…, never committed), at desktop width in every
 * language and at phone width in English: the layout does not change with
 * the language, and each run costs seconds. A finding fails the test, yet the rest is still checked, so
 * one run lists every finding.
 */
async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  locale: string,
  name: string,
  hasLongTable = false,
): Promise<void> {
  await expectLoaded(page);
  for (const viewport of VIEWPORTS) {
    if (viewport.name === 'phone' && locale !== 'en') continue;
    await page.setViewportSize(viewport);
    // A table of every user or token holds all the run's (hundreds, each
    // costing axe time): its markup is checked once, in English at desktop width.
    const isTableChecked = !hasLongTable || (locale === 'en' && viewport.name === 'desktop');
    expect
      .soft(
        await violationsOf(page, [], isTableChecked ? [] : ['table']),
        `axe on ${name}, ${locale}, ${viewport.name} width`,
      )
      .toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${locale}-${viewport.name}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/**
 * An open part of a screen (a list, a dialog), checked by axe at desktop
 * width, with a screenshot; `include` narrows axe to the part when the rest
 * of the page is not what is being checked.
 */
async function checkOpenPart(
  page: Page,
  testInfo: TestInfo,
  name: string,
  include: string[] = [],
): Promise<void> {
  expect.soft(await violationsOf(page, include), `axe on ${name}`).toEqual([]);
  // What is in view: a modal's backdrop covers the viewport, not the whole page.
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A list screen has loaded once its status line counts what it shows. */
const listCounted = (page: Page) => expect(page.locator('.list-status')).toHaveText(/\d/);

/** The calendar's grid is loaded apart from its screen: counted, and drawn with its events. */
async function calendarShown(page: Page, grid: string) {
  await listCounted(page);
  await expect(page.locator(grid)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]:has(.calendar-grid)')).toHaveCount(0);
}

interface Screen {
  /** The screenshot's name. */
  name: string;
  path: () => string;
  /** Waits for what only the loaded screen shows. */
  ready: (page: Page, m: Messages) => Promise<void>;
  /** Opens the screen's interactive parts and checks them. */
  open?: (page: Page, m: Messages, testInfo: TestInfo, locale: string) => Promise<void>;
  /** Lists every row the whole test run made (users, tokens): see checkScreen. */
  hasLongTable?: boolean;
  /** Shows the events of days the whole run shares (the calendar): axe reads hundreds of boxes. */
  isBusy?: boolean;
}

/**
 * One test per screen, through the three languages in turn, as the role that
 * uses the screen: one sign-in per screen, not per language.
 */
function describeScreens(role: 'editor' | 'administrator', screens: Screen[]): void {
  test.describe(role === 'editor' ? 'as an editor' : 'as an administrator', () => {
    signInBeforeEach(role);
    for (const screen of screens) {
      test(screen.name, async ({ page }, testInfo) => {
        // Three languages, two widths, and for some an open part: minutes on a loaded machine.
        test.setTimeout(screen.open || screen.hasLongTable || screen.isBusy ? 360_000 : 180_000);
        // Leaving a screen whose open part was changed may ask first: the next language goes on.
        page.on('dialog', (dialog) => void dialog.accept());
        for (const { locale, messages } of LANGUAGES) {
          await test.step(locale, async () => {
            await page.goto(`/${locale}/admin${screen.path()}`);
            await screen.ready(page, messages);
            await checkScreen(page, testInfo, locale, screen.name, screen.hasLongTable);
            await screen.open?.(page, messages, testInfo, locale);
          });
        }
      });
    }
  });
}

const collectionScreens = (
  [
    ['venues', 'AdminVenues', () => content.venue, () => content.venueId],
    ['organizers', 'AdminOrganizers', () => content.organizer, () => content.organizerId],
    ['categories', 'AdminCategories', () => content.category, () => content.categoryId],
    ['tags', 'AdminTags', () => content.tag, () => content.tagId],
  ] as const
).flatMap(([collection, namespace, name, id]): Screen[] => [
  { name: collection, path: () => `/${collection}`, ready: listCounted },
  {
    name: `${collection}-new`,
    path: () => `/${collection}/new`,
    ready: (page, m) => expect(heading(page, m[namespace].newTitle)).toBeVisible(),
  },
  {
    name: `${collection}-edit`,
    path: () => `/${collection}/${id()}`,
    ready: (page) => expect(heading(page, name())).toBeVisible(),
  },
]);

describeScreens('editor', [
  {
    name: 'dashboard',
    path: () => '',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminDashboard.title)).toBeVisible();
      // Its four panels have loaded (each says its count or that it is empty).
      await expect(page.locator('.dashboard-panel[aria-busy="false"]')).toHaveCount(4);
    },
    open: async (page, m, testInfo, locale) => {
      // The command palette, listing screens and a venue found by its name.
      const palette = page.getByRole('dialog', { name: m.Keyboard.palette.title });
      await page.getByRole('button', { name: m.Keyboard.openPalette }).click();
      await expect(palette).toBeVisible();
      await page.keyboard.type(content.venue);
      await expect(palette.getByRole('menuitem', { name: content.venue })).toBeVisible();
      await expect(palette.getByRole('status')).toBeEmpty();
      // The results have settled once the field names the venue as its highlighted result.
      await expect.poll(() => paletteHighlight(page)).toContain(content.venue);
      await checkOpenPart(page, testInfo, `palette-${locale}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();
      // The shortcuts overlay.
      const overlay = page.getByRole('dialog', { name: m.Keyboard.help.title });
      await page.getByRole('button', { name: m.Keyboard.openHelp }).click();
      await expect(overlay).toBeVisible();
      await checkOpenPart(page, testInfo, `shortcuts-${locale}`);
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
    },
  },
  { name: 'events', path: () => '/events', ready: listCounted },
  {
    name: 'events-calendar',
    path: () => `/events/calendar?month=${daysFromToday(12).slice(0, 7)}`,
    ready: (page) => calendarShown(page, '.fc-daygrid-body'),
    isBusy: true,
  },
  {
    // The week holds the event made above, a draft among its neighbours' events.
    name: 'events-calendar-week',
    path: () => `/events/calendar?view=week&date=${daysFromToday(12).slice(0, 10)}`,
    ready: (page) => calendarShown(page, '.fc-timegrid-body'),
    isBusy: true,
  },
  {
    name: 'event-new',
    path: () => '/events/new',
    ready: (page, m) => expect(heading(page, m.AdminEventForm.newTitle)).toBeVisible(),
    open: async (page, m, testInfo, locale) => {
      const form = m.AdminEventForm;
      await page.getByRole('combobox', { name: form.organizers }).fill(content.organizer);
      await expect(page.getByRole('option', { name: content.organizer })).toBeVisible();
      // While a combobox's list is open, react-aria hides the rest of the page
      // from screen readers with aria-hidden, by design (adobe/react-spectrum#4937):
      // axe then finds focusable content under aria-hidden, no level-one
      // heading, and the list outside the landmarks. Tab or a click closes the
      // list first, and the page was checked whole while closed: here axe
      // checks the picker and its list.
      await checkOpenPart(page, testInfo, `event-new-organizers-list-${locale}`, [
        '.picker:has([aria-expanded="true"])',
        '.picker-popover',
      ]);
      // A click beside the field closes the list (the page is aria-hidden meanwhile).
      await page.locator('h1').click();
      await expect(page.locator('.picker-popover')).toHaveCount(0);

      const venue = unique('Kiosque');
      await page.getByRole('combobox', { name: form.venue }).fill(venue);
      await page
        .getByRole('option', { name: m.AdminPicker.createOption.replace('{name}', venue) })
        .click();
      const dialog = page.getByRole('dialog', { name: m.AdminPicker.new.venues });
      await expect(dialog.getByLabel(m.AdminPicker.name)).toHaveValue(venue);
      await checkOpenPart(page, testInfo, `event-new-venue-dialog-${locale}`);
    },
  },
  {
    name: 'event-edit',
    path: () => `/events/${content.eventId}`,
    ready: async (page, m) => {
      const form = m.AdminEventForm;
      await expect(heading(page, content.event)).toBeVisible();
      for (const [label, name] of [
        [form.venue, content.venue],
        [form.organizers, content.organizer],
        [form.categories, content.category],
        [form.tags, content.tag],
        [m.AdminEventParent.label, content.parentEvent],
      ] as const) {
        await expect(
          page
            .getByRole('grid', { name: m.AdminPicker.chosen.replace('{label}', label) })
            .getByRole('row'),
        ).toHaveText([name]);
      }
    },
    open: async (page, m, testInfo, locale) => {
      const form = m.AdminEventForm;
      await page.getByRole('button', { name: form.trash, exact: true }).click();
      await expect(page.getByRole('dialog', { name: form.trashTitle })).toBeVisible();
      await checkOpenPart(page, testInfo, `event-edit-trash-dialog-${locale}`);
      await page.keyboard.press('Escape');
    },
  },
  {
    // The Spanish texts, each field with its English beside it (docs/admin.md "Translations").
    name: 'event-translation',
    path: () => `/events/${content.eventId}?lang=es`,
    ready: async (page, m) => {
      const words = m.AdminTranslations;
      await expect(heading(page, content.event)).toBeVisible();
      await expect(page.getByText(`${words.englishLabel} ${content.event}`)).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: words.copyFromEnglishField.replace('{field}', m.AdminEventForm.title),
        }),
      ).toBeVisible();
    },
  },
  {
    name: 'event-occurrence',
    path: () => `/events/${content.occurrenceId}`,
    ready: async (page, m) => {
      await expect(heading(page, content.series)).toBeVisible();
      await expect(page.getByRole('link', { name: m.AdminRepeat.seriesLink })).toBeVisible();
    },
    open: async (page, m, testInfo, locale) => {
      await page.getByRole('button', { name: m.AdminEventForm.trash, exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: m.AdminRepeat.scope.trashTitle }),
      ).toBeVisible();
      await checkOpenPart(page, testInfo, `event-occurrence-scope-dialog-${locale}`);
      await page.keyboard.press('Escape');
    },
  },
  ...collectionScreens,
  {
    name: 'media',
    path: () => '/media',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminMedia.title)).toBeVisible();
      // The run's own image alone: every test's uploads would fill the page otherwise.
      await page.getByLabel(m.AdminMedia.search).fill(content.imageFile);
      await page.getByRole('button', { name: m.AdminMedia.searchButton, exact: true }).click();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article', { name: content.imageFile })).toBeVisible();
    },
    open: async (page, m, testInfo, locale) => {
      await page
        .getByRole('button', { name: m.AdminMedia.deleteFor.replace('{name}', content.imageFile) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkOpenPart(page, testInfo, `media-delete-dialog-${locale}`);
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'imports',
    path: () => '/imports',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminImports.title)).toBeVisible();
      await expect(page.getByRole('heading', { name: m.AdminImports.recentTitle })).toBeVisible();
    },
    open: async (page, m, testInfo, locale) => {
      // A finished import's report, with its table of refused events.
      await page.getByLabel(m.AdminImports.chooseFile).setInputFiles({
        name: 'apple.ics',
        mimeType: 'text/calendar',
        buffer: Buffer.from(taggedCalendar('apple-calendar.ics', unique('axe'))),
      });
      await page.getByRole('button', { name: m.AdminImports.import, exact: true }).click();
      await expect(page.getByRole('table', { name: m.AdminImports.refusedTitle })).toBeVisible({
        timeout: 60_000,
      });
      await checkOpenPart(page, testInfo, `imports-report-${locale}`);
    },
  },
  {
    name: 'subscriptions',
    path: () => '/subscriptions',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminSubscriptions.title)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: m.AdminSubscriptions.listTitle }),
      ).toBeVisible();
    },
    open: async (page, m, testInfo, locale) => {
      // The new subscription's field errors, as an editor who forgot the address sees them.
      await page.getByRole('button', { name: m.AdminSubscriptions.create }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await checkOpenPart(page, testInfo, `subscriptions-form-errors-${locale}`);
    },
  },
]);

describeScreens('administrator', [
  {
    name: 'users',
    path: () => '/users',
    hasLongTable: true,
    ready: async (page, m) => {
      await expect(heading(page, m.AdminUsers.title)).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'tokens',
    path: () => '/tokens',
    hasLongTable: true,
    ready: async (page, m) => {
      await expect(heading(page, m.AdminTokens.title)).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    },
    open: async (page, m, testInfo, locale) => {
      await page.getByRole('button', { name: m.AdminTokens.revoke, exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The dialog alone: the table behind it is every token of the run.
      await checkOpenPart(page, testInfo, `tokens-revoke-dialog-${locale}`, ['dialog[open]']);
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'webhooks',
    path: () => '/webhooks',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminWebhooks.title)).toBeVisible();
      await expect(page.getByRole('form', { name: m.AdminWebhooks.new })).toBeVisible();
    },
    open: async (page, m, testInfo, locale) => {
      // A refused form shows its field errors.
      await page.getByRole('button', { name: m.AdminWebhooks.create }).click();
      await expect(page.getByText(m.Validation.webhook_events_empty)).toBeVisible();
      await checkOpenPart(page, testInfo, `webhooks-refused-${locale}`);
    },
  },
  {
    name: 'settings',
    path: () => '/settings',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminSettings.title)).toBeVisible();
      await expect(page.getByLabel(m.AdminSettings.posts_per_page)).toBeVisible();
    },
  },
  {
    name: 'account',
    path: () => '/account',
    ready: async (page, m) => {
      await expect(heading(page, m.AdminAccount.title)).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
]);

test('the sign-in page, signed out', async ({ page }, testInfo) => {
  for (const { locale, messages: m } of LANGUAGES) {
    await test.step(locale, async () => {
      await page.goto(`/${locale}/login`);
      await expect(page.getByLabel(m.SignIn.email)).toBeVisible();
      await checkScreen(page, testInfo, locale, 'login');
    });
  }
});
