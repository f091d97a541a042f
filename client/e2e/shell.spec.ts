import { expect, test } from './support/fixtures';

test('a visitor at / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in member at / lands on /dashboard', async ({ memberPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown address says so and goes where / goes', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('The page /no-such-page does not exist, so we brought you to the start.')).toBeVisible();
});

test('a device identifier is generated once and kept', async ({ page }) => {
  await page.goto('/login');
  const first = await page.evaluate(() => localStorage.getItem('deviceId'));
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toBe(first);
});

test('every alert sound is served as audio', async ({ request }) => {
  for (const type of ['info', 'success', 'warning', 'error']) {
    const res = await request.get(`/sounds/${type}.mp3`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/mpeg');
    expect((await res.body()).length).toBeGreaterThan(1000);
  }
});
