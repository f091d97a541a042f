import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';

// The app's redirect URI: a tiny page served by the test (a redirect from Pen's server is a real
// navigation, which page.route does not see).
let app: Server;
let REDIRECT_URI = '';
/** How long a list may take to load: bounded by the test's own limit, not by the machine's speed. */
const LOADING_MS = 60_000;

test.beforeAll(async () => {
  app = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<h1>Back in the app</h1>');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  REDIRECT_URI = `http://127.0.0.1:${(app.address() as AddressInfo).port}/cb`;
});

test.afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
});

test('OAuth app: register it in /settings, authorize with code + PKCE on the consent page, call the API, disconnect and see 401', async ({ memberPage: page, member, request }, testInfo) => {

  // A developer registers the app (here the member themselves).
  await page.goto('/settings');
  const dev = page.locator('section', { has: page.getByRole('heading', { name: 'Developer apps' }) });
  // The settings page loads all its cards at once (see Connected apps below): wait for this one to load.
  await expect(dev.getByText('You have not registered any apps.')).toBeVisible({ timeout: LOADING_MS });
  await dev.getByLabel('App name').fill('Verse of the day');
  await dev.getByLabel('Redirect URIs').fill('http://evil.example.org/cb');
  await dev.getByRole('button', { name: 'Register app' }).click();
  await expect(dev.getByRole('alert')).toContainText('a redirect URI must use https');
  await dev.getByLabel('Redirect URIs').fill(REDIRECT_URI);
  await dev.getByLabel('Website (optional)').fill('https://verse.example.org');
  await dev.getByRole('button', { name: 'Register app' }).click();
  const appItem = dev.getByRole('listitem').filter({ hasText: 'Verse of the day' });
  await expect(appItem).toContainText(REDIRECT_URI);
  const clientId = (await appItem.getByTestId('oauth-client-id').textContent())!.trim();
  expect(clientId).toMatch(/^pen_app_[\w-]{22}$/);
  await dev.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('oauth-developer-apps.png') });

  // The app sends the member to Pen's authorization endpoint with a PKCE challenge.
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read write', state: 'xyz', code_challenge: challenge, code_challenge_method: 'S256' });
  await page.goto(`/oauth/auth?${params}`);
  await expect(page).toHaveURL(/\/oauth\/consent\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Verse of the day wants to use your Pen account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://verse.example.org' })).toBeVisible();
  const scopes = page.getByRole('list', { name: 'What the app asks for' });
  await expect(scopes.getByRole('listitem')).toHaveCount(2);
  await expect(scopes).toContainText('See your posts');
  await expect(scopes).toContainText('Post, comment, like');
  await expect(page.getByRole('list', { name: 'What no app can do' })).toContainText('moderator or administrator tools');
  await page.screenshot({ path: testInfo.outputPath('oauth-consent.png'), fullPage: true });

  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${REDIRECT_URI}?`));
  await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('xyz');
  const code = back.searchParams.get('code')!;
  expect(code).toBeTruthy();

  // The app exchanges the code with its verifier and calls the API for the member.
  const tokenRes = await request.post('/oauth/token', { form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier } });
  expect(tokenRes.status()).toBe(200);
  const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string; scope: string };
  expect(tokens.scope).toBe('read write');
  const posted = await request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${tokens.access_token}` }, data: { content: 'Shared from Verse of the day' } });
  expect(posted.status()).toBe(201);
  const mine = await request.get('/api/posts/my-posts', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(mine.status()).toBe(200);
  expect(JSON.stringify(await mine.json())).toContain('Shared from Verse of the day');

  // The member disconnects the app in Connected apps: its tokens stop at once.
  await page.goto('/settings');
  const connected = page.locator('section', { has: page.getByRole('heading', { name: 'Connected apps' }) });
  // The settings page loads several cards at once; on a loaded machine this list has said
  // "Loading…" for over 7 s. What counts is that it finishes loading, not how fast: wait for the
  // loading state to end (the test's own limit still bounds it), then check what it shows.
  // The card shows its spinner from its first render, so once the card is there, no spinner means loaded.
  await expect(connected).toBeVisible({ timeout: LOADING_MS });
  await expect(connected.getByRole('status')).toHaveCount(0, { timeout: LOADING_MS });
  const item = connected.getByRole('listitem').filter({ hasText: 'Verse of the day' });
  await expect(item).toContainText('Read');
  await expect(item).toContainText('Write');
  await expect(item).toContainText('Connected');
  await connected.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('oauth-connected-apps.png') });
  await item.getByRole('button', { name: 'Disconnect Verse of the day' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('loses access to your account at once');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  // The list loads again after the disconnect: as slow as the first load on a loaded machine.
  await expect(connected.getByText('No apps are connected to your account.')).toBeVisible({ timeout: LOADING_MS });

  const after = await request.get('/api/posts/my-posts', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(after.status()).toBe(401);
  const refresh = await request.post('/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId } });
  expect(refresh.status()).toBe(400);
  expect(member.userId).toBeGreaterThan(0);
});

test('OAuth consent: a visitor signs in first and comes back to the request', async ({ page, member }) => {
  await page.goto('/oauth/consent/some-request-id');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/oauth\/consent\/some-request-id$/);
  // Opened without the app's authorization request in this browser: nothing to answer.
  await expect(page.getByRole('heading', { name: 'This request cannot be answered' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('expired or was opened in another browser');
});

test('Confidential app: the secret is shown once, works with client_secret_basic, can be replaced; a second sign-in with the same scopes is not asked again (issue 45)', async ({ memberPage: page, request }, testInfo) => {
  await page.goto('/settings');
  const dev = page.locator('section', { has: page.getByRole('heading', { name: 'Developer apps' }) });
  await expect(dev).toBeVisible({ timeout: LOADING_MS });
  await dev.getByLabel('App name').fill('Verse Server');
  await dev.getByLabel('Redirect URIs').fill(REDIRECT_URI);
  await dev.getByRole('radio', { name: /^Confidential/ }).check();
  await dev.getByRole('button', { name: 'Register app' }).click();

  const secretBox = dev.getByRole('region', { name: 'Client secret of Verse Server' });
  await expect(secretBox).toContainText('You will not be able to see it again');
  const secret = (await secretBox.getByTestId('oauth-client-secret').textContent())!.trim();
  expect(secret).toMatch(/^pen_secret_[\w-]{43}$/);
  const appItem = dev.getByRole('listitem').filter({ hasText: 'Verse Server' });
  await expect(appItem).toContainText('Confidential: has a secret');
  const clientId = (await appItem.getByTestId('oauth-client-id').textContent())!.trim();
  await secretBox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('oauth-confidential-secret.png') });
  await secretBox.getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toHaveCount(0);
  // Shown once: after a reload the secret is nowhere on the page.
  await page.reload();
  await expect(dev.getByRole('listitem').filter({ hasText: 'Verse Server' })).toBeVisible({ timeout: LOADING_MS });
  await expect(page.getByTestId('oauth-client-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  // The member signs in to the app (openid profile read), allowing it once.
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorizeUrl = `/oauth/auth?${new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid profile read', state: 's1', nonce: 'n1', code_challenge: challenge, code_challenge_method: 'S256' })}`;
  await page.goto(authorizeUrl);
  await expect(page.getByRole('heading', { name: 'Verse Server wants to use your Pen account' })).toBeVisible();
  const scopes = page.getByRole('list', { name: 'What the app asks for' });
  await expect(scopes.getByRole('listitem')).toHaveCount(3);
  await expect(scopes).toContainText('Know which Pen member you are');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${REDIRECT_URI}?`));
  const basic = (s: string) => `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(s)}`).toString('base64')}`;
  const exchange = (code: string, s: string) =>
    request.post('/oauth/token', { headers: { authorization: basic(s) }, form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier } });
  const first = await exchange(new URL(page.url()).searchParams.get('code')!, secret);
  expect(first.status()).toBe(200);
  const tokens = (await first.json()) as { id_token: string; refresh_token: string };
  expect(tokens.id_token).toBeTruthy();

  // The same scopes again: Pen does not ask, the browser goes straight back to the app.
  await page.goto(authorizeUrl);
  await page.waitForURL((url) => url.href.startsWith(`${REDIRECT_URI}?`));
  await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

  // A new secret: shown once; the old one stops at once.
  await page.goto('/settings');
  const item = dev.getByRole('listitem').filter({ hasText: 'Verse Server' });
  await expect(item).toBeVisible({ timeout: LOADING_MS });
  await item.getByRole('button', { name: 'New secret for Verse Server' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('current secret stops working at once');
  await dialog.getByRole('button', { name: 'New secret' }).click();
  await expect(secretBox).toContainText('the old secret no longer works');
  const newSecret = (await secretBox.getByTestId('oauth-client-secret').textContent())!.trim();
  expect(newSecret).toMatch(/^pen_secret_/);
  expect(newSecret).not.toBe(secret);
  await secretBox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('oauth-confidential-new-secret.png') });
  const refresh = (s: string) => request.post('/oauth/token', { headers: { authorization: basic(s) }, form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token } });
  const old = await refresh(secret);
  expect(old.status()).toBe(401);
  expect(((await old.json()) as { error: string }).error).toBe('invalid_client');
  expect((await refresh(newSecret)).status()).toBe(200);
});
