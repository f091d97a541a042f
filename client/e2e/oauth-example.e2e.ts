import { startExampleServer } from '../../examples/browser-oauth/serve.mjs';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn } from './support/members';

/**
 * examples/browser-oauth, a third-party app on its own origin, signs a Pen member in with OAuth
 * 2.1 (code + PKCE through Pen's consent page) using @pen/sdk's ES module build, then reads the
 * member's feed with the token across origins (CORS for the app's registered origin).
 */
test('the browser example signs a member in with OAuth + PKCE through the consent page and shows their feed', async ({ page, member }, testInfo) => {
  const session = await signIn(page, member);
  const auth = { authorization: `Bearer ${session.accessToken}` };
  let clientId = '';
  const example = await startExampleServer({ penUrl: e2eEnv.baseUrl(), clientId: () => clientId });
  try {
    // The member registers the app (Settings → Developer apps uses the same call).
    const registered = await page.request.post('/api/oauth/apps', { headers: auth, data: { name: 'Prayer wall', redirectUris: [example.url] } });
    expect(registered.status()).toBe(201);
    clientId = ((await registered.json()) as { app: { clientId: string } }).app.clientId;
    const posted = await page.request.post('/api/posts/create-post', { headers: auth, data: { content: 'Thank you, Lord, for this morning' } });
    expect(posted.status()).toBe(201);

    await page.goto(example.url);
    // Pen sends the member to its consent page (the moment the navigation commits).
    await Promise.all([page.waitForURL(/\/oauth\/consent\//, { waitUntil: 'commit' }), page.getByRole('button', { name: 'Sign in with Pen' }).click()]);
    // Pen's consent page names the app and what it asks for; the member allows it.
    await expect(page.getByRole('heading', { name: 'Prayer wall wants to use your Pen account' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('oauth-consent.png') });
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(example.url);
    await expect(page.getByText(`Signed in as ${member.userName}.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest posts' })).toContainText('Thank you, Lord, for this morning');
    await expect(page.getByRole('alert')).toHaveText('');
    await page.screenshot({ path: testInfo.outputPath('oauth-example-signed-in.png') });
  } finally {
    await example.close();
  }
});
