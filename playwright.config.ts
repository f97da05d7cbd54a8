import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

/**
 * Browser journeys in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a browser
 * here) against the real built server: e2e/global-setup.ts builds what is stale, starts a loopback
 * SMTP server and the server on a free port with a fresh PGlite data dir, and hands the address to
 * the tests through E2E_BASE_URL (see e2e/support/test.ts).
 */
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const ci = process.env.CI === '1' || process.env.CI === 'true';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: 0,
  // Two cores: one browser at a time; the server and its database need the other core.
  workers: 1,
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    headless: true,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  // One worker: the files run one after another, so maintenance.spec.ts (which switches the whole
  // platform into maintenance and back) never overlaps another journey.
  projects: [{ name: 'chromium', use: chromium() }],
});

function chromium() {
  return {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  };
}
