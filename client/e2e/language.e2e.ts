import { expect, test } from './support/fixtures';

// Issue 41: Pen in English and Finnish. Before sign-in the browser's language decides and the
// visitor's choice is kept; a member's choice in Settings is theirs on the next visit too.

test.describe('a visitor whose browser speaks Finnish', () => {
  test.use({ locale: 'fi-FI' });

  test('sees the sign-in page in Finnish, switches to English, and stays in English after a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Tervetuloa takaisin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirjaudu sisään', exact: true })).toBeVisible();
    await expect(page.getByLabel('Sähköposti')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

    await page.getByLabel('Kieli').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The register page has the chooser too, and the other way round works as well.
    await page.getByRole('link', { name: 'No account? Register here' }).click();
    await page.getByLabel('Language').selectOption('fi');
    await expect(page.getByRole('heading', { level: 1, name: 'Luo tili' })).toBeVisible();
    await expect(page.getByLabel('Todistuksesi')).toBeVisible();
  });
});

test('a member switches to Finnish in Settings and the app stays Finnish after a reload', async ({ memberPage: page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Language').selectOption('fi');
  await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktiiviset istunnot' })).toBeVisible();
  await expect(page.getByText('Tämä laite')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Asetukset' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByLabel('Kieli')).toHaveValue('fi');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profiilin asetukset' })).toBeVisible();
});
