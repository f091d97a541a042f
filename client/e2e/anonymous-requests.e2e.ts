import { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';

test.use({ bypassCSP: true });

async function befriend(a: Member, b: Member) {
  await sql(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [a.userId, b.userId]);
  await sql(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [a.userId, b.userId]);
}

async function otherBrowser(browser: Browser, member: Member, options: BrowserContextOptions): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, member);
  return { page, close: () => context.close() };
}

/** The card holding `text`, named by the author others see. */
const cardOf = (page: Page, author: string, text: string) => page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text });

// Issue 44: an anonymous prayer request with comments off, made in the composer by keyboard; a friend sees "Anonymous", no name, no comment box.
test('an anonymous request with comments off shows its author to nobody else', async ({ browser, page, storageState }, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const ruth = await createMember({ userName: `Ruth ${tag}` });
  const naomi = await createMember({ userName: `Naomi ${tag}` });
  await befriend(ruth, naomi);
  await signIn(page, ruth);
  await page.goto('/create-pray-request');
  const text = `Please pray for my family in a hard time ${tag}`;
  await page.getByPlaceholder('Your prayer request...').fill(text);
  // By keyboard: the checkbox and the select are reachable and work without a mouse.
  await page.getByLabel('Post anonymously').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Post anonymously')).toBeChecked();
  await page.getByLabel('Who can comment').selectOption('none');
  await expectAccessible(page, 'form');
  await page.screenshot({ path: info.outputPath('composer-anonymous.png') });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Prayer request created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The author sees it as theirs, marked anonymous, with comments off.
  const own = cardOf(page, ruth.userName, text);
  await expect(own.getByText('Posted anonymously')).toBeVisible();
  await expect(own.getByText('Comments off')).toBeVisible();

  // The friend sees "Anonymous": no name, no link to a profile, no comment box, and may still pray.
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const friend = await otherBrowser(browser, naomi, { viewport, isMobile, hasTouch, deviceScaleFactor, storageState });
  await friend.page.goto('/feed');
  const seen = cardOf(friend.page, 'Anonymous', text);
  await expect(seen).toBeVisible();
  await expect(seen.getByText(ruth.userName)).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Anonymous' })).toHaveCount(0);
  await expect(seen.getByText('Comments off')).toBeVisible();
  await expect(seen.getByLabel('Write a comment')).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /I prayed/ })).toBeVisible();
  await expect(friend.page.getByText(ruth.userName)).toHaveCount(0);
  await seen.scrollIntoViewIfNeeded();
  await friend.page.screenshot({ path: info.outputPath('friend-sees-anonymous.png') });
  await expectAccessible(friend.page, 'main');
  await friend.close();
});

// Issue 44: a request for someone else needs the consent confirmation; the card says "For a friend"; the author turns comments off later.
test('a request for someone else asks for consent, and the author changes who may comment', async ({ page }, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const eli = await createMember({ userName: `Eli ${tag}` });
  await signIn(page, eli);
  await page.goto('/create-pray-request');
  const text = `Please pray for Samuel, my neighbour ${tag}`;
  await page.getByPlaceholder('Your prayer request...').fill(text);
  await page.getByLabel('This request is for someone else').check();
  const consent = page.getByLabel("I have this person's permission to share this, or I use only their first name.");
  await expect(consent).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  // Not shared without the confirmation.
  await expect(page).toHaveURL(/\/create-pray-request$/);
  await consent.check();
  await expectAccessible(page, 'form');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Prayer request created')).toBeVisible();
  const card = cardOf(page, eli.userName, text);
  await expect(card.getByText('For a friend')).toBeVisible();
  await expect(card.getByLabel('Write a comment')).toBeVisible();

  await card.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Let only friends comment' }).click();
  await expect(page.getByText('Comment settings changed')).toBeVisible();
  await expect(card.getByText('Only friends can comment')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('for-a-friend.png') });
});
