import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// An API consumer reads the reference (docs/public-pages.md, "API reference"):
// Scalar, served by the site itself, over the OpenAPI document. Its 4.7 MB
// bundle takes a while to start on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Serious and critical axe violations, but for those `known` names by rule and element. */
async function seriousViolations(page: Page, known: [rule: string, selector: string][] = []) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .filter(
          (node) =>
            !known.some(
              ([rule, selector]) => rule === violation.id && node.target.join(' ') === selector,
            ),
        )
        .map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}

test('the API reference is browsable by resource, searchable, with examples, and offline', async ({
  page,
  baseURL,
}, testInfo) => {
  const site = new URL(baseURL!);
  const elsewhere: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== site.host) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/api-reference');
  // The site's name follows it; another test may be renaming the site meanwhile.
  await expect(page).toHaveTitle(/^API reference · /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const sidebar = page.locator('aside');

  await test.step('the sidebar lists the resources', async () => {
    for (const resource of ['Events', 'Venues', 'Organizers', 'Categories', 'Tags'])
      await expect(sidebar.getByText(resource, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('api-reference.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('an operation shows a curl request, a JSON answer and its errors', async () => {
    await sidebar.getByText('Venues', { exact: true }).click();
    await sidebar.getByText('Create a venue', { exact: true }).click();
    await expect(page).toHaveURL(/#tag\/venues\/POST\/venues$/);
    const operation = page.locator('section[id$="/tag/venues/POST/venues"]');
    await expect(operation.locator('code.language-curl')).toContainText(
      `curl ${baseURL}/calendar/events/v1/venues`,
    );
    await expect(operation.locator('code.language-curl')).toContainText('--request POST');
    const answer = operation.locator('code.language-json').first();
    await expect(answer).toContainText('"venue":');
    // Each error status, with the codes it carries.
    for (const status of ['400', '401', '403', '409', '429'])
      await expect(operation.locator(`[id$="/POST/venues.responses.${status}"]`)).toBeVisible();
    await expect(operation.getByText('rest_missing_callback_param').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('api-reference-operation.png') });
  });

  await test.step('search finds an operation', async () => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('move one organizer');
    const result = page.getByRole('option').filter({ hasText: 'Move one organizer to the trash' });
    await expect(result).toHaveCount(1);
    await result.click();
    await expect(page).toHaveURL(/#tag\/organizers\/DELETE\/organizers\/\{id\}$/);
  });

  expect(elsewhere).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the API reference search dialog has no serious accessibility violation but Scalar’s own', async ({
  page,
}) => {
  await page.goto('/api-reference');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('venue');
  await expect(page.getByRole('option').first()).toBeVisible();
  // Scalar's search field has role="combobox" without aria-expanded, which no
  // setting changes (docs/public-pages.md, "API reference").
  const violations = await seriousViolations(page);
  expect(
    violations.filter((line) => !line.startsWith('aria-required-attr: .appearance-none ')),
  ).toEqual([]);
});
