// The calendar's views and filter bar (docs/public-pages.md "Views", "Filter
// bar") as a visitor uses them, with and without JavaScript, in English and
// French: the day with an all-day, a canceled and another zone's event, a
// fair across a month's end, the list's past events, a category's views.
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { screenshot } from '../fixtures/admin';
import { createEvent, createOrganizer, createVenue, db, unique } from '../fixtures/db';
import { linkTerms, postTerm } from '../fixtures/terms';
import { createUser } from '../fixtures/users';

// Far days no other test writes in; the test site's zone is America/New_York.
const DAY = '2064-09-14';

interface Calendar {
  batch: string;
  category: { id: number; slug: string; name: string };
  tag: { slug: string; name: string };
  venue: { id: number; name: string };
  organizer: { id: number; name: string };
  concert: string;
  lecture: string;
  market: string;
  talk: string;
  fair: string;
  archived: string;
}

const calendar = {} as Calendar;

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: process.env.CALENDAR_TEST_BASE_URL });
  const maker = await createUser('editor');
  const batch = unique('Views');
  const category = await postTerm(api, 'categories', maker.headers, { name: `${batch} jazz` });
  const tag = await postTerm(api, 'tags', maker.headers, { name: `${batch} outdoors` });
  await api.dispose();
  // Named to sort first: the bar offers the first 300 venues and organizers by name, and the
  // whole suite makes many.
  const venue = await createVenue(`0 ${batch} hall`);
  const organizer = await createOrganizer(`0 ${batch} society`);
  const make = async (
    title: string,
    startLocal: string,
    endLocal: string,
    extra: Parameters<typeof db.event.update>[0]['data'] = {},
  ) => {
    const event = await createEvent({ title: `${batch} ${title}`, startLocal, endLocal });
    await db.event.update({ where: { id: event.id }, data: extra });
    return event;
  };
  const concert = await make('concert', `${DAY} 19:30:00`, `${DAY} 21:00:00`, {
    featured: true,
    venueId: venue.id,
  });
  await linkTerms(concert.id, 'categories', [category.id]);
  const lecture = await make('lecture', `${DAY} 10:00:00`, `${DAY} 11:00:00`, {
    timezone: 'Europe/Paris',
    timezoneAbbr: 'CEST',
  });
  await linkTerms(lecture.id, 'tags', [tag.id]);
  const market = await make('market', `${DAY} 00:00:00`, `${DAY} 23:59:59`, { allDay: true });
  await db.eventOrganizer.create({
    data: { eventId: market.id, organizerId: organizer.id, position: 0 },
  });
  const talk = await make('talk', `${DAY} 15:00:00`, `${DAY} 16:00:00`, {
    eventStatus: 'canceled',
  });
  const fair = await make('fair', '2064-09-30 10:00:00', '2064-10-02 18:00:00', {
    titleFr: `${batch} foire`,
  });
  const archived = await make('archive night', '2020-03-05 20:00:00', '2020-03-05 22:00:00');
  Object.assign(calendar, {
    batch,
    category: { id: category.id, slug: category.slug, name: category.name },
    tag: { slug: tag.slug, name: tag.name },
    venue: { id: venue.id, name: venue.name },
    organizer: { id: organizer.id, name: organizer.name },
    concert: concert.title,
    lecture: lecture.title,
    market: market.title,
    talk: talk.title,
    fair: fair.title,
    archived: archived.title,
  });
});

test.afterAll(async () => {
  await db.$disconnect();
});

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );

const eventLinks = (page: Page) =>
  page.locator('main').getByRole('link', { name: new RegExp(calendar.batch) });

test.describe('the day view', () => {
  test('lists the day: all-day first, hours in their zone, a canceled event marked (en, fr)', async ({
    page,
  }, testInfo) => {
    await page.goto(`/events/${DAY}/?search=${calendar.batch}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sunday, September 14, 2064' }),
    ).toBeVisible();
    await expect(eventLinks(page)).toHaveText([
      calendar.market,
      calendar.lecture,
      calendar.talk,
      calendar.concert,
    ]);
    const item = (title: string) => page.locator('.day-events li').filter({ hasText: title });
    await expect(item(calendar.market).locator('.when')).toHaveText('All day');
    await expect(item(calendar.lecture).locator('.when')).toHaveText('10:00 AM – 11:00 AM (CEST)');
    await expect(item(calendar.concert).locator('.when')).toHaveText('7:30 PM – 9:00 PM');
    await expect(item(calendar.talk).locator('.status')).toHaveText('Canceled');
    await expect(page.getByRole('link', { name: 'Month', exact: true })).toHaveAttribute(
      'href',
      // The switch keeps the day's month.
      `/events/month/2064-09/?search=${calendar.batch}`,
    );
    await expect(page.getByRole('link', { name: 'Day', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await screenshot(page, testInfo, 'day-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Next day' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Monday, September 15, 2064' }),
    ).toBeVisible();
    await expect(page.getByText('No events on this day.')).toBeVisible();

    await page.goto(`/events/${DAY}/?search=${calendar.batch}&translation_language=fr`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'dimanche 14 septembre 2064' }),
    ).toBeVisible();
    await expect(item(calendar.market).locator('.when')).toHaveText('Toute la journée');
    await expect(item(calendar.concert).locator('.when')).toHaveText('19:30 – 21:00');
    await expect(item(calendar.talk).locator('.status')).toHaveText('Annulé');
    await screenshot(page, testInfo, 'day-fr');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a day that does not exist is not found', async ({ request }) => {
    expect((await request.get('/events/2064-02-30/')).status()).toBe(404);
    expect((await request.get('/events/someday/')).status()).toBe(404);
    // Years whose neighbours leave four digits are out of the calendar.
    expect((await request.get('/events/9999-12-31/')).status()).toBe(404);
    expect((await request.get('/events/month/0000-01/')).status()).toBe(404);
    // The last month answers, and leads nowhere further.
    const last = await request.get('/events/month/9998-12/');
    expect(last.status()).toBe(200);
    const html = await last.text();
    expect(html).toContain('rel="prev"');
    expect(html).not.toContain('rel="next"');
    expect(html).not.toContain('href="/events/9999-01-01/"');
  });
});

test('a fair across the end of September is on both months, each day of it', async ({
  page,
}, testInfo) => {
  await page.goto(`/events/month/2064-09/?search=${calendar.batch}`);
  const cell = (label: string) =>
    page.getByRole('cell').filter({ has: page.getByRole('link', { name: label, exact: true }) });
  for (const day of [
    'Tuesday, September 30, 2064',
    'Wednesday, October 1, 2064',
    'Thursday, October 2, 2064',
  ]) {
    await expect(cell(day).getByRole('link', { name: new RegExp(calendar.fair) })).toBeVisible();
  }
  await expect(
    cell('Sunday, September 14, 2064').getByRole('link', { name: new RegExp(calendar.batch) }),
  ).toHaveCount(3);
  await expect(
    cell('Sunday, September 14, 2064').getByRole('link', { name: '+1 more' }),
  ).toBeVisible();
  // Drawn as one bar: rounded where it starts and where it ends.
  const fairOn = (day: string) => cell(day).locator('li').filter({ hasText: calendar.fair });
  await expect(fairOn('Tuesday, September 30, 2064')).toHaveClass(/span-first/);
  await expect(fairOn('Thursday, October 2, 2064')).toHaveClass(/span-last/);
  // The arrow keys move between days, as in a date picker.
  await page.getByRole('link', { name: 'Sunday, September 14, 2064', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('link', { name: 'Monday, September 15, 2064', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('link', { name: 'Monday, September 22, 2064', exact: true }),
  ).toBeFocused();
  await screenshot(page, testInfo, 'month-filtered-en');
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'October 2064' })).toBeVisible();
  await expect(
    cell('Thursday, October 2, 2064').getByRole('link', { name: new RegExp(calendar.fair) }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/month/2064-10/\\?search=${calendar.batch}$`));

  // In French the fair has its French title, the English one where a translation is missing.
  await page.goto(`/events/month/2064-09/?search=${calendar.batch}&translation_language=fr`);
  await expect(
    cell('mardi 30 septembre 2064').getByRole('link', { name: `${calendar.batch} foire` }),
  ).toBeVisible();
  await expect(
    cell('dimanche 14 septembre 2064').getByRole('link', { name: calendar.market }),
  ).toBeVisible();
});

test.describe('the list view', () => {
  test('upcoming by default, past events on their own page, filters kept (en, es)', async ({
    page,
  }, testInfo) => {
    await page.goto(`/events/list/?search=${calendar.batch}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();
    await expect(page.locator('.events h2')).toHaveText([
      calendar.market,
      calendar.lecture,
      calendar.talk,
      calendar.concert,
      calendar.fair,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'list-en');
    await page.getByRole('link', { name: 'Past events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Past events' })).toBeVisible();
    await expect(page.locator('.events h2')).toHaveText([calendar.archived]);
    await expect(page).toHaveURL(
      new RegExp(`/events/list/\\?search=${calendar.batch}&eventDisplay=past$`),
    );

    await page.goto(`/events/list/?search=${calendar.batch}&translation_language=es`);
    await expect(page.getByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eventos pasados' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/events/ is the month of today, or the list when the setting says so', async ({ page }) => {
    await page.goto('/events/');
    await expect(page.getByRole('link', { name: 'Month', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('table')).toBeVisible();
    // The setting as `settings:set default_view list` stores it; the next request sees it.
    await db.setting.upsert({
      where: { key: 'default_view' },
      create: { key: 'default_view', value: 'list' },
      update: { value: 'list' },
    });
    try {
      await page.goto(`/events/?search=${calendar.batch}`);
      await expect(page.getByRole('link', { name: 'List', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(page.locator('.events h2').first()).toHaveText(calendar.market);
    } finally {
      await db.setting.delete({ where: { key: 'default_view' } });
    }
  });
});

test.describe('the filter bar', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript, a GET form whose address holds the filters (en, fr)', async ({
    page,
  }) => {
    await page.goto(`/events/${DAY}/`);
    const bar = page.getByRole('search', { name: 'Filter events' });
    await bar.getByLabel('Search').fill(calendar.batch);
    // All but the search fold away until opened.
    await expect(bar.getByLabel('Venue')).toBeHidden();
    await bar.getByText('More filters').click();
    await bar.getByLabel('Venue').selectOption({ label: calendar.venue.name });
    await bar.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`venue=${calendar.venue.id}`));
    await expect(eventLinks(page)).toHaveText([calendar.concert]);
    // The other views keep the filters.
    await expect(page.getByRole('link', { name: 'List', exact: true })).toHaveAttribute(
      'href',
      `/events/list/?search=${calendar.batch}&venue=${calendar.venue.id}`,
    );
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${DAY}/$`));

    await page.goto(`/events/${DAY}/?translation_language=fr`);
    const barFr = page.getByRole('search', { name: 'Filtrer les événements' });
    await barFr.getByLabel('Rechercher').fill(calendar.batch);
    await barFr.getByText('Plus de filtres').click();
    await barFr.getByLabel('Catégorie').selectOption({ label: calendar.category.name });
    await barFr.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`categories=${calendar.category.slug}`));
    await expect(page).toHaveURL(/translation_language=fr/);
    await expect(eventLinks(page)).toHaveText([calendar.concert]);

    // A tag instead of the category, in the same bar.
    await barFr.getByLabel('Catégorie').selectOption({ label: 'Toutes les catégories' });
    await barFr.getByLabel('Étiquette').selectOption({ label: calendar.tag.name });
    await barFr.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`tags=${calendar.tag.slug}`));
    await expect(eventLinks(page)).toHaveText([calendar.lecture]);
  });
});

test.describe('every filter, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'fr'] as const) {
    test(`each field of the bar narrows the day to its events (${language})`, async ({ page }) => {
      const words = {
        en: {
          bar: 'Filter events',
          more: 'More filters',
          apply: 'Filter',
          category: 'Category',
          tag: 'Tag',
          venue: 'Venue',
          organizer: 'Organizer',
          featured: 'Featured events only',
        },
        fr: {
          bar: 'Filtrer les événements',
          more: 'Plus de filtres',
          apply: 'Filtrer',
          category: 'Catégorie',
          tag: 'Étiquette',
          venue: 'Lieu',
          organizer: 'Organisateur',
          featured: 'Événements à la une seulement',
        },
      }[language];
      const cases = [
        { field: words.category, option: calendar.category.name, shows: [calendar.concert] },
        { field: words.tag, option: calendar.tag.name, shows: [calendar.lecture] },
        { field: words.venue, option: calendar.venue.name, shows: [calendar.concert] },
        { field: words.organizer, option: calendar.organizer.name, shows: [calendar.market] },
        { field: words.featured, option: null, shows: [calendar.concert] },
      ];
      const query = `search=${calendar.batch}${language === 'en' ? '' : '&translation_language=fr'}`;
      for (const { field, option, shows } of cases) {
        await page.goto(`/events/${DAY}/?${query}`);
        const bar = page.getByRole('search', { name: words.bar });
        await bar.getByText(words.more).click();
        if (option) await bar.getByLabel(field).selectOption({ label: option });
        else await bar.getByLabel(field).check();
        await bar.getByRole('button', { name: words.apply, exact: true }).click();
        await expect(eventLinks(page), field).toHaveText(shows);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The month and list views take the same filter from the switch.
        await page
          .getByRole('link', { name: language === 'en' ? 'List' : 'Liste', exact: true })
          .click();
        await expect(page.locator('.events h2'), field).toHaveText(shows);
      }
    });
  }
});

test('with JavaScript, filtering and moving swap the view without a reload; Back returns', async ({
  page,
}, testInfo) => {
  await page.goto(`/events/${DAY}/?search=${calendar.batch}`);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  // A select waits for the button: choosing with the keyboard changes nothing yet.
  await page.getByText('More filters').click();
  await page.getByLabel('Organizer').selectOption({ label: calendar.organizer.name });
  await expect(page).not.toHaveURL(/organizer=/);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`organizer=${calendar.organizer.id}`));
  await expect(eventLinks(page)).toHaveText([calendar.market]);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/organizer=/);
  expect(await sameDocument()).toBe(true);
  await page.getByLabel('Search').fill(calendar.batch);
  await page.getByLabel('Search').press('Enter');
  // The search's own view, not the cleared one that already held these four.
  await expect(page).toHaveURL(new RegExp(`search=${calendar.batch}`));
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  await expect(eventLinks(page)).toHaveCount(4);
  await page.getByText('More filters').click();
  await page.getByLabel('Featured events only').check();
  await expect(page).toHaveURL(new RegExp(`featured=true`));
  await expect(eventLinks(page)).toHaveText([calendar.concert]);
  await page.getByRole('link', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await sameDocument()).toBe(true);
  await screenshot(page, testInfo, 'month-js-en');
  await page.goBack();
  await expect(eventLinks(page)).toHaveText([calendar.concert]);
  await expect(page.getByLabel('Featured events only')).toBeChecked();
  expect(await sameDocument()).toBe(true);
  // The heading takes the focus, so a screen reader hears the new view.
  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Monday, September 15, 2064' }),
  ).toBeFocused();
  expect(await sameDocument()).toBe(true);

  // In French, the bar's changes keep the language and the words.
  await page.goto(`/events/${DAY}/?search=${calendar.batch}&translation_language=fr`);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByText('Plus de filtres').click();
  await page.getByLabel('Événements à la une seulement').check();
  await expect(page).toHaveURL(
    /translation_language=fr.*featured=true|featured=true.*translation_language=fr/,
  );
  await expect(eventLinks(page)).toHaveText([calendar.concert]);
  await page.getByRole('link', { name: 'Mois', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'septembre 2064' })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test("a category's views show its events only", async ({ page }, testInfo) => {
  const base = `/events/category/${calendar.category.slug}`;
  await page.goto(`${base}/month/2064-09/`);
  const title = `Category: ${calendar.category.name}`;
  await expect(
    page.getByRole('heading', { level: 1, name: `${title} · September 2064` }),
  ).toBeVisible();
  await expect(eventLinks(page)).toHaveText([new RegExp(calendar.concert)]);
  // The bar offers no category: the archive fixes it.
  await expect(page.getByRole('search').getByLabel('Category')).toHaveCount(0);
  await screenshot(page, testInfo, 'category-month-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/$`));
  await page.goto(`${base}/day/${DAY}/?translation_language=fr`);
  await expect(eventLinks(page)).toHaveText([calendar.concert]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('every view passes axe in English, French and Spanish', async ({ page }) => {
  test.slow();
  const views = [
    '/events/month/2064-09/',
    '/events/list/',
    `/events/${DAY}/`,
    `/events/category/${calendar.category.slug}/month/2064-09/`,
    `/events/category/${calendar.category.slug}/`,
  ];
  for (const view of views) {
    for (const language of ['en', 'fr', 'es']) {
      const search = `search=${calendar.batch}${language === 'en' ? '' : `&translation_language=${language}`}`;
      await page.goto(`${view}?${search}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect({ view, language, violations: await seriousViolations(page) }).toEqual({
        view,
        language,
        violations: [],
      });
    }
  }
});

test('the list and day views embed, their links kept in the frame', async ({ request }) => {
  const day = await request.get(`/embed/events/${DAY}/?search=${calendar.batch}`);
  expect(day.status()).toBe(200);
  const dayHtml = await day.text();
  expect(dayHtml).toContain(calendar.lecture);
  expect(dayHtml).toContain(`href="/embed/events/2064-09-15/?search=${calendar.batch}"`);
  const list = await request.get(`/embed/events/list/?search=${calendar.batch}`);
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(
    `href="/embed/events/list/?search=${calendar.batch}&amp;eventDisplay=past"`,
  );
});

test('a category whose slug is a view word keeps its archive', async () => {
  const api = await request.newContext({ baseURL: process.env.CALENDAR_TEST_BASE_URL });
  const maker = await createUser('editor');
  const name = unique('Monthly');
  // The one fixed slug of this file: a retry on the same database finds it free.
  await db.category.deleteMany({ where: { slug: 'month' } });
  const child = await postTerm(api, 'categories', maker.headers, {
    name,
    slug: 'month',
    parent: calendar.category.id,
  });
  expect(child.slug).toBe('month');
  const archive = await api.get(`/events/category/${calendar.category.slug}/month/`);
  expect(archive.status()).toBe(200);
  expect(await archive.text()).toContain(`<h1 id="view-title">Category: ${name}</h1>`);
  // Its parent's month is still one word further.
  const parentMonth = await api.get(`/events/category/${calendar.category.slug}/month/2064-09/`);
  expect(await parentMonth.text()).toContain(
    `Category: ${calendar.category.name} · September 2064`,
  );
  await db.category.delete({ where: { id: child.id } });
  await api.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the month shows dots that lead to the day, and nothing overflows', async ({
    page,
  }, testInfo) => {
    await page.goto(`/events/month/2064-09/?search=${calendar.batch}`);
    const busyDay = page
      .getByRole('cell')
      .filter({ has: page.getByRole('link', { name: 'Sunday, September 14, 2064', exact: true }) });
    await expect(busyDay.locator('.dot')).toBeVisible();
    await expect(busyDay.getByRole('link', { name: new RegExp(calendar.batch) })).toHaveCount(0);
    // The page is as wide as the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, testInfo, 'month-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sunday, September 14, 2064', exact: true }).click();
    await expect(eventLinks(page)).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, testInfo, 'day-phone');
  });
});

test('every page leads to the calendar from its header, in its language', async ({ page }) => {
  await page.goto('/?translation_language=fr');
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Calendrier' })
    .click();
  await expect(page).toHaveURL(/\/events\/\?translation_language=fr$/);
  // Month or list, as the default_view setting says (another test changes it): in French.
  await expect(page.getByRole('navigation', { name: 'Vues' })).toBeVisible();
});
