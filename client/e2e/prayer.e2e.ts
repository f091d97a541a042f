import { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';

/** Two friends, the way the connections module stores them. */
async function befriend(a: Member, b: Member) {
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

/** A second signed-in browser with the project's screen (phone or desktop) and the stored cookie choice. */
async function signedInPage(browser: Browser, member: Member, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

const requestCard = (page: Page, author: string, text: string): Locator => page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text });

test('pray for a friend’s request, the author sees who prayed and marks it answered, the friend sees the answer', async ({ browser, page, storageState }, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const hannah = await createMember({ userName: `Hannah ${tag}` });
  const friend = await createMember({ userName: `Peninnah ${tag}` });
  await befriend(hannah, friend);
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const author = await signedInPage(browser, hannah, { viewport, isMobile, hasTouch, deviceScaleFactor, storageState });
  const text = `Please pray for my surgery on Friday ${tag}`;
  const created = await author.page.request.post('/api/posts/create-post', {
    headers: { authorization: `Bearer ${author.token}` },
    data: { content: text, postType: 'pray_request', visibility: 'friends' },
  });
  expect(created.status()).toBe(201);
  const { postId } = (await created.json()) as { postId: number };

  // The friend prays from the feed: the button is pressed and the count moves at once, and both stay after a reload.
  await signIn(page, friend);
  await page.goto('/feed');
  const card = requestCard(page, hannah.userName, text);
  const pray = card.getByRole('button', { name: /I prayed/ });
  await expect(pray).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByLabel(/people? prayed/)).toHaveCount(0);
  await pray.click();
  await expect(pray).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('1 person prayed')).toHaveText('1');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('prayed.png') });
  await page.reload();
  await expect(requestCard(page, hannah.userName, text).getByRole('button', { name: /I prayed/ })).toHaveAttribute('aria-pressed', 'true');
  const [row] = await sql<{ prayer_count: number }>(`SELECT prayer_count FROM posts WHERE posts_id = $1`, [postId]);
  expect(row.prayer_count).toBe(1);

  // The author sees who prayed, then marks the request answered with a testimony.
  await author.page.goto('/feed');
  const own = requestCard(author.page, hannah.userName, text);
  await own.getByRole('button', { name: 'Who prayed: 1 person prayed' }).click();
  const who = author.page.getByRole('dialog', { name: 'Who prayed' });
  await expect(who.getByText(friend.userName)).toBeVisible();
  await author.page.screenshot({ path: info.outputPath('who-prayed.png') });
  await who.getByRole('button', { name: 'Close' }).click();

  await own.getByRole('button', { name: 'Post actions' }).click();
  await author.page.getByRole('menuitem', { name: 'Mark as answered' }).click();
  const dialog = author.page.getByRole('dialog', { name: 'Mark as answered' });
  const testimony = 'The surgery went well and I am home again. Thank you for every prayer!';
  await dialog.getByLabel('Testimony (optional)').fill(testimony);
  await expect(dialog.getByText(`${testimony.length}/5000`)).toBeVisible();
  await author.page.screenshot({ path: info.outputPath('mark-answered.png') });
  await dialog.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(author.page.getByText('Marked as answered. Everyone who prayed will be told.')).toBeVisible();
  await expect(own.getByRole('region', { name: 'Prayer answered' })).toContainText(testimony);
  // An answered request's banner says so, not "Prayers needed" above "Prayer answered" (issue 41).
  await expect(own.locator('.pen-banner')).toHaveText('Answered');
  await expect(own.getByText('Prayers needed')).toHaveCount(0);

  // The friend sees the answered banner with its date and testimony, and is told.
  await page.reload();
  const answered = requestCard(page, hannah.userName, text).getByRole('region', { name: 'Prayer answered' });
  await expect(answered).toContainText('Prayer answered');
  await expect(answered).toContainText(testimony);
  await expect(requestCard(page, hannah.userName, text).locator('.pen-banner')).toHaveText('Answered');
  await expect(requestCard(page, hannah.userName, text).getByText('Prayers needed')).toHaveCount(0);
  // The date as the browser shows it: in the browser's zone, which is not the test process's
  // (after 22:00 UTC it is already tomorrow in Helsinki).
  const shownDate = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: info.project.use.timezoneId });
  await expect(answered.locator('time')).toHaveText(shownDate);
  await answered.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('answered-banner.png') });
  await page.goto('/notifications');
  await expect(page.getByTestId('notification-card').filter({ hasText: `${hannah.userName}'s prayer request was answered` })).toBeVisible();
  await page.screenshot({ path: info.outputPath('answered-notification.png') });

  // And the author is told that the friend prayed.
  await author.page.goto('/notifications');
  await expect(author.page.getByTestId('notification-card').filter({ hasText: `${friend.userName} prayed for your request` })).toBeVisible();
  await author.close();
});
