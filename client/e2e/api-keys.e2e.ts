import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

// axe is injected as a script, which the app's CSP would refuse.
test.use({ bypassCSP: true });

test('API keys in /settings: create a key, use it from a script against the API, revoke it and see 401', async ({ memberPage: page, member, request }, testInfo) => {
  await page.goto('/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'API keys' }) });
  await expect(card.getByText('You have no API keys.')).toBeVisible();

  await card.getByLabel('Key name').fill('Verse of the day bot');
  await card.getByRole('checkbox', { name: 'Write', exact: true }).check();
  await card.getByRole('button', { name: 'Create key' }).click();
  const secretBox = card.getByRole('region', { name: 'Your new API key' });
  await expect(secretBox).toContainText('You will not be able to see it again');
  const secret = (await secretBox.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^pen_\d+_[\w-]{43}$/);
  const item = card.getByRole('listitem').filter({ hasText: 'Verse of the day bot' });
  await expect(item).toContainText('Read');
  await expect(item).toContainText('Write');
  await expect(item).toContainText('Last used never');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('api-keys-created.png'), fullPage: false });

  // A script uses the key: it acts as the member, with the budget headers of app traffic.
  const profile = await request.get('/api/auth/profile-user-info', { headers: { 'x-api-key': secret } });
  expect(profile.status()).toBe(200);
  expect((await profile.json()).user.user_id).toBe(member.userId);
  expect(profile.headers()['ratelimit-remaining']).toBeDefined();
  const posted = await request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${secret}` }, data: { content: 'Posted by my bot' } });
  expect(posted.status()).toBe(201);
  // Never the account: a key cannot list the member's sessions.
  const sessions = await request.get('/api/data/user-sessions', { headers: { 'x-api-key': secret } });
  expect(sessions.status()).toBe(403);
  expect((await sessions.json()).message).toBe('API keys and apps cannot manage the account: sign in to Pen to do this');

  // The list shows the use once reloaded; the secret is not shown again.
  await secretBox.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(item).not.toContainText('Last used never');
  await expect(card.getByTestId('api-key-secret')).toHaveCount(0);

  await item.getByRole('button', { name: 'Revoke Verse of the day bot' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Scripts using it stop working at once');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByText('You have no API keys.')).toBeVisible();

  const after = await request.get('/api/auth/profile-user-info', { headers: { 'x-api-key': secret } });
  expect(after.status()).toBe(401);
});

test('API keys in /settings: the scopes in plain words, chosen by keyboard; a key that may only pray cannot post (issue 45)', async ({ memberPage: page, request }) => {
  await page.goto('/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'API keys' }) });
  await expect(card.getByRole('checkbox', { name: 'Pray', exact: true })).toHaveAccessibleDescription(/prayer:write – Say that you prayed/);
  await expect(card.getByRole('checkbox', { name: 'Write posts' })).toHaveAccessibleDescription(/posts:write – Write posts and prayer requests/);
  await expectAccessible(page, '.api-keys-card');

  await card.getByLabel('Key name').fill('Prayer bot');
  // By keyboard: untick Read, tick Pray, create.
  await card.getByRole('checkbox', { name: 'Read', exact: true }).focus();
  await page.keyboard.press('Space');
  await card.getByRole('checkbox', { name: 'Pray', exact: true }).focus();
  await page.keyboard.press('Space');
  await card.getByRole('button', { name: 'Create key' }).focus();
  await page.keyboard.press('Enter');
  const secret = (await card.getByTestId('api-key-secret').textContent())!.trim();
  await expect(card.getByRole('listitem').filter({ hasText: 'Prayer bot' })).toContainText('Pray');

  const posted = await request.post('/api/posts/create-post', { headers: { 'x-api-key': secret }, data: { content: 'Not with this key' } });
  expect(posted.status()).toBe(403);
  expect(posted.headers()['www-authenticate']).toBe('Bearer realm="Pen", error="insufficient_scope", scope="posts:write"');
});
