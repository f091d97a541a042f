import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';
import { expectAccessible } from './support/axe';

/** Issue 41's sign-in and registration papercuts. */
// axe's script is injected into the page, which the app's CSP refuses otherwise.
test.use({ bypassCSP: true });

test('the first sign-in ever says "Welcome", later ones "Welcome back"', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const member = await createMember({ userName: `Junia ${tag}`, neverSignedIn: true });
  for (const greeting of [`Welcome, Junia ${tag}`, `Welcome back, Junia ${tag}`]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
    // A reload keeps the greeting of this sign-in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting);
    await context.close();
  }
});

test("the sign-in page's ✕ leads back to the visitor page the member came from, and is not offered when there is none", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Opened directly, the sign-in page is Pen's front door: nothing to close.
  await expect(page.getByRole('link', { name: 'Close' })).toHaveCount(0);

  await page.goto('/register');
  await page.getByRole('link', { name: 'Already have an account? Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/forgot-password');
  await page.getByRole('link', { name: 'or Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the register form says "Testimony is required" for an empty testimony', async ({ page }) => {
  await page.goto('/register');
  const testimony = page.getByLabel('Your testimony');
  await testimony.fill('x');
  await testimony.fill('');
  await testimony.blur();
  await expect(page.getByText('Testimony is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toHaveCount(0);
});

test('sessions are grouped by device, each with its date and address in full, at phone size too', async ({ browser, request }, testInfo) => {
  const member = await createMember({ userName: `Andronicus ${testInfo.project.name}` });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member);
  // Two more sign-ins from one kind of phone and one from another computer (through the API, whose
  // cookies are not the browser's).
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0';
  for (const [deviceId, ua] of [
    ['android-a', android],
    ['android-b', android],
    ['windows-a', windows],
  ] as const) {
    const res = await request.post('/api/auth/login', { data: { email: member.email, password: member.password, deviceId: `${deviceId}-${member.userId}` }, headers: { 'user-agent': ua } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Active sessions' });
  const androidGroup = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chrome on Android' }) });
  await expect(androidGroup.getByRole('list', { name: 'Chrome on Android' }).getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('heading', { name: 'Edge on Windows' })).toBeVisible();
  // The first group is this device's.
  await expect(card.getByRole('heading', { level: 3 }).first()).toContainText('This device');

  // Every session shows when it was last used and its address, uncut.
  for (const row of await androidGroup.getByRole('listitem').all()) {
    await expect(row.getByText('Last active')).toBeVisible();
    await expect(row.getByText('Address')).toBeVisible();
    const address = row.locator('.session-address');
    await expect(address).toBeVisible();
    const cut = await address.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
  }
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`sessions-${testInfo.project.name}.png`), fullPage: true });
  await expectAccessible(page, '#main');

  // One device of the group signs out; the other stays.
  await androidGroup.getByRole('button', { name: /^Log out Chrome on Android/ }).first().click();
  await expect(page.getByText('Device has been logged out')).toBeVisible();
  await expect(androidGroup.getByRole('list', { name: 'Chrome on Android' }).getByRole('listitem')).toHaveCount(1);
  await context.close();
});
