import { Locator, Page } from '@playwright/test';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, signIn } from './support/members';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page;
 * fails when it never does (a trap, or something out of reach).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

const requestCard = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

test('keyboard only: sign in, post, pray for a friend’s request, comment on it and report it, without a mouse (issue 41)', async ({ page, browser }, info) => {
  test.slow();
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const me = await createMember({ userName: `Bartimaeus ${tag}` });
  const friend = await createMember({ userName: `Dorcas ${tag}` });
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [friend.userId, me.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [friend.userId, me.userId]);
  const context = await browser.newContext();
  const friendPage = await context.newPage();
  const { accessToken } = await signIn(friendPage, friend);
  const requestText = `Please pray for my mother's recovery ${tag}`;
  const created = await friendPage.request.post('/api/posts/create-post', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { content: requestText, postType: 'pray_request', visibility: 'friends' },
  });
  expect(created.status()).toBe(201);
  await context.close();

  // Sign in: the first Tab reaches "Skip to content", which takes focus to the form's page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(me.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(me.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page).toHaveTitle('Home · Pen');

  // Post: the feed's "Share something..." opens the composer with the text field focused.
  await tabTo(page, page.getByRole('link', { name: 'Share something...' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/create-post$/);
  await expect(page.locator('textarea.pen-composer-text')).toBeFocused();
  const postText = `Typed without a mouse ${tag}`;
  await page.keyboard.type(postText);
  await tabTo(page, page.getByRole('button', { name: 'Share' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(requestCard(page, postText)).toBeVisible();

  // Pray for the friend's request.
  const card = requestCard(page, requestText);
  const pray = card.getByRole('button', { name: /I prayed/ });
  await tabTo(page, pray);
  await expect(pray).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(pray).toHaveAttribute('aria-pressed', 'true');

  // Comment on it: Enter sends.
  const commentText = `Praying for her tonight ${tag}`;
  await tabTo(page, card.getByRole('textbox', { name: 'Write a comment' }));
  await page.keyboard.type(commentText);
  await page.keyboard.press('Enter');
  await expect(card.getByText(commentText)).toBeVisible();

  // Report it from the ⋯ menu: arrows move, a letter finds "Report", Escape and the dialog's end
  // bring focus back to the menu button.
  const menuButton = card.getByRole('button', { name: 'Post actions' });
  await tabTo(page, menuButton, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('r');
  await expect(menu.getByRole('menuitem', { name: 'Report' })).toBeFocused();
  await page.screenshot({ path: info.outputPath('menu-open.png') });
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Report post');
  // Focus is in the dialog, on the first reason; arrows choose among the reasons.
  const firstReason = dialog.getByRole('radio').first();
  await expect(firstReason).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Harassment or bullying' })).toBeChecked();
  // Tab stays inside the dialog (it wraps instead of reaching the page behind).
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, dialog.getByRole('textbox', { name: 'Details (optional)' }));
  await page.keyboard.type('Testing the keyboard journey');
  await tabTo(page, dialog.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Thank you for telling us. The Pen team will look at your report.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await page.screenshot({ path: info.outputPath('after-report.png') });
});
