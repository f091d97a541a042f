import { Browser, Locator, Page } from '@playwright/test';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

/** The card of the post whose text is `text`. */
const card = (page: Page, text: string): Locator => page.locator('article.pen-post').filter({ hasText: text });

test('report a post with a reason and details, see the thanks, block the author too: the post leaves the feed', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36);
  const reporter = await createMember({ userName: `Phoebe ${tag}` });
  const author = await createMember({ userName: `Elymas Sorcerer ${tag}` });

  const b = await pageFor(browser, author);
  const text = `Send me your savings and be blessed ${tag}`;
  const res = await b.page.request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${b.token}` }, data: { content: text, visibility: 'public' } });
  expect(res.status()).toBe(201);
  const { postId } = (await res.json()) as { postId: number };
  await b.close();

  const a = await pageFor(browser, reporter);
  await a.page.goto('/feed');
  const post = card(a.page, text);
  // The first feed of a new session on a busy machine may take longer than the default wait.
  await expect(post).toBeVisible({ timeout: 20_000 });

  await post.getByRole('button', { name: 'Post actions' }).click();
  await a.page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Report post' });
  await expect(dialog.getByRole('group', { name: 'Why are you reporting this?' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or a scam' }).check();
  const details = 'Asks everyone for money in the name of the Lord';
  await dialog.getByLabel('Details (optional)').fill(details);
  await expect(dialog.getByText(`${details.length}/1000`)).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('report-dialog.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();

  const thanks = a.page.getByRole('dialog', { name: 'Report sent' });
  await expect(thanks.getByRole('status')).toHaveText('Thank you for telling us. The Pen team will look at your report.');
  await expect(thanks).toContainText(`Also block ${author.userName}?`);
  await a.page.screenshot({ path: testInfo.outputPath('report-thanks.png') });

  // What the operators will see: the reason and the details, stored once.
  expect(await sql(`SELECT reason, details FROM reports WHERE reporter_id = $1 AND target_type = 'post' AND target_id = $2`, [reporter.userId, postId])).toEqual([
    { reason: 'spam', details },
  ]);

  await thanks.getByRole('button', { name: `Block ${author.userName}` }).click();
  const confirm = a.page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Block ${author.userName}?`);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(a.page.getByText(`${author.userName} is blocked.`)).toBeVisible();
  await expect(card(a.page, text)).toHaveCount(0);
  expect(await sql(`SELECT 1 AS blocked FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [reporter.userId, author.userId])).toEqual([{ blocked: 1 }]);

  await a.page.reload();
  await expect(a.page.getByRole('button', { name: 'Refresh feed' })).toBeVisible();
  await expect(card(a.page, text)).toHaveCount(0);
  await a.close();
});
