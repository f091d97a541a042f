import { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

// Three members' sessions in one journey on a shared machine: pages get more time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

async function api<T>(page: Page, token: string, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test('a suspended member signs in to their standing, appeals, and another moderator reverses the suspension in the console', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36);
  const author = await createMember({ userName: `Diotrephes ${tag}` });
  const reporter = await createMember({ userName: `Gaius ${tag}` });
  const decider = await createMember({ userName: `Demetrius ${tag}`, role: 'moderator' });
  const reviewer = await createMember({ userName: `John Elder ${tag}`, role: 'moderator' });

  // The author posts; a member reports it; a moderator suspends the author under a rule, with the facts.
  const a = await pageFor(browser, author);
  const text = `You are all wrong and I will say it everywhere ${tag}`;
  const { postId } = await api<{ postId: number }>(a.page, a.token, '/api/posts/create-post', { content: text, visibility: 'public' });
  await a.close();
  const r = await pageFor(browser, reporter);
  await api(r.page, r.token, '/api/posts/report-post', { postId, reason: 'harassment' });
  await r.close();
  const d = await pageFor(browser, decider);
  await turnOnTwoFactor(d.page.request, d.token);
  const rules = (await (await d.page.request.get('/api/rules')).json()) as { rules: Array<{ rule_id: number; number: number; title: string }> };
  const rule = rules.rules[1];
  const queue = (await (await d.page.request.get('/api/mod/reports', { headers: { authorization: `Bearer ${d.token}` } })).json()) as { reports: Array<{ report_id: number; target_id: number }> };
  const reportId = queue.reports.find((c) => c.target_id === postId)!.report_id;
  await api(d.page, d.token, '/api/mod/resolve-report', { reportId, action: 'suspend_author', ruleId: rule.rule_id, note: `Insulting members ${tag}`, days: 7 });
  await d.close();

  // The author signs in: the standing page, not the dashboard, says why and until when.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password').fill(author.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/standing$/);
  await expect(page.getByRole('heading', { name: 'Account standing', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your account is suspended until/ })).toBeVisible();
  const decision = page.locator('li.standing-decision').filter({ hasText: 'Account suspended' });
  await expect(decision).toContainText(`Rule ${rule.number}: ${rule.title}`);
  await expect(decision).toContainText(`The facts: Insulting members ${tag}`);
  await expect(decision).toContainText(text);
  await expect(decision).toContainText('A moderator made this decision after a review; no automated means were used.');
  await expect(decision).not.toContainText(reporter.userName);
  await page.screenshot({ path: testInfo.outputPath('standing-suspended.png') });
  // The rest of Pen waits: the feed leads back to the standing page.
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/standing$/);

  // The appeal, by the keyboard-reachable dialog.
  await decision.getByRole('button', { name: 'Appeal this decision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appeal the decision' });
  await dialog.getByLabel('Why is the decision wrong?').fill(`I was answering an insult ${tag}`);
  await page.screenshot({ path: testInfo.outputPath('appeal-form.png') });
  await dialog.getByRole('button', { name: 'Send the appeal' }).click();
  await expect(page.getByText('Your appeal was sent. You will be told the outcome.')).toBeVisible();
  await expect(decision).toContainText('Your appeal is being reviewed by a moderator who did not make the decision.');
  await expect(decision.getByRole('button', { name: 'Appeal this decision' })).toHaveCount(0);

  // Another moderator reviews it in the console's Appeals tab and reverses it.
  const m = await pageFor(browser, reviewer);
  await turnOnTwoFactor(m.page.request, m.token);
  await m.page.goto('/moderation');
  await m.page.getByRole('tab', { name: 'Appeals' }).click();
  await expect(m.page).toHaveURL(/\/moderation\?tab=appeals$/);
  const card = m.page.locator('li.mod-case').filter({ hasText: `I was answering an insult ${tag}` });
  await expect(card).toContainText(`Appeal by ${author.userName}`);
  await expect(card).toContainText(`Decided by ${decider.userName}`);
  await expect(card).toContainText(`Rule ${rule.number}: ${rule.title}`);
  await m.page.screenshot({ path: testInfo.outputPath('appeals-tab.png') });
  await card.getByRole('button', { name: 'Reverse' }).click();
  const decide = m.page.getByRole('dialog');
  await decide.getByLabel('Reason (the member is told)').fill(`Provoked; lifted ${tag}`);
  await decide.getByRole('button', { name: 'Reverse' }).click();
  await expect(m.page.getByText(/Appeal #\d+: the decision was reversed\./)).toBeVisible();
  await m.page.getByRole('button', { name: 'Decided' }).click();
  await expect(m.page.locator('li.mod-case').filter({ hasText: `I was answering an insult ${tag}` })).toContainText(`Reversed by ${reviewer.userName}: Provoked; lifted ${tag}`);
  await m.close();

  // The member's standing is good again and Pen opens to them.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account is in good standing.' })).toBeVisible();
  await expect(decision).toContainText('This decision was reversed and no longer counts against you.');
  await expect(decision).toContainText('Your appeal was accepted: the decision was reversed.');
  await page.screenshot({ path: testInfo.outputPath('standing-restored.png') });
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/feed$/);
  await context.close();
});

test('a member finds Account standing in Settings, with no decisions', async ({ memberPage: page }) => {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Account standing' });
  await expect(card).toContainText('Your account is in good standing.');
  await card.getByRole('link', { name: 'See decisions and appeal' }).click();
  await expect(page).toHaveURL(/\/standing$/);
  await expect(page.getByText('No moderator has made a decision about your account.')).toBeVisible();
});
