import { deflateSync } from 'node:zlib';
import { expect, test } from './support/fixtures';
import { linksIn, waitForMail } from './support/mailbox';
import type { Page, TestInfo } from '@playwright/test';

const PASSWORD = 'Str0ng!Pass';

/** A small valid PNG (solid colour), made without image libraries. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function shot(page: Page, info: TestInfo, name: string) {
  if (process.env.ACCOUNTS_SHOTS) await page.screenshot({ path: `${process.env.ACCOUNTS_SHOTS}/${info.project.name}-${name}.png`, fullPage: true });
}

test('a newcomer registers, verifies by mail, signs in, edits the profile, manages the picture and sessions, and deletes the account', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const email = `newcomer-${Date.now()}-${info.project.name}@example.test`;

  // Register: the button waits for the terms.
  await page.goto('/register');
  // The form counts its fill time from when it shows (after its catalog loads), not from the load event.
  await expect(page.getByLabel('Username')).toBeVisible();
  const opened = Date.now();
  await page.getByLabel('Username').fill('Grace Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Your testimony').fill('I met the Lord Jesus at a summer camp.');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The strength checker has judged the password: the form below it has stopped moving.
  await expect(page.getByTestId('password-strength')).toBeVisible();
  const registerButton = page.getByRole('button', { name: 'Register' });
  await expect(registerButton).toBeDisabled();
  await page.getByRole('button', { name: 'terms of service' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of service' })).toContainText('Terms of Service');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('checkbox').check();
  await shot(page, info, 'register');
  // A person takes seconds over this form; the server refuses a web sign-up sent back within
  // SIGNUP_MIN_FILL_SECONDS (3) as automated, so the robot here waits like one.
  await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
  await registerButton.click();

  // Unverified: the profile offers the resend button, the dashboard only the notice.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await shot(page, info, 'profile-unverified');
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Go to my profile' })).toBeVisible();
  await shot(page, info, 'dashboard-gate');

  // The verification mail's link.
  const mail = await waitForMail(email, { match: (m) => m.subject.includes('Verify') });
  const link = new URL(linksIn(mail).find((l) => l.includes('/verifmail?token='))!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email address is verified. Welcome to Pen!')).toBeVisible();
  await expect(page.getByText('You will be taken to Pen in 7 seconds.')).toBeVisible();
  await shot(page, info, 'verified');
  await page.getByRole('link', { name: 'Start' }).click();

  // Sign out, then sign in through the form.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The settings page stays until the sign-in page's chunk is loaded (navigations keep the current
  // page meanwhile), and its e-mail notifications switch is labelled 'Email' too.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await shot(page, info, 'login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Registering was the first sign-in (issue 41): this one is greeted "Welcome back".
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace Newcomer' })).toBeVisible();

  // Edit the profile with the password.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Username').fill('Grace Renewed');
  await page.getByLabel('Mode').selectOption('married');
  await shot(page, info, 'profile-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm with your password' });
  await prompt.getByLabel('Password').fill(PASSWORD);
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Grace Renewed', { exact: true })).toBeVisible();
  await expect(page.getByText('married', { exact: true })).toBeVisible();

  // Upload a picture, then delete it.
  const avatar = page.getByRole('img', { name: 'Profile picture of Grace Renewed' });
  await expect(avatar).toHaveAttribute('src', /default-profile\.png$/);
  await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(1600, 1200) });
  await expect(avatar).toHaveAttribute('src', /\/api\/uploads\/profile_images\/[A-Za-z0-9_-]{22}\.jpg$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
  await shot(page, info, 'profile-picture');
  await page.getByRole('button', { name: 'Delete picture' }).click();
  await page.getByRole('alertdialog', { name: 'Delete profile picture?' }).getByRole('button', { name: 'Delete picture' }).click();
  await expect(avatar).toHaveAttribute('src', /default-profile\.png$/);

  // Another device signs in; it shows in the sessions list and is logged out from here.
  const other = await request.post('/api/auth/login', { data: { email, password: PASSWORD, deviceId: 'other-phone' }, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile' } });
  expect(other.status()).toBe(200);
  const otherToken = ((await other.json()) as { accessToken: string }).accessToken;
  await page.goto('/settings');
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByText('Chrome on Android')).toBeVisible();
  await shot(page, info, 'settings');
  await page.getByRole('button', { name: 'Log out Chrome on Android' }).click();
  await expect(page.getByText('Device has been logged out')).toBeVisible();
  await expect(page.getByText('Chrome on Android')).toHaveCount(0);
  const afterLogout = await request.get('/api/auth/profile-user-info', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(afterLogout.status()).toBe(401);

  // Delete the account: warning, password, confirmation, then signed out.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete your account' });
  await ask.getByLabel('Password').fill(PASSWORD);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  const again = await request.post('/api/auth/login', { data: { email, password: PASSWORD, deviceId: 'again' } });
  expect(again.status()).toBe(401);
});

test('sign-in validation and a wrong password show the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not an email');
  await page.getByLabel('Password').fill('short');
  await expect(page.getByText('Invalid email address format')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password').fill('Wr0ng!Pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login failed. Check your email and password.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'No account? Register here' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
});

test('a forgotten password is reset through the mailed link', async ({ page, member }, info) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send a link' }).click();
  await expect(page.getByText('The recovery link has been sent. Check your email.').first()).toBeVisible();
  await shot(page, info, 'reset-request');
  const mail = await waitForMail(member.email, { match: (m) => m.subject.includes('Reset') });
  const link = new URL(linksIn(mail).find((l) => l.includes('/reset-password?token='))!);
  await page.goto(`${link.pathname}${link.search}`);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password').fill('N3w!Password');
  await page.getByLabel('Confirm password').fill('N3w!Password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('N3w!Password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
