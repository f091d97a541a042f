import { Page } from '@playwright/test';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { NO_STORAGE } from './support/storage';

// These journeys are about the absence of a stored choice (the config stores one by default).
test.use({ storageState: NO_STORAGE });

const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));

/**
 * Opens the sign-in page with a fake clock that runs until the page is there (the app's start, its
 * catalogs and React's Suspense wait on timers too), then pauses it: from then on page timers move
 * only with clock.runFor. The prompt's 10 seconds started when the app did, a moment earlier.
 */
async function openSignInThenPause(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(now + 1_000));
}

/** Moves the paused clock in small steps until the prompt shows; answers the page time that took. */
async function runUntilShown(page: Page, prompt: ReturnType<Page['getByRole']>): Promise<number> {
  let ms = 0;
  while (!(await prompt.isVisible()) && ms < 5_000) {
    await page.clock.runFor(100);
    ms += 100;
  }
  return ms;
}

test.describe('cookie consent prompt', () => {
  test('appears after 10 seconds when no consent is stored, and stores a choice with personalization', async ({ page }) => {
    await openSignInThenPause(page);
    const prompt = page.getByRole('dialog', { name: 'Cookie settings' });

    await page.clock.runFor(5_000);
    await expect(prompt).toBeHidden();
    // Shown once the 10 seconds since the app's start are over ("really waits" below checks them on a real clock).
    expect(await runUntilShown(page, prompt)).toBeLessThanOrEqual(5_000);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByLabel(/Essential/)).toBeChecked();
    await expect(prompt.getByLabel(/Essential/)).toBeDisabled();

    await prompt.getByLabel(/Personalization/).check();
    await prompt.getByRole('button', { name: 'Save Settings' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByText('Your cookie settings have been saved.')).toBeVisible();

    const consent = JSON.parse((await storedConsent(page)) ?? 'null') as Record<string, unknown>;
    expect(consent).toMatchObject({ pakolliset: true, personalization: true, analytics: false, ads: false });
    expect(new Date(consent.dateSaved as string).toString()).not.toBe('Invalid Date');

    // A stored consent means no prompt on the next visit.
    await page.reload();
    await page.clock.runFor(12_000);
    await expect(prompt).toBeHidden();
  });

  test('really waits for the 10 seconds (no fake clock)', async ({ page }) => {
    const started = Date.now();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  });

  test('Accept Only Necessary stores nothing', async ({ page }) => {
    await openSignInThenPause(page);
    await page.clock.runFor(5_000);
    const prompt = page.getByRole('dialog', { name: 'Cookie settings' });
    expect(await runUntilShown(page, prompt)).toBeLessThanOrEqual(5_000);
    await prompt.getByRole('button', { name: 'Accept Only Necessary' }).click();
    await expect(prompt).toBeHidden();
    expect(await storedConsent(page)).toBeNull();
  });
});

test.describe('cookie settings page', () => {
  test('Accept All stores every choice; Accept Only Necessary then removes the stored consent', async ({ page }) => {
    await page.goto('/cookie-consent');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByText('Your cookie settings have been saved.')).toBeVisible();
    expect(JSON.parse((await storedConsent(page)) ?? 'null')).toMatchObject({ pakolliset: true, personalization: true, analytics: true, ads: true });

    // The page shows the stored choice when opened again.
    await page.reload();
    await expect(page.getByLabel(/Analytics/)).toBeChecked();

    await page.getByRole('button', { name: 'Accept Only Necessary' }).click();
    await expect(page.getByLabel(/Analytics/)).not.toBeChecked();
    await expect.poll(() => storedConsent(page)).toBeNull();
  });

  test('without personalization, saved settings are not stored', async ({ page }) => {
    await page.goto('/cookie-consent');
    await page.getByLabel(/Analytics/).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Your cookie settings have been saved.')).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });

  test('a signed-in member’s choice is also saved on the server', async ({ memberPage: page, member }) => {
    await page.goto('/cookie-consent');
    await page.getByLabel(/Personalization/).check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/data/cookie-consent') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const request = await sent;
    expect(request.headers()['authorization']).toMatch(/^Bearer .+/);
    // The body itself is checked where it lands, in the stored row below (the SDK sends a Request
    // whose body Chromium passes as a stream, which Playwright does not show as post data).
    expect((await request.response())?.status()).toBeLessThan(300);
    await expect(page.getByText('Your cookie settings have been saved.')).toBeVisible();
    const rows = await sql('SELECT pakolliset, analytics, ads, personalization FROM cookie_consents WHERE user_id = $1', [member.userId]);
    expect(rows).toEqual([{ pakolliset: true, analytics: false, ads: false, personalization: true }]);
  });
});
