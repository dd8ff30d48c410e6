// Users, API tokens and settings screens (README "Users, tokens and
// settings"): an administrator's work from sign-in to a token used and
// revoked over the API; an editor is shown none of it. My account (docs/accounts.md
// "Your own account"): anyone's own password, a contributor's own token.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import es from '../../messages/es.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };
import { screenshot } from '../fixtures/admin';
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
  // Two command-line runs and three page loads: on a loaded machine (PostgreSQL
  // beside other test runs) the whole outgrew the default 30 s.
  test.slow();
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

// My account's words, from the messages themselves: the screen must say them in each language.
const messagesOf = { en, fr, es } as const;

for (const locale of ['en', 'fr'] as const) {
  const m = messagesOf[locale];
  const own = m.AdminAccount;

  test(`a user changes their own password on My account, then signs in with it (${locale})`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const user = await createUser('author');
    await signInPage(page, user.email);
    const newPassword = `own-${unique('pw')}`;
    const form = page.getByRole('form', { name: own.passwordTitle });

    await test.step('reach My account from the navigation', async () => {
      await page.goto(`/${locale}/admin`);
      await page
        .getByRole('navigation', { name: m.Admin.sections })
        .getByRole('link', { name: m.Admin.section.account })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/account$`));
      await expect(page.getByRole('heading', { name: own.title, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${own.title} · `));
    });

    await test.step('a wrong current password and a mistyped repeat are refused', async () => {
      await form.getByLabel(own.currentPassword).fill('not-my-password');
      await form.getByLabel(own.newPassword, { exact: true }).fill(newPassword);
      await form.getByLabel(own.newPasswordAgain).fill(`${newPassword}x`);
      await form.getByRole('button', { name: own.changePassword }).click();
      await expect(form.getByText(m.Validation.passwords_differ)).toBeVisible();
      await form.getByLabel(own.newPasswordAgain).fill(newPassword);
      await form.getByRole('button', { name: own.changePassword }).click();
      await expect(form.getByText(m.Validation['incorrect-password'])).toBeVisible();
      await expect(form.getByLabel(own.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('the right one changes it; this browser stays signed in', async () => {
      await form.getByLabel(own.currentPassword).fill(TEST_PASSWORD);
      await form.getByRole('button', { name: own.changePassword }).click();
      await expect(page.getByRole('status').filter({ hasText: own.passwordChanged })).toBeVisible();
      await screenshot(page, testInfo, `account-password-${locale}`);
      await page.reload();
      await expect(page.getByRole('heading', { name: own.title, level: 1 })).toBeVisible();
    });

    await test.step('sign out, then in with the new password', async () => {
      await page.getByRole('button', { name: m.Admin.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
      await page.getByLabel(m.SignIn.email).fill(user.email);
      await page.getByLabel(m.SignIn.password, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: m.SignIn.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin$`));
    });
  });

  test(`a contributor makes a token on My account, uses it over the API, then revokes it (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const contributor = await createUser('contributor');
    await signInPage(page, contributor.email);
    await page.goto(`/${locale}/admin/account`);
    const tokens = m.AdminTokens;
    const form = page.getByRole('form', { name: tokens.new });
    const tokenName = unique('My token');
    let token = '';

    await test.step('make a token: shown once, no owner to choose', async () => {
      await expect(form.getByLabel(tokens.owner)).toHaveCount(0);
      await form.getByLabel(tokens.name).fill(tokenName);
      await form.getByRole('button', { name: tokens.create }).click();
      await expect(form.getByText(tokens.shownOnce)).toBeVisible();
      token = await form.getByLabel(tokens.token, { exact: true }).inputValue();
      expect(token).toMatch(/^cal_/);
      const row = page.getByRole('row').filter({ hasText: tokenName });
      await expect(row).toContainText(tokens.live);
      // Only the contributor's own tokens: the one made with the user, and this one.
      await expect(page.getByRole('row')).toHaveCount(3);
      await screenshot(page, testInfo, `account-token-${locale}`);
    });

    await test.step('the token acts as the contributor over the API', async () => {
      const response = await request.post('/calendar/events/v1/venues', {
        headers: { Authorization: `Bearer ${token}` },
        data: { venue: unique('My token venue'), status: 'draft' },
      });
      expect(response.status()).toBe(201);
      const stored = await db.apiToken.findFirstOrThrow({ where: { name: tokenName } });
      expect(stored.userId).toBe(contributor.id);
    });

    await test.step('revoke it after confirming', async () => {
      const row = page.getByRole('row').filter({ hasText: tokenName });
      await row.getByRole('button', { name: tokens.revoke }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: tokens.revokeConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('button', { name: tokens.revoke })).toHaveCount(0);
      const refused = await request.get('/calendar/events/v1/venues', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
    });
  });
}

for (const locale of ['en', 'fr', 'es'] as const) {
  test(`My account has no accessibility violations, errors shown, at desktop and phone width (${locale})`, async ({
    page,
  }, testInfo) => {
    // Two axe runs and two whole-page screenshots: near the default 30 s on a loaded machine.
    test.slow();
    const own = messagesOf[locale].AdminAccount;
    const author = await createUser('author');
    await signInPage(page, author.email);
    await page.goto(`/${locale}/admin/account`);
    await expect(page.getByRole('row')).toHaveCount(2);
    const form = page.getByRole('form', { name: own.passwordTitle });
    await form.getByRole('button', { name: own.changePassword }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    for (const [width, height, name] of [
      [1280, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);
      await screenshot(page, testInfo, `account-${locale}-${name}`);
    }
  });
}

test('a subscriber has My account without tokens', async ({ page }) => {
  const subscriber = await createUser('subscriber');
  await signInPage(page, subscriber.email);
  await page.goto('/en/admin/account');
  await expect(page.getByText(en.AdminAccount.tokensNotAllowed)).toBeVisible();
  await expect(page.getByRole('form', { name: en.AdminTokens.new })).toHaveCount(0);
  await expect(page.getByRole('form', { name: en.AdminAccount.passwordTitle })).toBeVisible();
});
