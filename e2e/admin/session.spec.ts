import { expect, test, type Page } from '@playwright/test';
import { db } from '../fixtures/db';
import { uniqueAddress } from '../fixtures/sessions';
import { createUser, TEST_PASSWORD } from '../fixtures/users';

test.afterAll(async () => {
  await db.$disconnect();
});

// Each browser counts as its own client address for the sign-in limits.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
});

async function submitSignIn(page: Page, email: string, password: string, submit = 'Sign in') {
  await page.getByLabel(/e-mail|correo/i).fill(email);
  await page.getByLabel(/password|mot de passe|contraseña/i).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

test.describe('admin session', () => {
  test('signs the administrator in, shows who is signed in, and signs out back to the sign-in page', async ({
    page,
  }, testInfo) => {
    const email = process.env.CALENDAR_ADMIN_EMAIL ?? 'admin@example.com';
    const password = process.env.CALENDAR_ADMIN_PASSWORD;
    test.skip(!password, 'the test server sets CALENDAR_ADMIN_PASSWORD (npm test)');
    await test.step('the admin sends a signed-out visitor to the sign-in page', async () => {
      await page.goto('/en/admin');
      await expect(page).toHaveURL(/\/en\/login$/);
    });
    await test.step('sign in', async () => {
      await submitSignIn(page, email, password!);
      await expect(page).toHaveURL(/\/en\/admin$/);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      // The first administrator is named after the address, in no language.
      await expect(page.getByText(`${email.split('@')[0]} · Administrator`)).toBeVisible();
      await page.getByRole('link', { name: 'My account' }).click();
      await expect(page.getByText(email)).toBeVisible();
      await page.goto('/en/admin');
      await page.screenshot({ path: testInfo.outputPath('admin-en.png'), fullPage: true });
    });
    await test.step('the session survives a reload, and the sign-in page leads back to the admin', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.goto('/en/login');
      await expect(page).toHaveURL(/\/en\/admin$/);
    });
    await test.step('sign out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.goto('/en/admin');
      await expect(page).toHaveURL(/\/en\/login$/);
    });
  });

  test('shows a contributor their role, in French', async ({ page }) => {
    const contributor = await createUser('contributor');
    await page.goto('/fr/login');
    await submitSignIn(page, contributor.email, TEST_PASSWORD, 'Se connecter');
    await expect(page).toHaveURL(/\/fr\/admin$/);
    await expect(page.getByText('contributor · Contributeur', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  });

  test('shows a translated error for wrong credentials and stays on the sign-in page', async ({
    page,
  }) => {
    const editor = await createUser('editor');
    await page.goto('/es/login');
    await submitSignIn(page, editor.email, 'not-the-password', 'Iniciar sesión');
    await expect(
      page.getByRole('alert').filter({
        hasText: 'El correo electrónico o la contraseña no son correctos.',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/es\/login$/);
  });
});
