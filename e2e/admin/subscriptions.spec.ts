// The subscriptions screen (docs/admin.md "Subscriptions"): an editor
// subscribes to a calendar feed, sees its first fetch and the import it made,
// fetches it again by hand, changes its interval, sees a failed fetch's
// reason and deletes it, in English and in French. The feed is served here on
// 127.0.0.1 (the test server allows private addresses).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshot, signInBeforeEach } from '../fixtures/admin';
import { unique } from '../fixtures/db';

const editor = signInBeforeEach('editor');
const REST = '/calendar/events/v1';

/** What the feed server answers on each path; changed by the tests between fetches. */
const feeds = new Map<string, { status: number; body: string }>();
let server: http.Server;
let base: string;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const feed = feeds.get(request.url ?? '');
    if (!feed) return response.writeHead(404).end();
    response.writeHead(feed.status, { 'Content-Type': 'text/calendar' }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** A VCALENDAR of one-hour events on 2027-06-{day}, each `[uid, summary, day]`. */
function calendar(events: [string, string, number][]): string {
  const vevents = events.flatMap(([uid, summary, day]) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    `DTSTART:202706${String(day).padStart(2, '0')}T180000Z`,
    `DTEND:202706${String(day).padStart(2, '0')}T190000Z`,
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN', ...vevents, 'END:VCALENDAR']
    .join('\r\n')
    .concat('\r\n');
}

/** Serves `body` at a path of its own; the feed's URL. */
function serve(path: string, body: string, status = 200): string {
  feeds.set(path, { status, body });
  return `${base}${path}`;
}

/** No serious or critical finding, and a screenshot among the test's artifacts. */
async function checkAccessible(page: Page, testInfo: TestInfo, name: string) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const grave = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(grave.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await screenshot(page, testInfo, name);
}

test('an editor subscribes to a feed, fetches it now, changes it, sees a failure and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tag = unique('sub-screen');
  const path = `/${tag}.ics`;
  const url = serve(path, calendar([[`a-${tag}`, `Alpha ${tag}`, 3]]));
  await page.goto('/en/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Subscriptions' }),
  ).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('form', { name: 'New subscription' });
  await test.step('an interval out of range is refused on its field', async () => {
    await form.getByLabel('Feed address (URL)').fill(url);
    await form.getByLabel('Fetch every (minutes)').fill('5');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      form.getByText('Enter a whole number of minutes from 15 to 10080 (a week).'),
    ).toBeVisible();
  });

  const list = page.getByRole('region', { name: 'Subscribed calendars' });
  const row = list.getByRole('row').filter({ hasText: url });
  await test.step('subscribe: the first fetch is shown with its import', async () => {
    await form.getByLabel('Fetch every (minutes)').fill('30');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription added: the feed is being fetched.')).toBeVisible();
    await expect(row).toContainText('30 minutes');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Fetched', { timeout: 30_000 });
    await expect(row.getByRole('link', { name: /^Report of import \d+$/ })).toBeVisible();
    await checkAccessible(page, testInfo, 'subscriptions-en');
  });

  await test.step('fetch now: a new import, whose report opens on the Import screen', async () => {
    const first = await row.getByRole('link', { name: /^Report of import/ }).textContent();
    serve(
      path,
      calendar([
        [`a-${tag}`, `Alpha ${tag}`, 3],
        [`b-${tag}`, `Bravo ${tag}`, 4],
      ]),
    );
    await row.getByRole('button', { name: `Fetch now: ${url}` }).click();
    await expect(page.getByText(/^Feed fetched: import \d+ is running\.$/)).toBeVisible();
    const link = row.getByRole('link', { name: /^Report of import/ });
    await expect(link).not.toHaveText(first!);
    const id = Number(/(\d+)$/.exec((await link.textContent())!)![1]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/imports\\?report=${id}$`));
    const report = page.getByRole('region', { name: `Import ${id}` });
    await expect(report.getByText('Finished: 2 of 2 items read.')).toBeVisible({
      timeout: 60_000,
    });
    const events = await request.get(
      `${REST}/events?search=${tag}&start_date=2027-01-01&end_date=2027-12-31`,
      { headers: editor.headers },
    );
    expect(((await events.json()) as { events: unknown[] }).events).toHaveLength(2);
    await page.goBack();
  });

  await test.step('edit: the interval changes', async () => {
    await row.getByRole('button', { name: `Edit the subscription ${url}` }).click();
    const edit = page.getByRole('form', { name: `Edit the subscription ${url}` });
    await edit.getByLabel('Fetch every (minutes)').fill('120');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('120 minutes');
  });

  await test.step('a feed that answers 404: the failure and its reason', async () => {
    serve(path, 'gone', 404);
    await row.getByRole('button', { name: `Fetch now: ${url}` }).click();
    await expect(row.getByRole('cell').nth(3)).toContainText('Failed');
    await expect(row.getByRole('cell').nth(3)).toContainText('The feed answered HTTP 404.');
    await expect(
      row.getByText('The feed could not be fetched: see why in the Outcome column.'),
    ).toBeVisible();
  });

  await test.step('delete, after the question', async () => {
    await row.getByRole('button', { name: `Delete the subscription ${url}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the subscription ${url}?` });
    await expect(dialog).toBeVisible();
    await checkAccessible(page, testInfo, 'subscriptions-delete-dialog-en');
    await dialog.getByRole('button', { name: 'Delete subscription' }).click();
    await expect(row).toHaveCount(0);
    const left = await request.get('/api/subscriptions', { headers: editor.headers });
    expect(((await left.json()) as { url: string }[]).some((item) => item.url === url)).toBe(false);
  });
});

test('in French, a subscription is added, shown, fails in French and is deleted', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = unique('abonnement');
  const path = `/${tag}.ics`;
  const url = serve(path, calendar([[`a-${tag}`, `Alpha ${tag}`, 5]]));
  await page.goto('/fr/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nouvel abonnement' });
  await form.getByLabel('Adresse du flux (URL)').fill(url);
  await expect(form.getByLabel('Lire toutes les (minutes)')).toHaveValue('60');
  await form.getByRole('button', { name: 'S’abonner' }).click();

  const row = page
    .getByRole('region', { name: 'Agendas suivis' })
    .getByRole('row')
    .filter({ hasText: url });
  await expect(row).toContainText('toutes les 60 minutes');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Lu', { timeout: 30_000 });
  await expect(row.getByRole('link', { name: /^Rapport de l’import n° \d+$/ })).toBeVisible();
  await checkAccessible(page, testInfo, 'subscriptions-fr');

  // A failing feed: why, in French, by the stored code; the server's English words beneath.
  serve(path, 'broken', 500);
  await row.getByRole('button', { name: `Lire maintenant : ${url}` }).click();
  const outcome = row.getByRole('cell').nth(3);
  await expect(outcome).toContainText('Échec');
  await expect(
    outcome.getByText('Le flux n’a pas pu être lu, ou ce n’est pas un agenda.', { exact: true }),
  ).toBeVisible();
  await expect(outcome.getByText('Détail du serveur : The feed answered HTTP 500.')).toBeVisible();
  await expect(outcome.locator('[lang="en"]')).toHaveText('The feed answered HTTP 500.');
  await checkAccessible(page, testInfo, 'subscriptions-failed-fr');

  await row.getByRole('button', { name: `Supprimer l’abonnement ${url}` }).click();
  const dialog = page.getByRole('dialog', { name: `Supprimer l’abonnement ${url} ?` });
  await dialog.getByRole('button', { name: 'Supprimer l’abonnement' }).click();
  await expect(row).toHaveCount(0);
});

test.describe('a contributor', () => {
  signInBeforeEach('contributor');

  test('is offered no Subscriptions entry and is told the screen is not theirs', async ({
    page,
  }) => {
    await page.goto('/en/admin/subscriptions');
    await expect(
      page.getByText('Only administrators and editors may subscribe to calendars.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Subscriptions' }),
    ).toHaveCount(0);
  });
});
