// Descriptions are HTML written by editors and API clients; the public pages
// insert them as stored. Whatever was stored, a visitor's browser must run
// none of it: each page is opened in Chromium with every known trick in every
// description it shows, in English and in French, and its links are clicked.
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../fixtures/admin';
import { db } from '../fixtures/db';
import {
  clickEveryLink,
  createHostileContent,
  expectNothingRan,
  watchDialogs,
  type HostileContent,
  type Kind,
} from '../fixtures/stored-html';
import { createUser } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

type Language = 'en' | 'fr';

interface PublicPage {
  name: string;
  address: (content: HostileContent) => string;
  /** The item whose description the page renders, when it renders one. */
  described?: Kind;
  /** Whether that description is HTML (with links to click) rather than text. */
  isRichText?: boolean;
}

const publicPages: PublicPage[] = [
  {
    name: 'event',
    address: (c) => `/event/${c.event.slug}/`,
    described: 'event',
    isRichText: true,
  },
  {
    name: 'venue',
    address: (c) => `/venue/${c.venue.slug}/`,
    described: 'venue',
    isRichText: true,
  },
  {
    name: 'organizer',
    address: (c) => `/organizer/${c.organizer.slug}/`,
    described: 'organizer',
    isRichText: true,
  },
  {
    name: 'category',
    address: (c) => `/events/category/${c.category.slug}/`,
    described: 'category',
  },
  { name: 'tag', address: (c) => `/tag/${c.tag.slug}/`, described: 'tag' },
  { name: 'home', address: () => '/' },
];

const inLanguage = (address: string, language: Language) =>
  language === 'en' ? address : `${address}?translation_language=${language}`;

/**
 * Opens the home page at the page of the list that holds the event: other
 * tests add events of today too, so it may not be the first.
 */
async function openHomeWithEvent(page: Page, content: HostileContent, language: Language) {
  const link = page.locator(`main a[href*="/event/${content.event.slug}/"]`);
  for (let number = 1; number <= 20; number++) {
    const query = new URLSearchParams({ page: String(number) });
    if (language !== 'en') query.set('translation_language', language);
    const response = await page.goto(`/?${query}`);
    expect(response?.status(), `home page ${number}`).toBe(200);
    if ((await link.count()) > 0) return;
  }
  throw new Error(`the event ${content.event.slug} is on none of the first 20 home pages`);
}

for (const language of ['en', 'fr'] as const) {
  for (const target of publicPages) {
    test(`the ${target.name} page in ${language} runs no stored script`, async ({
      page,
      request,
    }, testInfo) => {
      // Ten writes, then every link clicked and waited on: long on a loaded machine.
      test.slow();
      const administrator = await createUser('administrator');
      const content = await createHostileContent(request, administrator.headers);
      const dialogs = watchDialogs(page);
      const where = `${target.name} (${language})`;
      const descriptions = page.locator('main .description');

      await test.step('the page loads and shows what was stored', async () => {
        if (target.name === 'home') {
          await openHomeWithEvent(page, content, language);
        } else {
          const response = await page.goto(inLanguage(target.address(content), language));
          expect(response?.status()).toBe(200);
        }
        if (target.described)
          await expect(descriptions.first()).toContainText(
            content[target.described].marker[language],
          );
        await expect(page.locator('main').getByText(content.eventTitle).first()).toBeVisible();
        await screenshot(page, testInfo, `${target.name}-${language}`);
      });

      await test.step('nothing ran on load, and nothing points at script', async () => {
        await expectNothingRan(page, dialogs, where);
      });

      await test.step("clicking the description's links runs nothing", async () => {
        const clicked = await clickEveryLink(page, descriptions);
        // The harmless link at least, where the description is HTML: the clicks reach it.
        if (target.isRichText) expect(clicked).toBeGreaterThan(0);
        await expectNothingRan(page, dialogs, where);
      });
    });
  }
}
