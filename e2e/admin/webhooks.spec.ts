// The webhooks screen (docs/webhooks.md): an administrator registers an
// endpoint (its secret is shown once), follows what was delivered to it,
// sends a delivery again, turns the endpoint off and deletes it. The
// receiver runs here on 127.0.0.1 (the test server allows private addresses).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { unique } from '../fixtures/db';

const admin = signInBeforeEach('administrator');

let received: string[] = [];
let server: http.Server;
let receiverBase = '';
test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('an administrator registers a webhook, sees its deliveries, resends one, turns it off and deletes it', async ({
  page,
  request,
}) => {
  test.slow();
  received = [];
  const receiverUrl = `${receiverBase}/${unique('hook')}`;
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
    await expect.poll(() => received.filter((body) => body.includes(name)).length).toBe(1);
    await page.getByRole('button', { name: `Deliveries of ${receiverUrl}` }).click();
    const deliveries = page.getByRole('region', { name: `Deliveries to ${receiverUrl}` });
    await expect(deliveries.getByRole('row').nth(1)).toContainText('Delivered');
    await deliveries
      .getByRole('button', { name: /^Send tag\.created \(delivery \d+\) again$/ })
      .click();
    await expect.poll(() => received.filter((body) => body.includes(name)).length).toBe(2);
    await expect(deliveries.getByRole('row')).toHaveCount(3);
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
  received = [];
  const receiverUrl = `${receiverBase}/${unique('crochet')}`;
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
  await expect.poll(() => received.filter((body) => body.includes(name)).length).toBe(1);
  await page.getByRole('button', { name: `Envois de ${receiverUrl}` }).click();
  const deliveries = page.getByRole('region', { name: `Envois vers ${receiverUrl}` });
  await expect(deliveries.getByRole('row').nth(1)).toContainText('Remis');
  await deliveries.getByRole('button', { name: /^Renvoyer tag\.created \(envoi \d+\)$/ }).click();
  await expect.poll(() => received.filter((body) => body.includes(name)).length).toBe(2);

  await row.getByRole('button', { name: `Supprimer le webhook ${receiverUrl}` }).click();
  await page
    .getByRole('dialog', { name: `Supprimer le webhook ${receiverUrl} ?` })
    .getByRole('button', { name: 'Supprimer le webhook' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: receiverUrl })).toHaveCount(0);
});
