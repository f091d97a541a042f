import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// These journeys are about the service worker itself (blocked in the other journeys).
test.use({ serviceWorkers: 'allow' });

type MarkedWindow = Window & { penE2eMark?: string };

/** Marks the current document: a reload (a new document) loses the mark. */
const markPage = (page: Page) => page.evaluate(() => ((window as MarkedWindow).penE2eMark = 'same document'));
const pageMark = (page: Page) => page.evaluate(() => (window as MarkedWindow).penE2eMark ?? null);
const controllerUrl = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test('the first visit is not reloaded when the service worker takes over the page', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/login');
  await markPage(page);
  await page.getByLabel('Email').fill('still-typing@example.test');

  // sw.js is installed for the first time and claims the open page (controllerchange).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  expect(await controllerUrl(page)).toMatch(/\/sw\.js\?build=/);
  await page.waitForTimeout(3_000);

  expect(await pageMark(page)).toBe('same document');
  expect(loads).toBe(1);
  await expect(page.getByLabel('Email')).toHaveValue('still-typing@example.test');
  await expect(page.getByText('A new version of Pen is available.')).toHaveCount(0);
});

test('a waiting version is offered with Update now, and the page reloads only after the click', async ({ page }, testInfo) => {
  // An older version in charge before the app opens: sw.js under another build name, registered
  // from a plain file of the site (not the app, which would register its own build). Not an API
  // answer: their CSP (default-src 'none') lets nothing run, a service worker included.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?build=older-version', { scope: '/' });
    await navigator.serviceWorker.ready;
  });

  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/login');
  expect(await controllerUrl(page)).toContain('build=older-version');
  await markPage(page);
  await page.getByLabel('Email').fill('halfway@example.test');

  // The app's own build installs and waits for the member.
  const banner = page.getByRole('status').filter({ hasText: 'A new version of Pen is available.' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  expect(await pageMark(page)).toBe('same document');
  await expect(page.getByLabel('Email')).toHaveValue('halfway@example.test');
  await page.screenshot({ path: testInfo.outputPath('update-banner.png') });

  await banner.getByRole('button', { name: 'Update now' }).click();

  // The new version takes over and the page loads again, once, under it.
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await pageMark(page)).toBeNull();
  expect(await controllerUrl(page)).toMatch(/\/sw\.js\?build=(?!older-version)/);
  await page.waitForTimeout(1_500);
  await expect(page.getByText('A new version of Pen is available.')).toHaveCount(0);
  expect(loads).toBe(2);
});
