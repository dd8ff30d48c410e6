// The event status in the admin (docs/admin.md "Event status"): chosen in the
// editor, with the reason asked for only when the event does not go ahead as
// planned; the list shows a badge; the reason is translated like the texts.
// axe checks the editor with the reason field shown, in English and French.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { screenshot, searchList, signInBeforeEach } from '../fixtures/admin';
import { createEvent, daysFromToday, db, unique } from '../fixtures/db';

signInBeforeEach('editor');

// An editor renders once hydrated: seconds on a loaded two-core run.
const expect = baseExpect.configure({ timeout: 20_000 });

const when = () => ({
  startLocal: daysFromToday(20, '19:00:00'),
  endLocal: daysFromToday(20, '21:00:00'),
});

const words = {
  en: {
    status: 'This event is',
    reason: 'Reason shown to visitors',
    save: 'Save',
    saved: 'The event was saved.',
    canceled: 'Canceled',
    scheduled: 'As planned',
  },
  fr: {
    status: 'Cet événement est',
    reason: 'Raison affichée aux visiteurs',
    save: 'Enregistrer',
    saved: 'L’événement a été enregistré.',
    canceled: 'Annulé',
    scheduled: 'Maintenu',
  },
} as const;

async function expectNoAxeFinding(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).include('form.editor').analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target)}`),
    label,
  ).toEqual([]);
}

const stored = (id: number) => db.event.findUniqueOrThrow({ where: { id } });

for (const locale of ['en', 'fr'] as const) {
  test(`sets, then clears, an event's status and reason with the interface in ${locale}`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const w = words[locale];
    const event = await createEvent(when());
    await page.goto(`/${locale}/admin/events/${event.id}`);
    const status = page.getByLabel(w.status, { exact: true });
    await expect(status).toHaveValue('scheduled');
    // Going ahead as planned: nothing to explain.
    await expect(page.getByLabel(w.reason)).toHaveCount(0);

    await status.selectOption({ label: w.canceled });
    const reason = unique(locale === 'en' ? 'Storm warning' : 'Alerte tempête');
    await page.getByLabel(w.reason).fill(reason);
    await expectNoAxeFinding(page, `editor with a reason, ${locale}`);
    await screenshot(page, testInfo, `event-status-${locale}`);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect.poll(async () => (await stored(event.id)).eventStatus).toBe('canceled');
    expect(await stored(event.id)).toMatchObject({ statusReason: reason });
    // Read back from the API after the save.
    await expect(page.getByLabel(w.reason)).toHaveValue(reason);

    await page.getByLabel(w.status, { exact: true }).selectOption({ label: w.scheduled });
    await expect(page.getByLabel(w.reason)).toHaveCount(0);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect.poll(async () => (await stored(event.id)).eventStatus).toBe('scheduled');
    expect(await stored(event.id)).toMatchObject({ statusReason: '' });
  });
}

test('the events list shows the status as a badge', async ({ page }) => {
  const word = unique('badged');
  await createEvent({ ...when(), title: `${word} on` });
  const canceled = await createEvent({ ...when(), title: `${word} off` });
  await db.event.update({ where: { id: canceled.id }, data: { eventStatus: 'canceled' } });
  await page.goto('/en/admin/events');
  await searchList(page, word);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(canceled.title)).toContainText('Canceled');
  await expect(row(`${word} on`)).not.toContainText('Canceled');
  await expect(row(`${word} on`)).not.toContainText('As planned');
});

test('the reason is translated beside the other texts, with the interface in French', async ({
  page,
  request,
}) => {
  const event = await createEvent(when());
  await db.event.update({
    where: { id: event.id },
    data: { eventStatus: 'postponed', statusReason: 'Singer is ill' },
  });
  await page.goto(`/fr/admin/events/${event.id}?lang=fr`);
  const reason = page.getByLabel(words.fr.reason, { exact: true });
  await expect(reason).toHaveAttribute('placeholder', 'Singer is ill');
  await reason.fill('Chanteuse malade');
  await page.getByRole('button', { name: 'Enregistrer la traduction' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Traduction enregistrée.' }),
  ).toBeVisible();
  const french = await (await request.get(`/fr/calendar/events/v1/events/${event.id}`)).json();
  expect(french.status_reason).toBe('Chanteuse malade');
  expect(await stored(event.id)).toMatchObject({
    statusReason: 'Singer is ill',
    statusReasonFr: 'Chanteuse malade',
  });
});
