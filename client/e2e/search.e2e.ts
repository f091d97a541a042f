import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';
import { expectAccessible } from './support/axe';

/** Issue 41: /search finds members and groups from one box, by keyboard, with links to their pages. */
// axe's script is injected into the page, which the app's CSP refuses otherwise.
test.use({ bypassCSP: true });

test('a member searches members and groups by keyboard; results link to /u/{user_code} and the group', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const me = await createMember({ userName: `Seeker ${tag}` });
  const named = await createMember({ userName: `Barnabas${tag} Levite`, bio: 'Jesus sent me to encourage the church.' });
  await sql('UPDATE users SET user_code = $2 WHERE user_id = $1', [named.userId, `barnabas-${tag}`]);
  const nameless = await createMember({ userName: `Barnabas${tag} Junior` });
  const [group] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, host_user_id, member_count) VALUES ($1, 'Encouragement for Barnabas readers', $2, 1) RETURNING group_id`,
    [`Sons of encouragement ${tag}`, named.userId],
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, me);
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText('Find members by their name and public groups by their title or description.')).toBeVisible();

  // Keyboard only: the box has a visible label, Enter searches, Tab reaches the results.
  const box = page.getByRole('searchbox', { name: 'Search members and groups' });
  await box.focus();
  await page.keyboard.type(`barnabas${tag}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=barnabas`));
  // The outcome is announced to screen readers.
  await expect(page.getByRole('status').filter({ hasText: 'Found' })).toHaveText('Found 2 members and 0 groups.');
  const members = page.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('link')).toHaveCount(2);
  const hit = members.getByRole('link', { name: new RegExp(`^Barnabas${tag} Levite @barnabas-${tag}`) });
  await expect(hit).toHaveAttribute('href', `/u/barnabas-${tag}`);
  await expect(page.getByRole('region', { name: /Groups/ })).toContainText(`No public groups match “barnabas${tag}”.`);
  await page.screenshot({ path: testInfo.outputPath(`search-members-${testInfo.project.name}.png`), fullPage: true });
  await expectAccessible(page);

  await hit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/u/barnabas-${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Barnabas${tag} Levite` })).toBeVisible();

  // Back to the results, as they were; a member without a code opens in the app.
  await page.goBack();
  await expect(box).toHaveValue(`barnabas${tag}`);
  await members.getByRole('link', { name: new RegExp(`^Barnabas${tag} Junior`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Barnabas${tag} Junior` })).toBeVisible();
  expect(nameless.userId).toBeGreaterThan(0);

  // Groups by a word of their description; typing searches without Enter.
  await page.goto('/search');
  await box.fill(`Sons of encouragement ${tag}`);
  const groups = page.getByRole('region', { name: /Groups/ });
  const groupLink = groups.getByRole('link', { name: new RegExp(`Sons of encouragement ${tag}`) });
  await expect(groupLink).toHaveAttribute('href', `/group/${group.group_id}`);
  await expect(groupLink).toContainText('1 member');
  await expect(page.getByRole('region', { name: /Members/ })).toContainText(`No members match “Sons of encouragement ${tag}”.`);
  await groupLink.click();
  await expect(page).toHaveURL(new RegExp(`/group/${group.group_id}$`));
  await context.close();
});

test('search says when nothing matches and when the search fails, and offers to try again', async ({ memberPage: page }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await page.goto(`/search?q=${encodeURIComponent(`zzq${tag}`)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Found' })).toHaveText('Found 0 members and 0 groups.');
  await expect(page.getByText(`No members match “zzq${tag}”.`)).toBeVisible();

  // The server away: each part says so in an alert with a way to try again.
  let failing = true;
  await page.route('**/api/conn/search-users**', (route) => (failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' }) }) : route.fallback()));
  await page.getByRole('searchbox', { name: 'Search members and groups' }).fill(`other${tag}`);
  const members = page.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('alert')).toContainText('Service unavailable');
  await expectAccessible(page);
  await expect(page.getByRole('status').filter({ hasText: 'search' })).toHaveText('The search did not finish.');
  failing = false;
  await members.getByRole('button', { name: 'Try again' }).click();
  await expect(members).toContainText(`No members match “other${tag}”.`);
});
