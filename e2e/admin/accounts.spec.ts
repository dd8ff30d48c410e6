// Users, API tokens and settings screens (README "Users, tokens and
// settings"): an administrator's work from sign-in to a token used and
// revoked over the API; an editor is shown none of it.
import { expect, test } from '@playwright/test';
import { runCli } from '../fixtures/cli';
import { db, unique } from '../fixtures/db';
import { signInPage, uniqueAddress } from '../fixtures/sessions';
import { createUser, TEST_PASSWORD } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
});

const SECTIONS = ['Users', 'API tokens', 'Settings'];

test('an administrator creates a user, then makes, uses and revokes a token for it', async ({
  page,
  request,
}) => {
  // Five steps over four screens and the API: under a loaded CI run the whole
  // journey outgrows the default 30 s of a one-screen test.
  test.slow();
  const admin = await createUser('administrator');
  await signInPage(page, admin.email);
  const email = `${unique('screen')}@example.org`;
  const name = unique('Screen');

  await test.step('create a user', async () => {
    await page.goto('/en/admin');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const section of SECTIONS)
      await expect(nav.getByRole('link', { name: section })).toBeVisible();
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('Use at least 8 characters.')).toBeVisible();
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${email} can now sign in.` }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Active');
    expect(await db.user.findUnique({ where: { email } })).toMatchObject({ name, role: 'editor' });
  });

  await test.step('the same e-mail again is refused on its field', async () => {
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('A user with this e-mail address exists.')).toBeVisible();
  });

  let token = '';
  const tokenName = unique('Screen token');
  await test.step('create a token: shown once with a warning', async () => {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'API tokens' })
      .click();
    const form = page.getByRole('form', { name: 'New token' });
    await form.getByLabel('User').selectOption({ label: email });
    await form.getByLabel('Name').fill(tokenName);
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(form.getByText('it is shown only once')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Copy' })).toBeVisible();
    token = await form.getByLabel('New token').inputValue();
    expect(token).toMatch(/^cal_/);
    await expect(page.getByRole('row').filter({ hasText: tokenName })).toContainText('Active');
  });

  await test.step('the token works over the API', async () => {
    const response = await request.post('/calendar/events/v1/venues', {
      headers: { Authorization: `Bearer ${token}` },
      data: { venue: unique('Token venue'), status: 'draft' },
    });
    expect(response.status()).toBe(201);
    await page.reload();
    // The form itself is also labelled 'New token' (by its heading): look for
    // the shown-once token field inside it, which a reload must not bring back.
    const form = page.getByRole('form', { name: 'New token' });
    await expect(form.getByRole('button', { name: 'Create token' })).toBeVisible();
    await expect(form.getByLabel('New token')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: tokenName })).not.toContainText('Never');
  });

  await test.step('revoke it after confirming', async () => {
    const row = page.getByRole('row').filter({ hasText: tokenName });
    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the token “${tokenName}”?` });
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    const refused = await request.get('/calendar/events/v1/venues', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
  });
});

test('an administrator changes a setting, which the server then holds', async ({ page }) => {
  const admin = await createUser('administrator');
  await signInPage(page, admin.email);
  await page.goto('/fr/admin/settings');
  await expect(page.getByRole('heading', { name: 'Réglages', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Fuseau horaire du site')).toHaveValue('America/New_York');
  const limit = page.getByLabel('Écritures par minute (par jeton ou session)');
  const before = await limit.inputValue();
  try {
    await limit.fill('0');
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await expect(page.getByText('Saisissez un nombre entier supérieur à zéro.')).toBeVisible();
    await limit.fill('4321');
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await expect(page.getByText('Réglages enregistrés.')).toBeVisible();
    expect(runCli('settings:get', '--key', 'rate_limit_writes_per_minute').lastLine).toBe(
      'rate_limit_writes_per_minute=4321',
    );
    await page.reload();
    await expect(limit).toHaveValue('4321');
  } finally {
    runCli('settings:set', '--key', 'rate_limit_writes_per_minute', '--value', before);
  }
});

test('an editor sees no administration links and is told the screens are not allowed', async ({
  page,
}) => {
  const editor = await createUser('editor');
  await signInPage(page, editor.email);
  await page.goto('/es/admin');
  const nav = page.getByRole('navigation', { name: 'Secciones' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  for (const section of ['Usuarios', 'Tokens de API', 'Ajustes'])
    await expect(nav.getByRole('link', { name: section })).toHaveCount(0);
  for (const path of ['users', 'tokens', 'settings']) {
    await page.goto(`/es/admin/${path}`);
    await expect(page.getByRole('heading', { name: 'No permitido' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
