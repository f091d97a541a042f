import { Browser, Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

// Four members' sessions in one journey on a machine shared with other runs: pages get more time
// to load than the default, what they must show stays the same.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

async function api(page: Page, token: string, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** The queue card of the case about the post whose text is `text`. */
const caseCard = (page: Page, text: string): Locator => page.locator('li.mod-case').filter({ hasText: text });
/** The feed card of that post. */
const postCard = (page: Page, text: string): Locator => page.locator('article.pen-post').filter({ hasText: text });

test('a moderator removes a reported post from the queue: the reporter is told, the post is gone for the author’s friend', async ({ browser, isMobile }, testInfo) => {
  const tag = Date.now().toString(36);
  const author = await createMember({ userName: `Hymenaeus ${tag}` });
  const friend = await createMember({ userName: `Alexander ${tag}` });
  const reporter = await createMember({ userName: `Timothy ${tag}` });
  const moderator = await createMember({ userName: `Titus Overseer ${tag}`, role: 'moderator' });

  // The author and a friend; the author shares a post the friend's feed shows.
  const a = await pageFor(browser, author);
  const f = await pageFor(browser, friend);
  await api(a.page, a.token, '/api/conn/send-friend-request', { receiverId: friend.userId });
  await api(f.page, f.token, '/api/conn/accept-friend-request', { senderId: author.userId });
  const text = `Buy my miracle cloths, only today ${tag}`;
  const { postId } = (await api(a.page, a.token, '/api/posts/create-post', { content: text, visibility: 'public' })) as { postId: number };
  await f.page.goto('/feed');
  await expect(postCard(f.page, text)).toBeVisible();

  // A member reports it as spam.
  const r = await pageFor(browser, reporter);
  await api(r.page, r.token, '/api/posts/report-post', { postId, reason: 'spam', details: 'Selling things' });

  // The moderator has the console in the menu and finds the case in the open queue.
  const m = await pageFor(browser, moderator);
  // Without two-factor sign-in the console says how to turn it on (REQUIRE_2FA_FOR_OPERATORS, issue 43).
  await m.page.goto('/moderation');
  const needsTwoFactor = m.page.getByRole('alert').filter({ hasText: 'Turn on two-factor sign-in to moderate.' });
  await expect(needsTwoFactor).toBeVisible();
  await expect(needsTwoFactor.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/settings#security');
  await m.page.screenshot({ path: testInfo.outputPath('two-factor-required.png') });
  await turnOnTwoFactor(m.page.request, m.token);
  await m.page.goto('/dashboard');
  const entry = isMobile ? m.page.getByRole('navigation', { name: 'Dashboard shortcuts' }).getByRole('link', { name: 'Moderation' }) : m.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' });
  await entry.click();
  await expect(m.page).toHaveURL(/\/moderation$/);
  await expect(m.page.getByRole('tab', { name: 'Queue' })).toHaveAttribute('aria-selected', 'true');
  const open = caseCard(m.page, text);
  await expect(open).toBeVisible();
  await expect(open.getByRole('list', { name: 'Reasons' })).toHaveText('Spam × 1');
  await expect(open).toContainText(`1 reporter`);
  await expect(open).toContainText(author.userName);
  await open.scrollIntoViewIfNeeded();
  await m.page.screenshot({ path: testInfo.outputPath('queue.png'), fullPage: false });

  // Remove, with a note: by its button on a phone, by its key (r) on the selected case on a desktop.
  if (isMobile) await open.getByRole('button', { name: 'Remove' }).click();
  else {
    await open.locator('.mod-content').click(); // selects the case
    await expect(open).toHaveAttribute('aria-current', 'true');
    await m.page.keyboard.press('r');
  }
  const dialog = m.page.getByRole('dialog');
  await expect(dialog).toContainText('Remove this post for everyone? It is kept hidden for 30 days for an appeal, then deleted.');
  // Every restricting action cites a community rule and the facts (issue 42).
  await dialog.getByLabel('Rule').selectOption({ index: 1 });
  await dialog.getByLabel('The facts (the author is told)').fill(`Advertising ${tag}`);
  await m.page.screenshot({ path: testInfo.outputPath('remove-dialog.png') });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(m.page.getByText(/Case #\d+: content removed\./)).toBeVisible();
  await expect(caseCard(m.page, text)).toHaveCount(0);

  // Resolved cases say what was done, by whom, with the note; the audit log has the action.
  await m.page.getByRole('button', { name: 'Resolved' }).click();
  const done = caseCard(m.page, text);
  await expect(done).toContainText(`Content removed by ${moderator.userName}`);
  await expect(done).toContainText(`Advertising ${tag}`);
  await expect(done).toContainText('Not visible to members');
  await m.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(m.page).toHaveURL(/\/moderation\?tab=audit$/);
  const removal = m.page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: 'remove content' }).filter({ hasText: `Advertising ${tag}` });
  await expect(removal).toContainText(moderator.userName);
  await m.page.screenshot({ path: testInfo.outputPath('audit-log.png') });

  // Member lookup finds the author, with status and role.
  await m.page.getByRole('tab', { name: 'Members' }).click();
  await m.page.getByLabel('Find a member').fill(author.userName);
  const row = m.page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: author.userName });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: 'Suspend' })).toBeEnabled();
  await expect(m.page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: moderator.userName })).toHaveCount(0);
  await m.page.screenshot({ path: testInfo.outputPath('members.png') });
  await m.close();

  // The reporter is told the outcome.
  await r.page.goto('/notifications');
  await expect(r.page.getByText('We reviewed your report: the post was removed')).toBeVisible();
  await r.page.screenshot({ path: testInfo.outputPath('reporter-notification.png') });

  // The post is gone for the author's friend: not in the feed, and its page says it cannot be found.
  await f.page.goto('/feed');
  await expect(f.page.getByRole('button', { name: 'Refresh feed' })).toBeVisible();
  await expect(postCard(f.page, text)).toHaveCount(0);
  await f.page.goto(`/post/${postId}`);
  await expect(f.page.getByRole('heading', { name: "Oops! This post can't be found" })).toBeVisible();
  await f.close();
  await a.close();

  // A member who opens the console by its address gets the 403 page, and no menu entry.
  await r.page.goto('/moderation');
  await expect(r.page.getByRole('heading', { name: 'You need to be a moderator to open this page.' })).toBeVisible();
  await expect(r.page.getByRole('tablist')).toHaveCount(0);
  await expect(r.page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await r.page.screenshot({ path: testInfo.outputPath('member-403.png') });
  await r.close();
});
