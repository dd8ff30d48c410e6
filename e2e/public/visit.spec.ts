import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser } from '../fixtures/users';
import { daysFromToday, unique } from '../fixtures/db';

// A visitor opens the home page, follows an event and downloads its .ics.
test('from the home page to an event and its calendar file', async ({ page, request }) => {
  const editor = await createUser('editor');
  const title = unique('Open rehearsal');
  const created = await request.post('/calendar/events/v1/events', {
    headers: editor.headers,
    // Tomorrow and early in the list's order, so that it is on the first page.
    data: {
      title,
      start_date: daysFromToday(0, '00:00:01'),
      end_date: daysFromToday(0, '00:00:02'),
      timezone: 'America/New_York',
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { slug: string };

  await test.step('the visitor finds it from the home page and follows it', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();
    // Other tests add events too: the visitor pages on until the event shows.
    const link = page.getByRole('link', { name: title });
    await expect(async () => {
      if (!(await link.isVisible())) await page.getByRole('link', { name: 'Next page' }).click();
      await expect(link).toBeVisible({ timeout: 1000 });
    }).toPass();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/event/${event.slug}/$`));
  });
  await test.step('and downloads its .ics', async () => {
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Add to calendar' })
      .getByRole('link', { name: '.ics file' })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`SUMMARY:${title}`);
    expect(text).toContain('DTSTART;TZID=America/New_York:');
  });
});

// The language switch in every page's header keeps the visitor on the same page.
test('a visitor switches the page to French, then Spanish, from its header', async ({ page }) => {
  await page.goto('/');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/\?translation_language=fr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Événements à venir' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frenchSwitch = page.getByRole('navigation', { name: 'Langue' });
  await expect(frenchSwitch.getByRole('link', { name: 'Français' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // By keyboard: the switch's links are in the tab order.
  await frenchSwitch.getByRole('link', { name: 'Español' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?translation_language=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious).toEqual([]);
});
