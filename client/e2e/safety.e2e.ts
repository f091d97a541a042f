import { Browser, Locator, Page } from '@playwright/test';
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

const BLOCK_EXPLAINED = "You will no longer see each other's posts, comments or profile, and any friendship ends. They are not told.";

test('block a member from /userpen: their post leaves the feed, they are listed in /settings, and unblock from there', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36);
  const blocker = await createMember({ userName: `Priscilla ${tag}` });
  const author = await createMember({ userName: `Diotrephes Firstplace ${tag}` });

  // The author shares a public post, which the blocker's feed shows.
  const b = await pageFor(browser, author);
  const text = `Loving to have the first place among them ${tag}`;
  const res = await b.page.request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${b.token}` }, data: { content: text, visibility: 'public' } });
  expect(res.status()).toBe(201);
  await b.close();

  const a = await pageFor(browser, blocker);
  await a.page.goto('/feed');
  const post = card(a.page, text);
  await expect(post).toBeVisible();

  // From the post to the author's page, and Block from the member menu, which says what a block does.
  await post.getByRole('link', { name: author.userName, exact: true }).click();
  await expect(a.page).toHaveURL(/\/userpen$/);
  await expect(a.page.getByRole('heading', { name: author.userName })).toBeVisible();
  await a.page.getByRole('button', { name: 'Member menu' }).click();
  await expect(a.page.getByRole('menuitem', { name: 'Mute' })).toBeVisible();
  await a.page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = a.page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Block ${author.userName}?`);
  await expect(dialog).toContainText(BLOCK_EXPLAINED);
  await a.page.screenshot({ path: testInfo.outputPath('confirm-block.png') });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(a.page.getByText(`${author.userName} is blocked.`)).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Blocked' })).toBeVisible();
  await expect(a.page.getByRole('status').filter({ hasText: `You blocked ${author.userName}` })).toBeVisible();
  await expect(card(a.page, text)).toHaveCount(0);
  await a.page.getByRole('button', { name: 'Member menu' }).click();
  await expect(a.page.getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
  await a.page.keyboard.press('Escape');

  // The author's post is gone from the feed.
  await a.page.goto('/feed');
  await expect(a.page.getByRole('button', { name: 'Refresh feed' })).toBeVisible();
  await expect(a.page.locator('article.pen-post').first().or(a.page.getByText('Your feed is quiet for now'))).toBeVisible();
  await expect(card(a.page, text)).toHaveCount(0);

  // /settings lists the author as blocked; Unblock there empties the list.
  await a.page.goto('/settings');
  const blockedList = a.page.getByRole('list', { name: 'Blocked members' });
  await expect(blockedList.getByText(author.userName)).toBeVisible();
  await expect(a.page.getByText('You have not muted anyone.')).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('settings-blocked.png') });
  await a.page.getByRole('button', { name: `Unblock ${author.userName}` }).click();
  await expect(a.page.getByText(`${author.userName} is unblocked.`)).toBeVisible();
  await expect(a.page.getByText('You have not blocked anyone.')).toBeVisible();

  // Unblocked, the post is back in the feed.
  await a.page.goto('/feed');
  await expect(card(a.page, text)).toBeVisible();
  await a.close();
});
