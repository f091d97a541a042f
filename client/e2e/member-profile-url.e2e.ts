import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';
import { expectAccessible } from './support/axe';

/** Issue 41: profiles have shareable addresses, /u/{user_code}, that open directly. */
// axe's script is injected into the page, which the app's CSP refuses otherwise.
test.use({ bypassCSP: true });

const withCode = async (member: { userId: number }, code: string) => {
  await sql('UPDATE users SET user_code = $2 WHERE user_id = $1', [member.userId, code]);
};

test('a visitor opening a shared profile address signs in and comes back to the profile', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const owner = await createMember({ userName: `Dorcas ${tag}`, bio: 'Jesus raised me up to serve the widows.', mode: 'married' });
  const code = `dorcas.${tag}`;
  await withCode(owner, code);
  const visitor = await createMember({ userName: `Visitor ${tag}` });

  await page.goto(`/u/${code}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password').fill(visitor.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/u/${code.replace('.', '\\.')}$`));
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { level: 1, name: `Dorcas ${tag}` })).toBeVisible();
  await expect(profile).toContainText('married');
  await expect(profile).toContainText('Jesus raised me up to serve the widows.');
  await expect(page.getByRole('button', { name: 'Send Friend Request' })).toBeVisible();
  await expect(page).toHaveTitle('Profile · Pen');
  await page.screenshot({ path: testInfo.outputPath(`profile-by-code-${testInfo.project.name}.png`) });
  await expectAccessible(page);
});

test('a member opens profile addresses directly: case does not matter, unknown and blocked ones are not available, one\'s own leads to My profile', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const me = await createMember({ userName: `Rhoda ${tag}` });
  const friend = await createMember({ userName: `Mark ${tag}` });
  const blocker = await createMember({ userName: `Simon ${tag}` });
  await withCode(me, `rhoda-${tag}`);
  await withCode(friend, `Mark_${tag}`);
  await withCode(blocker, `simon-${tag}`);
  await sql('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.userId, me.userId]);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, me);
  await page.goto(`/u/mark_${tag}`.toUpperCase());
  await expect(page.getByRole('heading', { level: 1, name: `Mark ${tag}` })).toBeVisible();

  await page.goto(`/u/nobody-${tag}`);
  await expect(page.getByText('This profile is not available')).toBeVisible();
  await expect(page.getByText(`No member has the user code nobody-${tag}, or their profile is hidden from you.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for members' })).toHaveAttribute('href', '/search');
  await expectAccessible(page);

  // A member who blocked me is as unknown as a code nobody has.
  await page.goto(`/u/simon-${tag}`);
  await expect(page.getByText('This profile is not available')).toBeVisible();
  await expect(page.getByText(`Simon ${tag}`)).toHaveCount(0);

  await page.goto(`/u/rhoda-${tag}`);
  await expect(page).toHaveURL(/\/mypen$/);
  await context.close();
});

test('an author\'s name in the feed opens their shareable address', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Tabitha ${tag}` });
  await withCode(author, `tabitha-${tag}`);
  const reader = await createMember({ userName: `Reader ${tag}` });
  const text = `Sewing coats for the church ${tag}`;
  await sql(`INSERT INTO posts (user_id, content, visibility, is_ready) VALUES ($1, $2, 'public', true)`, [author.userId, text]);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, reader);
  await page.goto('/feed');
  const card = page.locator('article.pen-post').filter({ hasText: text });
  // A real link to the address (it can be opened in a new tab or copied), not a detour by /userpen.
  const name = card.getByRole('link', { name: `Tabitha ${tag}` });
  await expect(name).toHaveAttribute('href', `/u/tabitha-${tag}`);
  await name.click();
  await expect(page).toHaveURL(new RegExp(`/u/tabitha-${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Tabitha ${tag}` })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await context.close();
});

test('the profile page hides empty fields and shows the shareable address once there is a user code', async ({ memberPage: page, member }) => {
  await page.goto('/profile');
  const details = page.locator('.profile-list');
  await expect(details.getByText('Username')).toBeVisible();
  // No code and no mode: neither is listed, rather than "None" and "Not specified".
  await expect(details.getByText('User code')).toHaveCount(0);
  await expect(details.getByText('Mode')).toHaveCount(0);
  await expect(details.getByText('None')).toHaveCount(0);
  await expect(details.getByText(/not specified/i)).toHaveCount(0);

  const code = `ruth-${member.userId}`;
  await withCode(member, code);
  await sql(`UPDATE users SET mode = 'single' WHERE user_id = $1`, [member.userId]);
  await page.reload();
  await expect(details.getByText('User code')).toBeVisible();
  await expect(details.getByText(`@${code}`)).toBeVisible();
  await expect(details.getByText('Mode')).toBeVisible();
  const address = details.getByRole('link', { name: new RegExp(`/u/${code}$`) });
  await expect(address).toHaveAttribute('href', `/u/${code}`);
  await address.click();
  await expect(page).toHaveURL(/\/mypen$/);
});
