import { defineConfig } from '@playwright/test';

// scripts/test.mjs starts the production server on a fresh database and
// passes its address; run `npm test` rather than this config directly.
const baseURL = process.env.CALENDAR_TEST_BASE_URL ?? 'http://127.0.0.1:3000';

// Debian's Chromium; Playwright never downloads a browser here.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Maps `server-only` to its empty module: the fixtures read the database directly.
  tsconfig: './e2e/tsconfig.json',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'api', testDir: 'e2e/api' },
    { name: 'cli', testDir: 'e2e/cli' },
    { name: 'admin', testDir: 'e2e/admin', use: chromium },
    { name: 'public', testDir: 'e2e/public', use: chromium },
  ],
});
