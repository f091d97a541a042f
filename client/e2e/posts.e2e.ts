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

async function createPostByApi(page: Page, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await page.request.post('/api/posts/create-post', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { postId: number }).postId;
}

test('write a post and a prayer request, see them in the feed, like, comment, change audience, delete', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const member = await createMember({ userName: `Lydia ${tag}` });
  const { page, close } = await pageFor(browser, member);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.userName}` })).toBeVisible();

  // Create a post: Share stays disabled while the text is empty.
  await page.getByRole('link', { name: 'Share something...' }).click();
  await expect(page).toHaveURL(/\/create-post$/);
  const share = page.getByRole('button', { name: 'Share' });
  await expect(share).toBeDisabled();
  await expect(page.getByPlaceholder('Share something...')).toBeVisible();
  await expect(page.getByText(/Please keep Pen a place of grace/)).toBeVisible();
  const text = `Grateful for this morning ${tag}`;
  await page.getByPlaceholder('Share something...').fill(text);
  await page.getByRole('button', { name: 'Friends', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Friends', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Public', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('create-post.png') });
  await share.click();
  await expect(page.getByText('Post created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const post = card(page, text);
  await expect(post).toBeVisible();
  await expect(post.locator('.pen-audience')).toHaveText('Public');

  // A prayer request: yellow, pink once it is an emergency.
  await page.goto('/create-pray-request');
  const prayerPage = page.getByTestId('prayer-page');
  await expect(prayerPage).toHaveCSS('background-color', 'rgb(255, 243, 196)');
  await expect(page.getByPlaceholder('Your prayer request...')).toBeVisible();
  await page.getByText('Emergency Prayer Request').click();
  await expect(prayerPage).toHaveCSS('background-color', 'rgb(255, 214, 227)');
  const prayer = `Please pray for my mother's surgery ${tag}`;
  await page.getByPlaceholder('Your prayer request...').fill(prayer);
  await page.screenshot({ path: testInfo.outputPath('create-prayer.png') });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Prayer request created')).toBeVisible();
  await expect(card(page, prayer).getByText('Prayers immediately please!')).toBeVisible();

  // Like (at once, and kept after a reload), then comment.
  await post.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(post.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByText('♥ 1')).toBeVisible();
  await page.reload();
  await expect(card(page, text).getByRole('button', { name: 'Liked' })).toBeVisible();
  const comments = card(page, text).getByRole('group', { name: 'Comments' });
  await expect(comments.getByRole('button', { name: 'Send comment' })).toHaveCount(0);
  await comments.getByLabel('Write a comment').fill('Amen to that!');
  await comments.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(comments.getByText('Amen to that!')).toBeVisible();
  await expect(card(page, text).getByText('1 comment')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('feed.png'), fullPage: false });

  // Change the audience.
  await card(page, text).getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Change audience to Friends' }).click();
  await expect(page.getByText('Audience changed')).toBeVisible();
  await expect(card(page, text).locator('.pen-audience')).toHaveText('Friends');

  // Delete, after the spec's confirmation.
  await card(page, text).getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this Pen?');
  await page.screenshot({ path: testInfo.outputPath('delete-confirm.png') });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted')).toBeVisible();
  await expect(card(page, text)).toHaveCount(0);
  await close();
});

test('post detail in the same view, friends-only visibility, profiles, and a missing post', async ({ browser }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const author = await createMember({ userName: `Phoebe ${tag}`, mode: 'in_relationship', bio: 'Serving Jesus in Cenchreae' });
  const friend = await createMember({ userName: `Tabitha ${tag}` });
  const stranger = await createMember({ userName: `Demas ${tag}` });
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [author.userId, friend.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [author.userId, friend.userId]);

  const a = await pageFor(browser, author);
  const secret = `Only my friends should read this ${tag}`;
  const postId = await createPostByApi(a.page, a.token, { content: secret, visibility: 'friends' });
  for (let i = 1; i <= 4; i++) {
    const res = await a.page.request.post(`/api/posts/${postId}/new-comment`, { headers: { authorization: `Bearer ${a.token}` }, data: { content: `Comment number ${i}` } });
    expect(res.status()).toBe(201);
  }

  // The friend sees it with the newest 3 comments and the "more comments" stub, and opens the detail in place.
  const f = await pageFor(browser, friend);
  await f.page.goto('/feed');
  const friendCard = card(f.page, secret);
  await expect(friendCard.getByText('Comment number 4')).toBeVisible();
  await expect(friendCard.getByText('Comment number 1')).toHaveCount(0);
  await friendCard.getByRole('button', { name: 'View 1 more comment' }).click();
  await expect(f.page).toHaveURL(new RegExp(`/feed\\?post=${postId}$`));
  await expect(f.page.getByText('Comment number 1')).toBeVisible();
  // The post alone: the feed's list is hidden while a post is open (it used to show above it).
  await expect(f.page.getByRole('link', { name: 'Share something...' })).toBeHidden();
  await f.page.screenshot({ path: testInfo.outputPath('post-detail.png') });
  await f.page.getByRole('button', { name: '← Back to feed' }).click();
  await expect(f.page).toHaveURL(/\/feed$/);
  await expect(card(f.page, secret)).toBeVisible();

  // Clicking the author opens their profile with the mode in words.
  await card(f.page, secret).locator('header').getByRole('link', { name: author.userName }).click();
  await expect(f.page).toHaveURL(/\/userpen$/);
  await expect(f.page.getByRole('heading', { name: author.userName })).toBeVisible();
  await expect(f.page.getByText('in relationship', { exact: true })).toBeVisible();
  await expect(f.page.getByText('Serving Jesus in Cenchreae')).toBeVisible();
  await expect(card(f.page, secret)).toBeVisible();
  await f.page.screenshot({ path: testInfo.outputPath('userpen.png') });

  // A stranger finds it nowhere; its address says it cannot be found.
  const s = await pageFor(browser, stranger);
  await s.page.goto('/feed');
  await expect(s.page.locator('.pen-feed-bar')).toBeVisible();
  await expect(card(s.page, secret)).toHaveCount(0);
  await s.page.goto(`/post/${postId}`);
  await expect(s.page.getByText("Oops! This post can't be found")).toBeVisible();

  // The author's own page lists it.
  await a.page.goto('/mypen');
  await expect(a.page.getByRole('heading', { name: author.userName })).toBeVisible();
  await expect(card(a.page, secret)).toBeVisible();
  await a.page.screenshot({ path: testInfo.outputPath('mypen.png') });
  await Promise.all([a.close(), f.close(), s.close()]);
});

test('before verifying, the feed asks the member to verify their e-mail instead of blaming the connection', async ({ page }) => {
  const newcomer = await createMember({ userName: 'Priscilla Unverified', verified: false });
  await signIn(page, newcomer);
  await page.goto('/feed');
  const notice = page.getByRole('alert').filter({ hasText: 'feed' });
  await expect(notice).toContainText('Verify your e-mail to see the feed');
  await expect(notice).not.toContainText('Check your connection');
  await notice.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
