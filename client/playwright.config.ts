import { defineConfig } from '@playwright/test';
import { freePortSync, holdPort } from './e2e/support/free-port';
import { consentGiven } from './e2e/support/storage';

// The config is evaluated by the runner first and again by every worker; the port chosen by the
// runner reaches the workers through the environment they inherit, so all agree on one server.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(freePortSync(3870, 3899));
  holdPort(Number(process.env.E2E_PORT));
}
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${process.env.E2E_PORT}`;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Browser tests against the BUILT app (build first: `npx nx run-many -t build`). The global setup
 * starts the server with a fresh database, its own Redis prefix and a mail sink; see e2e/README.md.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  testIgnore: '**/.runs/**',
  globalSetup: './e2e/support/global-setup.ts',
  // A journey is 30-90 steps, often across two signed-in browsers; with two workers on a two-core
  // machine one took 25 s alone and 45-50 s beside another (each step still waits at most 7 s).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // test-all.mjs reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `test-results/results-${process.env.E2E_PORT}.json` }]],
  // One folder per run (the port is unique among concurrent runs): Playwright empties its output
  // folder at start, which must not wipe the traces of someone else's run in the shared tree.
  outputDir: `test-results/run-${process.env.E2E_PORT}`,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Debian's Chromium: never download a browser.
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Tests about consent start empty: test.use({ storageState: NO_STORAGE }).
    storageState: consentGiven(process.env.E2E_BASE_URL),
    // No journey depends on the worker's install and caching timing; journeys about the PWA opt
    // in with test.use({ serviceWorkers: 'allow' }) (see pwa.e2e.ts).
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'Europe/Helsinki',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
});
