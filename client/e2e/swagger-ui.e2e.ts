import { expect, test } from './support/fixtures';
import { signIn } from './support/members';

/**
 * Swagger UI (/api/docs) as an integrator tries the API: "Authorize" signs in through a registered
 * OAuth app with code + PKCE (Pen's consent page in a popup), and takes an API key; the token it
 * gets works against the API.
 */
test('Swagger UI: Authorize signs in through an OAuth app with PKCE and takes an API key', async ({ page, member, baseURL }, testInfo) => {
  const session = await signIn(page, member);
  const asMember = { authorization: `Bearer ${session.accessToken}` };
  const registered = await page.request.post('/api/oauth/apps', {
    headers: asMember,
    data: { name: 'Swagger UI tryout', redirectUris: [`${baseURL}/api/docs/oauth2-redirect.html`] },
  });
  expect(registered.status()).toBe(201);
  const { app } = (await registered.json()) as { app: { clientId: string } };
  const keyRes = await page.request.post('/api/auth/api-keys', { headers: asMember, data: { name: 'Swagger key', scopes: ['read'] } });
  const { secret } = (await keyRes.json()) as { secret: string };

  await page.goto('/api/docs');
  await expect(page.getByText('Three ways to authenticate')).toBeVisible();
  await page.locator('.auth-wrapper').getByRole('button', { name: 'Authorize' }).click();
  const dialog = page.locator('.dialog-ux .modal-ux');
  await expect(dialog.locator('.auth-container')).toHaveCount(4);
  await page.screenshot({ path: testInfo.outputPath('swagger-authorize.png') });

  // API key: X-Api-Key.
  const keyBox = dialog.locator('.auth-container', { has: page.locator('h4', { hasText: /^apiKey/ }) });
  await keyBox.locator('input[type=text]').fill(secret);
  await keyBox.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(keyBox.getByRole('button', { name: 'Remove authorization' })).toBeVisible();

  // OAuth 2: the client id, the scopes, then Pen's consent page in a popup.
  const oauthBox = dialog.locator('.auth-container', { has: page.locator('h4', { hasText: /^oauth2/ }) });
  await oauthBox.getByRole('textbox', { name: 'client_id:' }).fill(app.clientId);
  await oauthBox.getByText('select all', { exact: true }).click();
  const popupOpened = page.waitForEvent('popup');
  await oauthBox.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Swagger UI tryout wants to use your Pen account' })).toBeVisible();
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(oauthBox.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('swagger-authorized.png') });

  // The token Swagger UI obtained (code exchanged with its PKCE verifier) acts for the member.
  const token = await page.evaluate(() => {
    const ui = (window as unknown as { ui: { authSelectors: { authorized: () => { toJS: () => Record<string, { token?: { access_token?: string } }> } } } }).ui;
    return ui.authSelectors.authorized().toJS().oauth2?.token?.access_token;
  });
  expect(token).toBeTruthy();
  const mine = await page.request.get('/api/posts/my-posts', { headers: { authorization: `Bearer ${token}` } });
  expect(mine.status()).toBe(200);
  const withKey = await page.request.get('/api/posts/my-posts', { headers: { 'x-api-key': secret } });
  expect(withKey.status()).toBe(200);
});
