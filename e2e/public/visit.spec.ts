import { readFile } from 'node:fs/promises';
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
    await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`SUMMARY:${title}`);
    expect(text).toContain('DTSTART;TZID=America/New_York:');
  });
});
