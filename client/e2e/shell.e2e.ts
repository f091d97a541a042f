import { sql } from './support/db';
import { expect, test } from './support/fixtures';

test('a visitor at / lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in member at / lands on /dashboard', async ({ memberPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown address shows a 404 page that leads where / goes', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no-such-page.')).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/); // the address stays, so it can be corrected
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a device identifier is generated once and kept', async ({ page }) => {
  const deviceId = () => page.evaluate(() => localStorage.getItem('deviceId'));
  await page.goto('/login');
  // Made when the app starts, which (with its catalogs) may finish after the load event.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const first = await deviceId();
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await deviceId()).toBe(first);
});

test('every alert sound is served as audio', async ({ request }) => {
  for (const type of ['info', 'success', 'warning', 'error']) {
    const res = await request.get(`/sounds/${type}.mp3`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/mpeg');
    expect((await res.body()).length).toBeGreaterThan(1000);
  }
});

test('signIn gives the browser a session the server accepts, refresh cookie included', async ({ memberPage: page, member }) => {
  await page.goto('/cookie-consent');
  // Past the start-up refresh, so the two do not race for the same refresh token.
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible();
  const answer = await page.evaluate(async () => {
    const token = sessionStorage.getItem('accessToken');
    const profile = await fetch('/api/auth/profile-user-info', { headers: { authorization: `Bearer ${token}` } });
    const refresh = await fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'include' });
    return { profile: profile.status, email: ((await profile.json()) as { user?: { email?: string } }).user?.email, refresh: refresh.status, renewed: Boolean(((await refresh.json()) as { accessToken?: string }).accessToken) };
  });
  expect(answer).toEqual({ profile: 200, email: member.email, refresh: 200, renewed: true });
});

test('a member whose session ended elsewhere is signed out at the next request: token, consent and cookie gone, on /login', async ({ memberPage: page, member }) => {
  // The app's own start-up requests (the device check runs in the background) are answered
  // before the sessions end: otherwise one of them, not the click, finds the session gone.
  const deviceChecked = page.waitForResponse((r) => r.url().includes('/api/auth/check-session'));
  await page.goto('/settings');
  const emailSwitch = page.getByRole('switch', { name: 'Email notifications' });
  await expect(emailSwitch).toBeEnabled();
  await deviceChecked;
  await expect(page.locator('.spinner:visible, [aria-busy="true"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).not.toBeNull();
  // Every device of the member is signed out on the server (another device chose "log out all").
  await sql('DELETE FROM device_sessions WHERE user_id = $1', [member.userId]);
  const removeCookie = page.waitForRequest((r) => r.url().endsWith('/api/auth/remove-cookie'));
  await emailSwitch.click();
  await removeCookie;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('accessToken'), localStorage.getItem('cookieConsent')])).toEqual([null, null]);
  expect((await page.context().cookies()).filter((c) => c.name === 'refreshToken')).toEqual([]);
});
