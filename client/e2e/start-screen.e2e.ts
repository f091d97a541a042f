import { expect, test } from './support/fixtures';
import { NO_STORAGE } from './support/storage';

/**
 * Issue 41: the start screen index.html paints before the app's code has arrived speaks the
 * member's language (public/start-language.js), under the app's own CSP (no inline script).
 */
test.use({ storageState: NO_STORAGE, locale: 'fi-FI' });

test('before the app has loaded, a Finnish browser sees "Pen käynnistyy…" and <html lang="fi">, with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // The app's entry chunk is held back until the start screen has been looked at.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  // What a screen reader announces from the status (the logo and the name beside it are hidden from it).
  await expect(page.getByRole('status').locator('#app-start-label')).toHaveText('Pen käynnistyy…');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Tervetuloa takaisin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect(violations).toEqual([]);
});
