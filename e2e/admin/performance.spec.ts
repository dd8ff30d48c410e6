import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { daysFromToday, unique } from '../fixtures/db';
import {
  largestContentfulPaint,
  lastClickAt,
  recordTimingOf,
  scriptBytesOf,
  usableListAt,
} from '../fixtures/page-timing';
import { uniqueAddress } from '../fixtures/sessions';

const editor = signInBeforeEach('editor');

// What a visitor would notice being broken, not a benchmark: with other
// tests and other work on this 2-CPU machine (load average 7-12), the medians
// measured 1.1-2.7 s for a first load and 0.1-2 s for a click in the menu
// (README, "Admin pages"); a list that never becomes usable fails sooner.
const BUDGET_MS = { lcp: 6_000, usableList: 6_000, navigation: 4_000 };
// Each figure is the median of this many rounds, each in fresh browsers.
const SAMPLES = 3;

interface FirstLoad {
  /** Largest Contentful Paint, ms after navigation start. */
  lcp: number;
  /** Until the list's rows were shown and clickable, ms after navigation start. */
  usableList: number;
  /** JavaScript the page fetched, kB over the wire. */
  scriptKB: number;
}

interface Sample {
  events: FirstLoad;
  venues: FirstLoad;
  /** From a click in the menu until the list it opens is usable, ms. */
  navigation: { toVenues: number; toEvents: number };
}

/** A few rows of each list, made through the API as a client would. */
async function createListRows(request: APIRequestContext, word: string) {
  for (let index = 1; index <= 3; index += 1) {
    const day = daysFromToday(5 + index, '18:00:00');
    const event = await request.post('/calendar/events/v1/events', {
      headers: editor.headers,
      data: { title: `${word} event ${index}`, start_date: day, end_date: day },
    });
    expect(event.status()).toBe(201);
    const venue = await request.post('/calendar/events/v1/venues', {
      headers: editor.headers,
      data: { venue: `${word} venue ${index}` },
    });
    expect(venue.status()).toBe(201);
  }
}

/**
 * Runs `visit` in a browser context of its own: an empty cache and the
 * signed-in page's cookies, so every script and answer is fetched afresh.
 */
async function inFreshBrowser<T>(
  browser: Browser,
  signedIn: Page,
  visit: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    storageState: await signedIn.context().storageState(),
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  try {
    const page = await context.newPage();
    await recordTimingOf(page);
    return await visit(page);
  } finally {
    await context.close();
  }
}

async function measureFirstLoad(page: Page, path: string, list: string): Promise<FirstLoad> {
  await page.goto(path);
  const usableList = await usableListAt(page, list);
  await expect(page.locator('tbody tr').first().getByRole('link')).toBeEnabled();
  return {
    // Read before any click: the browser stops reporting it at the first input.
    lcp: Math.round(await largestContentfulPaint(page)),
    usableList: Math.round(usableList),
    scriptKB: Math.round((await scriptBytesOf(page)).transferred / 1000),
  };
}

async function measureNavigation(page: Page, section: string, list: string): Promise<number> {
  const menu = page.getByRole('navigation', { name: 'Sections' });
  await menu.getByRole('link', { name: section }).click();
  const clickedAt = await lastClickAt(page);
  return Math.round((await usableListAt(page, list, clickedAt)) - clickedAt);
}

/** The events list opened cold, then venues and back through the menu; the venues list opened cold. */
async function measureSample(browser: Browser, signedIn: Page): Promise<Sample> {
  return {
    ...(await inFreshBrowser(browser, signedIn, async (page) => ({
      events: await measureFirstLoad(page, '/en/admin/events', 'events-title'),
      navigation: {
        toVenues: await measureNavigation(page, 'Venues', 'venues-title'),
        toEvents: await measureNavigation(page, 'Events', 'events-title'),
      },
    }))),
    venues: await inFreshBrowser(browser, signedIn, (page) =>
      measureFirstLoad(page, '/en/admin/venues', 'venues-title'),
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianSample(samples: Sample[]): Sample {
  const of = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const firstLoad = (page: 'events' | 'venues'): FirstLoad => ({
    lcp: of((sample) => sample[page].lcp),
    usableList: of((sample) => sample[page].usableList),
    scriptKB: of((sample) => sample[page].scriptKB),
  });
  return {
    events: firstLoad('events'),
    venues: firstLoad('venues'),
    navigation: {
      toVenues: of((sample) => sample.navigation.toVenues),
      toEvents: of((sample) => sample.navigation.toEvents),
    },
  };
}

/** In the console, and in test-results/playwright.json as annotations and an attachment. */
async function report(testInfo: TestInfo, medians: Sample, samples: Sample[]) {
  const firstLoad = (name: string, figures: FirstLoad) =>
    `${name} first load: LCP ${figures.lcp} ms, usable list ${figures.usableList} ms, ` +
    `JavaScript ${figures.scriptKB} kB transferred`;
  const lines = [
    firstLoad('events', medians.events),
    firstLoad('venues', medians.venues),
    `navigation: events → venues ${medians.navigation.toVenues} ms, ` +
      `venues → events ${medians.navigation.toEvents} ms`,
  ];
  console.log(`Admin performance, medians of ${samples.length}:\n  ${lines.join('\n  ')}`);
  for (const line of lines) testInfo.annotations.push({ type: 'performance', description: line });
  await testInfo.attach('admin-performance.json', {
    body: JSON.stringify({ budgetMs: BUDGET_MS, medians, samples }, null, 2),
    contentType: 'application/json',
  });
}

test.describe('admin performance', () => {
  test('the events and venues lists load and navigate within budget', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // Eight browsers, one after the other: on a loaded machine, a minute.
    test.setTimeout(120_000);
    await createListRows(request, unique('Timing'));
    // A server just started loads each route's code on its first request: a
    // first round, unmeasured, leaves that one-off cost out.
    await test.step('warm the server up', () => measureSample(browser, page));
    const samples: Sample[] = [];
    for (let index = 1; index <= SAMPLES; index += 1) {
      await test.step(`round ${index}`, async () => {
        samples.push(await measureSample(browser, page));
      });
    }
    const medians = medianSample(samples);
    await report(testInfo, medians, samples);

    for (const name of ['events', 'venues'] as const) {
      expect.soft(medians[name].lcp, `${name} LCP`).toBeLessThan(BUDGET_MS.lcp);
      expect
        .soft(medians[name].usableList, `${name} usable list`)
        .toBeLessThan(BUDGET_MS.usableList);
    }
    for (const [name, ms] of Object.entries(medians.navigation)) {
      expect.soft(ms, `navigation ${name}`).toBeLessThan(BUDGET_MS.navigation);
    }
  });

  test('an admin page fetches no other section before it is clicked', async ({ page }) => {
    // A React Server Components payload, as a prefetch or a navigation asks for it.
    const payloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc') || request.headers()['rsc'] === '1')
        payloads.push(url.pathname);
    });
    for (const path of ['/en/admin/events', '/fr/admin/venues']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Prefetches start once the page is idle with the menu in view.
      await page.waitForTimeout(1_500);
    }
    // Only each list's primary action, the page a click most often opens next, is fetched ahead.
    expect(payloads.filter((path) => !path.endsWith('/new'))).toEqual([]);
    expect(new Set(payloads)).toEqual(new Set(['/en/admin/events/new', '/fr/admin/venues/new']));

    // A click still opens the section it names.
    await page
      .getByRole('navigation', { name: 'Rubriques' })
      .getByRole('link', { name: 'Organisateurs' })
      .click();
    await expect(page).toHaveURL(/\/fr\/admin\/organizers$/);
    expect(
      payloads.filter((path) => path !== '/fr/admin/organizers' && !path.endsWith('/new')),
    ).toEqual([]);
  });
});
