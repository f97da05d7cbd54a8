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

/**
 * Journeys that change what every other journey sees (the platform's settings and maintenance,
 * gift and group-ticket settings, the admin menu's global state, bans) or sign in as the demo
 * administrator (auth, maintenance): they run one at a time, after all the others.
 */
const ONE_AT_A_TIME =
  /\/(auth|maintenance|settings|gifts|group-tickets|code-orders|shell|people-bans)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/e2e',
  // Two journeys share two cores: a journey's own pace varies with its neighbour's, so the limits
  // are generous; a journey's speed is never what is judged here (bench/ measures pages).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: 0,
  // Two browsers at once (the projects below, an administrator per worker, a client address per
  // journey): a whole run passed on a quiet two-core machine in 13.7 min against 21.6 min with one
  // (bench/NOTES.md, "Journeys in two workers"). E2E_WORKERS=1 on a machine too busy for two.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
  projects: [
    // Files spread over the workers; each journey signs staff in as its worker's own administrator
    // (e2e/support/staff.ts) and its browser has a client address of its own (support/test.ts).
    { name: 'chromium', use: chromium(), testIgnore: ONE_AT_A_TIME },
    {
      name: 'one-at-a-time',
      use: chromium(),
      testMatch: ONE_AT_A_TIME,
      workers: 1,
      dependencies: ['chromium'],
    },
  ],
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
