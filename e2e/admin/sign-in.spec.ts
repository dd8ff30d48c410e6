import { expect, test } from '@playwright/test';

test.describe('admin sign-in page', () => {
  test('shows a labelled sign-in form and reports invalid fields on the fields', async ({
    page,
  }, testInfo) => {
    await test.step('open the admin, signed out', async () => {
      await page.goto('/en/admin');
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByLabel('E-mail address')).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
    });
    await test.step('submit an invalid e-mail and no password', async () => {
      await page.getByLabel('E-mail address').fill('not-an-address');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
      await expect(page.getByText('This field is required.')).toBeVisible();
      await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    });
    await page.screenshot({ path: testInfo.outputPath('sign-in-en.png'), fullPage: true });
  });

  test('switches to French and Spanish and stays on the same page', async ({ page }, testInfo) => {
    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sign-in-fr.png'), fullPage: true });

    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sign-in-es.png'), fullPage: true });
  });
});
