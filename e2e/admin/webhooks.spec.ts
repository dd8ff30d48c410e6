// The webhooks screen (docs/webhooks.md): an administrator registers an
// endpoint (its secret is shown once), follows what was delivered to it,
// sends a delivery again, turns the endpoint off and deletes it. The
// receiver runs here on 127.0.0.1 (the test server allows private addresses).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { unique } from '../fixtures/db';
import { startReceiver, type Receiver } from '../fixtures/webhook-receiver';

const admin = signInBeforeEach('administrator');

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

/** How many times the receiver was sent the tag named `name`. */
const sentTimes = (name: string) =>
  receiver.received.filter((message) => message.body.includes(name)).length;

/**
 * The delivery that carried the tag named `name` to `url`. Other tests create
 * tags at the same time and the endpoint receives them too, so the delivery is
 * found by the message id the receiver saw, not by its place in the list.
 */
async function deliveryOf(request: APIRequestContext, url: string, name: string) {
  const messageId = receiver.received.find((message) => message.body.includes(name))!.headers[
    'webhook-id'
  ];
  const webhooks = await (await request.get('/api/webhooks', { headers: admin.headers })).json();
  const webhook = (webhooks as { id: number; url: string }[]).find((hook) => hook.url === url)!;
  const list = await request.get(`/api/webhooks/${webhook.id}/deliveries`, {
    headers: admin.headers,
  });
  const deliveries = (await list.json()) as { id: number; message_id: string }[];
  return deliveries.find((delivery) => delivery.message_id === messageId)!.id;
}

/** Clicks a resend button and returns the id of the delivery the server queued. */
async function resend(page: Page, button: ReturnType<Page['getByRole']>) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/resend$/.test(response.url()),
  );
  await button.click();
  const response = await answer;
  expect(response.status()).toBe(202);
  return ((await response.json()) as { id: number }).id;
}

test('an administrator registers a webhook, sees its deliveries, resends one, turns it off and deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  const receiverUrl = `${receiver.url}/${unique('hook')}`;
  await page.goto('/en/admin/webhooks');
  const form = page.getByRole('form', { name: 'New webhook' });

  await test.step('a webhook without events is refused on its field', async () => {
    await form.getByLabel('Address (URL)').fill(receiverUrl);
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
  });

  await test.step('register: the secret is shown once', async () => {
    await form.getByLabel('Description').fill('Screen test');
    await form.getByRole('checkbox', { name: 'Tag created' }).check();
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(form.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
    const row = page.getByRole('row').filter({ hasText: receiverUrl });
    await expect(row).toContainText('tag.created');
    await expect(row).toContainText('On');
  });

  await test.step('a new tag is delivered, shown, and sent again on demand', async () => {
    const name = unique('Screen tag');
    const made = await request.post('/calendar/events/v1/tags', {
      headers: admin.headers,
      data: { name },
    });
    expect(made.status()).toBe(201);
    await expect.poll(() => sentTimes(name)).toBe(1);
    await page.getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    const deliveries = page.getByRole('region', { name: `Deliveries to ${receiverUrl}` });
    const first = await deliveryOf(request, receiverUrl, name);
    const row = deliveries.getByRole('row').filter({
      has: page.getByRole('button', { name: `Send tag.created (delivery ${first}) again` }),
    });
    await expect(row).toContainText('Delivered');
    const again = await resend(
      page,
      row.getByRole('button', { name: `Send tag.created (delivery ${first}) again` }),
    );
    await expect.poll(() => sentTimes(name)).toBe(2);
    await expect(
      deliveries.getByRole('button', { name: `Send tag.created (delivery ${again}) again` }),
    ).toBeVisible();
  });

  await test.step('turn it off, then delete it', async () => {
    const row = page.getByRole('row').filter({ hasText: receiverUrl }).first();
    await row.getByRole('button', { name: `Turn off the webhook ${receiverUrl}` }).click();
    await expect(row).toContainText('Off');
    await row.getByRole('button', { name: `Delete the webhook ${receiverUrl}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the webhook ${receiverUrl}?` })
      .getByRole('button', { name: 'Delete webhook' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: receiverUrl })).toHaveCount(0);
  });
});

test('the same management in French: registered, delivered, sent again and deleted', async ({
  page,
  request,
}) => {
  test.slow();
  const receiverUrl = `${receiver.url}/${unique('crochet')}`;
  await page.goto('/fr/admin/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nouveau webhook' });
  await form.getByLabel('Adresse (URL)').fill(receiverUrl);
  await form.getByRole('checkbox', { name: 'Étiquette : création' }).check();
  await form.getByRole('button', { name: 'Créer le webhook' }).click();
  await expect(form.getByLabel('Secret de signature')).toHaveValue(/^whsec_/);
  const row = page.getByRole('row').filter({ hasText: receiverUrl }).first();
  await expect(row).toContainText('Actif');

  const name = unique('Étiquette écran');
  const made = await request.post('/calendar/events/v1/tags', {
    headers: admin.headers,
    data: { name },
  });
  expect(made.status()).toBe(201);
  await expect.poll(() => sentTimes(name)).toBe(1);
  await page.getByRole('button', { name: `Envois de ${receiverUrl}` }).click();
  const deliveries = page.getByRole('region', { name: `Envois vers ${receiverUrl}` });
  const first = await deliveryOf(request, receiverUrl, name);
  const resendLabel = `Renvoyer tag.created (envoi ${first})`;
  const firstRow = deliveries
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: resendLabel }) });
  await expect(firstRow).toContainText('Remis');
  const again = await resend(page, firstRow.getByRole('button', { name: resendLabel }));
  await expect.poll(() => sentTimes(name)).toBe(2);
  await expect(
    deliveries.getByRole('button', { name: `Renvoyer tag.created (envoi ${again})` }),
  ).toBeVisible();

  await row.getByRole('button', { name: `Supprimer le webhook ${receiverUrl}` }).click();
  await page
    .getByRole('dialog', { name: `Supprimer le webhook ${receiverUrl} ?` })
    .getByRole('button', { name: 'Supprimer le webhook' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: receiverUrl })).toHaveCount(0);
});
