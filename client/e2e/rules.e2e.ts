import { Browser, Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect as baseExpect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

// Several sessions per journey on a machine shared with other runs: pages get more time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
// axe is injected into the page, which the app's CSP would refuse.
test.use({ bypassCSP: true });

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

async function createPost(page: Page, token: string, content: string): Promise<number> {
  const res = await page.request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${token}` }, data: { content, visibility: 'public' } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { postId: number }).postId;
}

const card = (page: Page, text: string): Locator => page.locator('article.pen-post').filter({ hasText: text });

async function openReport(page: Page, text: string): Promise<Locator> {
  await page.goto('/feed');
  const post = card(page, text);
  await expect(post).toBeVisible({ timeout: 20_000 });
  await post.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  return page.getByRole('dialog', { name: 'Report post' });
}

test('a visitor reads the community rules at /rules, numbered, without signing in', async ({ page }, info) => {
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Community rules' })).toBeVisible();
  const rules = page.locator('ol.rules-list > li');
  await expect(rules.filter({ hasText: 'Treat everyone with respect' })).toBeVisible();
  await expect(rules.filter({ hasText: 'Keep others\' needs private' })).toContainText('without their consent');
  await expect(page).toHaveTitle(/Community rules/);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('rules-page.png'), fullPage: true });
});

test('a newcomer reads the rules on the register page and accepts them with the terms', async ({ page }, info) => {
  test.setTimeout(90_000);
  const email = `rules-newcomer-${Date.now()}-${info.project.name}@example.test`;
  await page.goto('/register');
  await expect(page.getByLabel('Username')).toBeVisible();
  const opened = Date.now();
  await page.getByRole('button', { name: 'community rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Community rules' });
  await expect(dialog).toContainText('No harassment or bullying');
  await page.screenshot({ path: info.outputPath('register-rules.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Username').fill('Lydia Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Your testimony').fill('Jesus opened my heart by the river.');
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
  await page.getByLabel('Confirm password').fill('Str0ng!Pass');
  // The strength checker has judged the password: the form below it has stopped moving.
  await expect(page.getByTestId('password-strength')).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: /community rules/ });
  await checkbox.check();
  // The server refuses a web sign-up sent back within SIGNUP_MIN_FILL_SECONDS (3) as automated.
  await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const [row] = await sql<{ accepted: boolean }>(`SELECT rules_accepted_at IS NOT NULL AND rules_accepted_at > now() - interval '5 minutes' AS accepted FROM users WHERE email = $1`, [email]);
  expect(row).toEqual({ accepted: true });
});

test('a member reports a post citing a rule, and a self-harm report shows crisis help', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const author = await createMember({ userName: `Simon Magus ${tag}` });
  const reporter = await createMember({ userName: `Priscilla ${tag}` });
  const a = await pageFor(browser, author);
  const scam = `Give to my orphanage here, God repays tenfold ${tag}`;
  const sad = `I see no reason to go on ${tag}`;
  const scamId = await createPost(a.page, a.token, scam);
  const sadId = await createPost(a.page, a.token, sad);
  await a.close();

  const r = await pageFor(browser, reporter);
  let dialog = await openReport(r.page, scam);
  await dialog.getByRole('radio', { name: 'Fundraising scam' }).check();
  const picker = dialog.getByLabel('Which community rule does it break? (optional)');
  await expect(picker.locator('option', { hasText: 'No spam or scams' })).toHaveCount(1);
  await picker.selectOption({ label: (await picker.locator('option', { hasText: 'No spam or scams' }).textContent())! });
  await r.page.screenshot({ path: info.outputPath('report-rule.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  let thanks = r.page.getByRole('dialog', { name: 'Report sent' });
  await expect(thanks.getByRole('status')).toBeVisible();
  await expect(thanks.getByRole('note')).toHaveCount(0);
  await thanks.getByRole('button', { name: 'Not now' }).click();
  expect(await sql(`SELECT r.reason, c.title FROM reports r JOIN community_rules c ON c.rule_id = r.rule_id WHERE r.reporter_id = $1 AND r.target_id = $2`, [reporter.userId, scamId])).toEqual([
    { reason: 'fundraising_scam', title: 'No spam or scams' },
  ]);

  dialog = await openReport(r.page, sad);
  await dialog.getByRole('radio', { name: 'Self-harm or suicide' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  thanks = r.page.getByRole('dialog', { name: 'Report sent' });
  const help = thanks.getByRole('note');
  await expect(help).toContainText('call 112 or your local emergency number');
  await expectAccessible(r.page, '[role="dialog"]');
  await r.page.screenshot({ path: info.outputPath('report-crisis.png') });
  await help.getByRole('link', { name: 'Find crisis help' }).click();
  await expect(r.page).toHaveURL(/\/crisis$/);
  await expect(r.page.getByRole('heading', { level: 1, name: 'Help in a crisis' })).toBeVisible();
  await expect(r.page.getByText('09 2525 0111')).toBeVisible();
  await expectAccessible(r.page);
  expect(await sql(`SELECT c.urgent FROM report_cases c WHERE c.target_type = 'post' AND c.target_id = $1`, [sadId])).toEqual([{ urgent: true }]);
  await r.close();
});

test('a paka adds, edits and archives a rule in the console’s Rules tab; a moderator has no such tab', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const paka = await createMember({ userName: `Paka Junia ${tag}`, role: 'paka' });
  const moderator = await createMember({ userName: `Moderator Andronicus ${tag}`, role: 'moderator' });

  const mo = await pageFor(browser, moderator);
  await turnOnTwoFactor(mo.page.request, mo.token);
  await mo.page.goto('/moderation?tab=rules');
  await expect(mo.page.getByRole('tab', { name: 'Queue' })).toBeVisible();
  await expect(mo.page.getByRole('tab', { name: 'Rules' })).toHaveCount(0);
  await expect(mo.page.getByRole('tab', { name: 'Queue' })).toHaveAttribute('aria-selected', 'true');
  await mo.close();

  const p = await pageFor(browser, paka);
  await turnOnTwoFactor(p.page.request, p.token);
  await p.page.goto('/moderation');
  await p.page.getByRole('tab', { name: 'Rules' }).click();
  await expect(p.page).toHaveURL(/tab=rules/);
  const list = p.page.getByRole('list', { name: 'Community rules' });
  await expect(list.getByText('Treat everyone with respect')).toBeVisible();

  const title = `Pray before you post ${tag}`;
  await p.page.getByRole('button', { name: 'Add a rule' }).click();
  let dialog = p.page.getByRole('dialog', { name: 'Add a rule' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('What it means (optional)').fill('Ask whether your words build others up.');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(dialog).toHaveCount(0);
  const item = list.locator('li').filter({ hasText: title });
  await expect(item).toContainText('Ask whether your words build others up.');
  await expectAccessible(p.page, '#mod-panel');
  await p.page.screenshot({ path: info.outputPath('rules-tab.png'), fullPage: true });

  const edited = `Pray before you write ${tag}`;
  await item.getByRole('button', { name: `Edit rule ${title}` }).click();
  dialog = p.page.getByRole('dialog', { name: /^Edit rule \d+$/ });
  await dialog.getByLabel('Title').fill(edited);
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toHaveCount(0);
  const editedItem = list.locator('li').filter({ hasText: edited });
  await expect(editedItem).toBeVisible();

  await editedItem.getByRole('button', { name: `Archive rule ${edited}` }).click();
  dialog = p.page.getByRole('dialog', { name: /^Archive rule \d+$/ });
  await expect(dialog).toContainText(`Archive “${edited}”?`);
  await dialog.getByRole('button', { name: 'Archive rule' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.locator('li').filter({ hasText: edited })).toHaveCount(0);
  // The numbers the members see stay 1..n.
  const numbers = (await list.locator('li strong').allTextContents()).map((s) => Number(s.split('.')[0]));
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));

  await p.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(p.page.getByRole('list', { name: 'Audit log' }).locator('li').filter({ hasText: edited }).first()).toContainText('archive rule');
  await p.close();
});
