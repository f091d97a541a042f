import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';
import { totpCode as codeAt, turnOnTwoFactor } from './support/two-factor';

// axe is injected as a script, which the app's CSP would refuse.
test.use({ bypassCSP: true });

test('two-factor sign-in: set up an authenticator in Settings, save the recovery codes, then sign in with a code', async ({ memberPage: page, member, browser }, testInfo) => {
  await page.goto('/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const form = card.getByRole('form', { name: 'Set up an authenticator app' });
  await expect(form.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await form.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectAccessible(page, '#security');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('totp-setup.png') });

  // A wrong code is refused and the form stays; the app's code turns it on.
  await form.getByLabel('6-digit code').fill('12345');
  await form.getByRole('button', { name: 'Turn on' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter the 6-digit code from your app');
  await form.getByLabel('6-digit code').fill(codeAt(secret, Date.now()));
  await form.getByLabel('6-digit code').press('Enter');
  const saved = card.getByRole('region', { name: 'Your recovery codes' });
  await expect(saved).toContainText('You will not be able to see them again');
  const codes = await saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(saved.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectAccessible(page, '#security');
  await saved.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('recovery-codes.png') });
  await saved.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card).toContainText('On · 10 of 10 recovery codes left');

  // Another browser signs in: the password, then the second step.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(other.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await expectAccessible(other);
  await other.screenshot({ path: testInfo.outputPath('login.png') });
  await other.getByLabel('Email').fill(member.email);
  await other.getByLabel('Password').fill(member.password);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const code = other.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(other);
  await other.screenshot({ path: testInfo.outputPath('second-step.png') });
  await code.fill('000000');
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByRole('alert')).toHaveText('Invalid code');

  // A recovery code works once, by keyboard: the link, then the code and Enter.
  await other.getByRole('button', { name: 'Use a recovery code' }).click();
  await other.getByLabel('Recovery code').fill(codes[0]);
  await other.getByLabel('Recovery code').press('Enter');
  await expect(other).toHaveURL(/\/dashboard$/);
  await context.close();
  await page.reload();
  await expect(card).toContainText('On · 9 of 10 recovery codes left');

  // The code of the next 30-second step (the one used to turn it on cannot be used again).
  const third = await browser.newContext();
  const phone = await third.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(member.email);
  await phone.getByLabel('Password').fill(member.password);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await phone.getByLabel('6-digit code').fill(codeAt(secret, Date.now() + 30_000));
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await third.close();
});

test('step-up: creating an API key on a session signed in long ago asks for the password first, then creates it', async ({ memberPage: page, member }, testInfo) => {
  // The session proved who the member is 11 minutes ago (the server asks again after 10).
  await page.goto('/settings');
  await sql(`UPDATE device_sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1`, [member.userId]);

  const card = page.locator('section', { has: page.getByRole('heading', { name: 'API keys' }) });
  await card.getByLabel('Key name').fill('Psalm bot');
  await card.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toContainText('enter your password again');
  const password = dialog.getByLabel('Password');
  await expect(password).toBeFocused();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: testInfo.outputPath('step-up.png') });

  await password.fill('not my password');
  await password.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password');
  await password.fill(member.password);
  await password.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('region', { name: 'Your new API key' })).toContainText('Psalm bot');
  await expect(card.getByRole('listitem').filter({ hasText: 'Psalm bot' })).toBeVisible();
});

test('step-up: cancelling the dialog leaves the action undone and says why', async ({ memberPage: page, member }) => {
  await page.goto('/settings');
  await sql(`UPDATE device_sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1`, [member.userId]);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'API keys' }) });
  await card.getByLabel('Key name').fill('Not made');
  await card.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('alert')).toHaveText('Please confirm it is you: enter your password again');
  await expect(card.getByText('You have no API keys.')).toBeVisible();
});

test('a sign-in with an easily guessed password shows a notice on every page until the member changes it; the new-password field rates it', async ({ page }, testInfo) => {
  const member = await createMember({ password: 'Password1!' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('status').filter({ hasText: 'Your password is easy to guess.' });
  await expect(notice).toContainText('To keep your account safe, choose a new one.');
  await expectAccessible(page, '.password-notice');
  await page.screenshot({ path: testInfo.outputPath('password-notice.png') });
  // Not a passing alert: it is still there after 8 seconds, a reload and on another page.
  await page.waitForTimeout(8000);
  await page.reload();
  await expect(notice).toBeVisible();
  await page.goto('/groups');
  await expect(notice).toBeVisible();

  await notice.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/set-new-password$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Old password').fill(member.password);
  const meter = page.getByTestId('password-strength');
  await page.getByLabel('New password').fill('Password2!');
  await expect(meter).toContainText('Password strength: Weak');
  await expect(meter).toContainText('Pen will not accept it: choose another.');
  await page.screenshot({ path: testInfo.outputPath('password-meter-weak.png') });
  await page.getByLabel('New password').fill(`${member.userName.split(' ')[1]}!Aa1`);
  await expect(meter).toContainText('It is close to your name or e-mail address.');
  await page.getByLabel('New password').fill('Lamp-unto-my-feet-119!');
  await expect(meter).toContainText('Password strength: Strong');
  await page.getByLabel('Confirm password').fill('Lamp-unto-my-feet-119!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated. Your other devices have been signed out.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('after the two-step sign-in the easily guessed password is noticed too, and a dismissed notice stays away', async ({ page, browser, request }) => {
  const member = await createMember({ password: 'Password1!' });
  const setup = await browser.newContext();
  const secret = await turnOnTwoFactor(request, (await signIn(setup, member)).accessToken);
  await setup.close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The code of the next step: the one that turned it on cannot be used again.
  await page.getByLabel('6-digit code').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('status').filter({ hasText: 'Your password is easy to guess.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the registration form rates the password as the server will: a common one is weak, a long passphrase strong', async ({ page }, testInfo) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('Miriam Quill');
  const meter = page.getByTestId('password-strength');
  await expect(meter).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('Qwerty123!');
  await expect(meter).toContainText('Password strength: Weak');
  await page.screenshot({ path: testInfo.outputPath('register-meter-weak.png') });
  await page.getByLabel('Password', { exact: true }).fill('Miriam2024!');
  await expect(meter).toContainText('It is close to your name or e-mail address.');
  await page.getByLabel('Password', { exact: true }).fill('Lamp-unto-my-feet-119!');
  await expect(meter).toContainText('Password strength: Strong');
  await expect(meter).not.toContainText('Pen will not accept it');
});
