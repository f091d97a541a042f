import { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect as baseExpect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';
import { turnOnTwoFactor } from './support/two-factor';

// Several members' sessions in one journey on a shared machine: pages get more time to load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.slow();
test.use({ bypassCSP: true });

async function pageFor(browser: Browser, member: Member): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signIn(page, member);
  return { page, token: session.accessToken, close: () => context.close() };
}

async function post(page: Page, token: string, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test('a paka keeps the watched words and domain blocks; a moderator only reads them', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36);
  const paka = await createMember({ userName: `Phoebe Admin ${tag}`, role: 'paka' });
  const moderator = await createMember({ userName: `Titus Reader ${tag}`, role: 'moderator' });
  const p = await pageFor(browser, paka);
  await turnOnTwoFactor(p.page.request, p.token);

  // Watched words: add a phrase held for review, see it listed, remove it again.
  await p.page.goto('/moderation?tab=watched');
  await expect(p.page.getByRole('tab', { name: 'Watched words' })).toHaveAttribute('aria-selected', 'true');
  const phrase = `gold coins ${tag}`;
  await p.page.getByLabel('Word or phrase').fill(phrase);
  await p.page.getByLabel('What happens').selectOption({ label: 'Hold for review' });
  await p.page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(p.page.getByText(`“${phrase}” is now watched.`)).toBeVisible();
  const words = p.page.getByRole('list', { name: 'Watched words' });
  await expect(words.getByRole('listitem').filter({ hasText: phrase })).toContainText('Hold for review');
  await expect(p.page.getByLabel('Word or phrase')).toHaveValue('');
  await expectAccessible(p.page, '#mod-panel');
  await p.page.screenshot({ path: testInfo.outputPath('watched-words.png') });
  const extra = `temporary ${tag}`;
  await p.page.getByLabel('Word or phrase').fill(extra);
  await p.page.getByRole('button', { name: 'Add', exact: true }).click();
  await words.getByRole('button', { name: `Remove “${extra}”` }).click();
  await p.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(words.getByRole('listitem').filter({ hasText: extra })).toHaveCount(0);

  // Domain blocks: block one, keyboard only.
  await p.page.getByRole('tab', { name: 'Domain blocks' }).click();
  await expect(p.page).toHaveURL(/tab=domains/);
  const domain = `spam-${tag}.example`;
  await p.page.getByRole('textbox', { name: 'Domain' }).focus();
  await p.page.keyboard.type(domain);
  await p.page.keyboard.press('Enter');
  await expect(p.page.getByText(`${domain} is blocked.`)).toBeVisible();
  await expect(p.page.getByRole('list', { name: 'Blocked domains' })).toContainText(domain);
  await expectAccessible(p.page, '#mod-panel');
  await p.page.screenshot({ path: testInfo.outputPath('domain-blocks.png') });

  // A moderator reads both lists and has nothing to change them with.
  const m = await pageFor(browser, moderator);
  await turnOnTwoFactor(m.page.request, m.token);
  await m.page.goto('/moderation?tab=watched');
  await expect(m.page.getByRole('list', { name: 'Watched words' })).toContainText(phrase);
  await expect(m.page.getByText('Only an administrator can change this list.')).toBeVisible();
  await expect(m.page.getByLabel('Word or phrase')).toHaveCount(0);
  await expect(m.page.getByRole('button', { name: `Remove “${phrase}”` })).toHaveCount(0);
  await m.page.goto('/moderation?tab=domains');
  await expect(m.page.getByRole('list', { name: 'Blocked domains' })).toContainText(domain);
  await expect(m.page.getByRole('button', { name: `Unblock ${domain}` })).toHaveCount(0);
  await m.close();
  await p.close();
});

test('a post held by a watched word waits for review: its author sees it marked, others see nothing until a moderator approves it', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36);
  const paka = await createMember({ userName: `Lydia Admin ${tag}`, role: 'paka' });
  const author = await createMember({ userName: `Demas ${tag}` });
  const reader = await createMember({ userName: `Onesimus ${tag}` });
  const p = await pageFor(browser, paka);
  await turnOnTwoFactor(p.page.request, p.token);
  const phrase = `lucky draw ${tag}`;
  await post(p.page, p.token, '/api/mod/watched-words', { phrase, action: 'require_approval' });

  // The author writes it in the composer; the post is there for them, waiting for review.
  const a = await pageFor(browser, author);
  await a.page.goto('/create-post');
  const text = `Join the ${phrase} tonight`;
  await a.page.getByPlaceholder('Share something...').fill(text);
  await a.page.getByRole('button', { name: 'Share' }).click();
  await expect(a.page).toHaveURL(/\/dashboard$/);
  await a.page.goto('/mypen');
  const mine = a.page.locator('article.pen-post').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('status')).toContainText('Waiting for review');
  await expect(mine.getByRole('status')).toContainText('Only you see it now.');
  await expectAccessible(a.page, 'article.pen-post');
  await a.page.screenshot({ path: testInfo.outputPath('held-post-author.png') });

  // Another member's feed has their own new post, not the held one.
  const r = await pageFor(browser, reader);
  const own = `Morning prayer ${tag}`;
  await post(r.page, r.token, '/api/posts/create-post', { content: own });
  await r.page.goto('/feed');
  await expect(r.page.locator('article.pen-post').filter({ hasText: own })).toBeVisible();
  await expect(r.page.locator('article.pen-post').filter({ hasText: text })).toHaveCount(0);

  // The paka approves the held case in the queue.
  await p.page.goto('/moderation');
  const held = p.page.locator('li.mod-case').filter({ hasText: text });
  await expect(held).toContainText('Held by a watched word');
  await expect(held.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
  await held.getByRole('button', { name: 'Approve' }).click();
  await p.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(p.page.locator('li.mod-case').filter({ hasText: text })).toHaveCount(0);

  // Now the reader sees it, and the author no longer reads "Waiting for review".
  await r.page.reload();
  await expect(r.page.locator('article.pen-post').filter({ hasText: text })).toBeVisible();
  await a.page.reload();
  await expect(a.page.locator('article.pen-post').filter({ hasText: text })).toBeVisible();
  await expect(a.page.locator('article.pen-post').filter({ hasText: text }).getByText('Waiting for review')).toHaveCount(0);
  await Promise.all([a.close(), r.close(), p.close()]);
});
