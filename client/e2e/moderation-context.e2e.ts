import { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect as baseExpect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

// Several members' sessions on a machine shared with other runs: pages get more time to load
// than the default, what they must show stays the same.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ bypassCSP: true });

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

test('a moderator reaches the console from the main navigation, reads every report of a case with its context, opens the comment in its post, and reads the audit snapshot', async ({ browser, isMobile }, testInfo) => {
  const tag = Date.now().toString(36);
  const host = await createMember({ userName: `Elkanah ${tag}` });
  const author = await createMember({ userName: `Peninnah ${tag}` });
  const first = await createMember({ userName: `Naomi ${tag}` });
  const second = await createMember({ userName: `Boaz ${tag}` });
  const moderator = await createMember({ userName: `Samuel Overseer ${tag}`, role: 'moderator' });

  // A post, a rude comment on it, two reports of the comment; a spam post a moderator already removed.
  const h = await pageFor(browser, host);
  const a = await pageFor(browser, author);
  const postText = `Pray for Hannah ${tag}`;
  const { postId } = await api<{ postId: number }>(h.page, h.token, '/api/posts/create-post', { content: postText, visibility: 'public' });
  const commentText = `You will never have children ${tag}`;
  const { comment } = await api<{ comment: { comment_id: number } }>(a.page, a.token, `/api/posts/${postId}/new-comment`, { content: commentText });
  const spamText = `BUY CHEAP sandals at my stall today ${tag}`;
  const spam = await api<{ postId: number }>(a.page, a.token, '/api/posts/create-post', { content: spamText, visibility: 'public' });
  const r1 = await pageFor(browser, first);
  const r2 = await pageFor(browser, second);
  await api(r1.page, r1.token, '/api/posts/report-comment', { commentId: comment.comment_id, reason: 'harassment', details: `Mocks a woman who prays ${tag}` });
  await api(r2.page, r2.token, '/api/posts/report-comment', { commentId: comment.comment_id, reason: 'hate' });
  await api(r2.page, r2.token, '/api/posts/report-post', { postId: spam.postId, reason: 'spam' });
  for (const s of [h, a, r1, r2]) await s.close();

  const m = await pageFor(browser, moderator);
  await turnOnTwoFactor(m.page.request, m.token);
  const queue = await m.page.request.get('/api/mod/reports?status=open', { headers: { authorization: `Bearer ${m.token}` } });
  const spamCase = ((await queue.json()) as { reports: Array<{ report_id: number; target_id: number; target_type: string }> }).reports.find((c) => c.target_type === 'post' && c.target_id === spam.postId)!;
  // A removal cites a community rule and states the facts (issue 42).
  const rules = (await (await m.page.request.get('/api/rules')).json()) as { rules: Array<{ rule_id: number }> };
  await api(m.page, m.token, '/api/mod/resolve-report', { reportId: spamCase.report_id, action: 'remove_content', ruleId: rules.rules[0].rule_id, note: `Advertising ${tag}` });

  // The console is in the main navigation: the bottom bar on a phone, the side menu on a desktop.
  await m.page.goto('/dashboard');
  const nav = m.page.getByRole('navigation', { name: isMobile ? 'Main (mobile)' : 'Main' });
  await nav.getByRole('link', { name: 'Moderation' }).click();
  await expect(m.page).toHaveURL(/\/moderation$/);
  await expect(nav.getByRole('link', { name: 'Moderation' })).toHaveClass(/active/);

  // The case: both reports with reason, details and reporter; the post it sits under; the link.
  const card = m.page.locator('li.mod-case').filter({ hasText: commentText });
  await expect(card).toBeVisible();
  const reports = card.getByRole('list', { name: 'Reports' }).getByRole('listitem');
  await expect(reports).toHaveCount(2);
  await expect(reports.nth(0)).toContainText('Harassment');
  await expect(reports.nth(0)).toContainText(`by ${first.userName}`);
  await expect(reports.nth(0)).toContainText(`“Mocks a woman who prays ${tag}”`);
  await expect(reports.nth(1)).toContainText('Hate');
  await expect(reports.nth(1)).toContainText(`by ${second.userName}`);
  await expect(card.getByRole('link', { name: `${host.userName}'s post` })).toHaveAttribute('href', `/post/${postId}`);
  await expect(card).toContainText(postText);
  await expect(card).toContainText(author.userName);
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(m.page, 'li.mod-case');
  await m.page.screenshot({ path: testInfo.outputPath('case-with-context.png') });

  // Opening it in context shows the comment within its post, brought into view.
  await card.getByRole('link', { name: 'Open in context' }).click();
  await expect(m.page).toHaveURL(new RegExp(`/post/${postId}#comment-${comment.comment_id}$`));
  await expect(m.page.getByText(postText)).toBeVisible();
  const shown = m.page.locator(`#comment-${comment.comment_id}`);
  await expect(shown).toContainText(commentText);
  await expect(shown).toHaveClass(/pen-hash-target/);
  await expect(shown).toBeInViewport();
  await m.page.screenshot({ path: testInfo.outputPath('comment-in-context.png') });

  // The audit log names the removed post and keeps its text, folded until asked for.
  await m.page.goto('/moderation?tab=audit');
  const entry = m.page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: 'remove content' }).filter({ hasText: `Advertising ${tag}` });
  await expect(entry).toContainText(`${author.userName}'s post “BUY CHEAP sandals at my stall today`);
  const snapshot = entry.locator('details.mod-snapshot');
  await expect(snapshot.getByText(spamText)).toBeHidden();
  await snapshot.getByText('Content when acted on').click();
  await expect(snapshot.getByText(spamText)).toBeVisible();
  await expect(snapshot).toContainText(`By ${author.userName}`);
  await expectAccessible(m.page, 'ol.mod-audit');
  await m.page.screenshot({ path: testInfo.outputPath('audit-snapshot.png') });
  await m.close();
});

test('a reported member opens in their profile from the case', async ({ browser }) => {
  const tag = Date.now().toString(36);
  const reported = await createMember({ userName: `Goliath ${tag}`, bio: `Champion of Gath ${tag}` });
  const reporter = await createMember({ userName: `David ${tag}` });
  const moderator = await createMember({ userName: `Nathan Overseer ${tag}`, role: 'moderator' });
  const r = await pageFor(browser, reporter);
  await api(r.page, r.token, '/api/conn/report-user', { targetUserId: reported.userId, reason: 'harassment', details: `Taunts the army ${tag}` });
  await r.close();

  const m = await pageFor(browser, moderator);
  await turnOnTwoFactor(m.page.request, m.token);
  await m.page.goto('/moderation');
  const card = m.page.locator('li.mod-case').filter({ hasText: `Taunts the army ${tag}` });
  await expect(card).toContainText(`by ${reporter.userName}`);
  await card.getByRole('link', { name: 'Open in context' }).click();
  await expect(m.page).toHaveURL(new RegExp(`/userpen\\?userId=${reported.userId}$`));
  await expect(m.page.getByText(`Champion of Gath ${tag}`)).toBeVisible();
  await expect(m.page.getByRole('heading', { name: reported.userName })).toBeVisible();
  await m.close();
});

test('a member has no Moderation in either navigation', async ({ memberPage: page, isMobile }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: isMobile ? 'Main (mobile)' : 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
});
