import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect } from './support/fixtures';
import { test } from './support/passkey-server';
import { signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';
import { VirtualAuthenticator } from './support/virtual-authenticator';

// Served from http://localhost:<port> by a second server process (support/passkey-server.ts):
// Chromium refuses the suite's 127.0.0.1 as a passkey's relying party.

// axe is injected as a script, which the app's CSP would refuse.
test.use({ bypassCSP: true });

/**
 * The sign-in page offers passkeys in the e-mail field's autofill too (conditional mediation), and
 * the virtual authenticator answers that request at once; journeys about the button turn it off.
 */
async function withoutPasskeyAutofill(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

const passkeysCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys' }) });

/** Settings → Passkeys: names a new passkey and adds it; the virtual authenticator makes it. */
async function addPasskey(page: Page, name: string): Promise<void> {
  await page.goto('/settings');
  const card = passkeysCard(page);
  await card.getByLabel('Passkey name').fill(name);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').filter({ hasText: name })).toContainText('Last used never');
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
}

test('passkeys: a member adds a named passkey in Settings, sees it listed, then signs in with it and no password', async ({ memberPage: page, member }, testInfo) => {
  await withoutPasskeyAutofill(page.context());
  const authenticator = await VirtualAuthenticator.attach(page);
  await addPasskey(page, 'Work laptop');
  const card = passkeysCard(page);
  await expectAccessible(page, 'section[aria-labelledby="passkeys-title"]');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('passkey-added.png') });
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toContainText(member.userName);

  await page.goto('/settings');
  await expect(card.getByRole('listitem').filter({ hasText: 'Work laptop' })).not.toContainText('Last used never');
});

test("passkeys: on another device with the member's passkey, the sign-in page's autofill signs in without a password", async ({ memberPage: page, member, browser, passkeyBaseUrl }) => {
  const authenticator = await VirtualAuthenticator.attach(page);
  await addPasskey(page, 'Phone');
  const [credential] = await authenticator.credentials();

  const context = await browser.newContext({ baseURL: passkeyBaseUrl });
  const other = await context.newPage();
  await (await VirtualAuthenticator.attach(other)).add(credential);
  await other.goto('/login');
  await expect(other.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  // Focusing the field is what a member does; Chromium's virtual authenticator may answer the
  // page's conditional request before that, and the field is gone with the sign-in page then.
  await other
    .getByLabel('Email')
    .click({ timeout: 10_000 })
    .catch((err: unknown) => {
      if (!/\/dashboard$/.test(other.url())) throw err;
    });
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('heading', { name: /Welcome back/ })).toContainText(member.userName);
  await context.close();
});

test('passkeys: with two-factor sign-in on, a passkey is the second step after the password', async ({ page, member, request, passkeyBaseUrl }, testInfo) => {
  await withoutPasskeyAutofill(page.context());
  const session = await signIn(page, member, passkeyBaseUrl);
  await turnOnTwoFactor(request, session.accessToken);
  await VirtualAuthenticator.attach(page);
  await addPasskey(page, 'Security key');

  await logOut(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('second-step-passkey.png') });
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toContainText(member.userName);
});

test('passkeys: a removed passkey is gone from the list and no longer signs in', async ({ memberPage: page, member, browser, passkeyBaseUrl }) => {
  const authenticator = await VirtualAuthenticator.attach(page);
  await addPasskey(page, 'Old tablet');
  const [tablet] = await authenticator.credentials();
  // One authenticator holds one passkey per account: a second on the same device is refused, and said so.
  await passkeysCard(page).getByLabel('Passkey name').fill('Tablet again');
  await passkeysCard(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeysCard(page).getByRole('alert')).toHaveText('This device already has a passkey for your account. Add one on another device, or remove the old one first.');
  // A second passkey, made on the member's other computer.
  const desk = await browser.newContext({ baseURL: passkeyBaseUrl });
  const deskPage = await desk.newPage();
  await signIn(deskPage, member, passkeyBaseUrl);
  await VirtualAuthenticator.attach(deskPage);
  await addPasskey(deskPage, 'Desk computer');
  await desk.close();

  await page.reload();
  const card = passkeysCard(page);
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await card.getByRole('button', { name: 'Remove Old tablet' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove the passkey “Old tablet”? It will no longer sign you in.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey removed' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Desk computer');
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('Old tablet');

  // The tablet still holds the removed passkey; the server no longer accepts it.
  const context = await browser.newContext({ baseURL: passkeyBaseUrl });
  await withoutPasskeyAutofill(context);
  const other = await context.newPage();
  await (await VirtualAuthenticator.attach(other)).add(tablet);
  await other.goto('/login');
  await other.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'The passkey could not be verified. Try again.' })).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await context.close();
});
