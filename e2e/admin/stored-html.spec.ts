// The admin's editors load descriptions stored by any API client into the
// rich-text editor (events, venues, organizers) or a text area (excerpts,
// term descriptions). An administrator opening hostile content must run none
// of it, in the English and the French interface, in either content language.
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInBeforeEach } from '../fixtures/admin';
import {
  clickEveryLink,
  createHostileContent,
  expectNothingRan,
  watchDialogs,
  type HostileItem,
  type Kind,
} from '../fixtures/stored-html';

const administrator = signInBeforeEach('administrator');

type Language = 'en' | 'fr';

const editors: { kind: Kind; collection: string; isRichText: boolean }[] = [
  { kind: 'event', collection: 'events', isRichText: true },
  { kind: 'venue', collection: 'venues', isRichText: true },
  { kind: 'organizer', collection: 'organizers', isRichText: true },
  { kind: 'category', collection: 'categories', isRichText: false },
  { kind: 'tag', collection: 'tags', isRichText: false },
];

const contentLanguageLabel: Record<Language, string> = {
  en: 'Content language',
  fr: 'Langue du contenu',
};

/** Waits until the editor shows the item's description in `content` language. */
async function expectDescriptionShown(
  page: Page,
  item: HostileItem,
  content: Language,
  isRichText: boolean,
) {
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  // The rich-text editor arrives after the screen (docs/admin.md "Load").
  if (isRichText)
    await expect(description).toContainText(item.marker[content], { timeout: 15_000 });
  else await expect(description).toHaveValue(new RegExp(item.marker[content]));
}

for (const language of ['en', 'fr'] as const) {
  for (const { kind, collection, isRichText } of editors) {
    test(`the ${kind} editor in ${language} runs no stored script`, async ({
      page,
      request,
    }, testInfo) => {
      // Ten writes, then every link clicked and waited on: long on a loaded machine.
      test.slow();
      const content = await createHostileContent(request, administrator.headers);
      const item = content[kind];
      const dialogs = watchDialogs(page);
      // The rich-text editor's own links; a text area has none to click.
      const links = page.locator('.rich-text-content');

      for (const shown of ['en', 'fr'] as const) {
        const where = `${kind} editor (${language}, ${shown} content)`;
        await test.step(`the ${shown} description loads`, async () => {
          if (shown === 'en') {
            await page.goto(`/${language}/admin/${collection}/${item.id}`);
          } else {
            await page.getByLabel(contentLanguageLabel[language]).selectOption('fr');
          }
          await expectDescriptionShown(page, item, shown, isRichText);
          await screenshot(page, testInfo, `${kind}-editor-${language}-${shown}`);
        });

        await test.step(`nothing ran and nothing points at script (${shown})`, async () => {
          await expectNothingRan(page, dialogs, where);
        });

        await test.step(`clicking the description's links runs nothing (${shown})`, async () => {
          const clicked = await clickEveryLink(page, links);
          // The harmless link at least, in the rich-text editor: the clicks reach it.
          if (isRichText) expect(clicked).toBeGreaterThan(0);
          await expectNothingRan(page, dialogs, where);
        });
      }
    });
  }
}
