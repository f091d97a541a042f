import { expect, test } from './support/fixtures';

test('a visitor at / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in member at / lands on /dashboard', async ({ memberPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
