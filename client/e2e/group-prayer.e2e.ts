import { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import { createMember, Member, signIn } from './support/members';

// axe's script is injected into the page.
test.use({ bypassCSP: true });

/** A signed-in browser with the project's screen (phone or desktop) and the stored cookie choice. */
async function signedInPage(browser: Browser, member: Member, options: BrowserContextOptions): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, member);
  return { page, close: () => context.close() };
}

/** A group with its host and members, arranged as the groups module stores it. */
async function groupOf(title: string, host: Member, members: Member[]): Promise<number> {
  const [{ group_id: groupId }] = await sql<{ group_id: number }>(
    `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ($1, 'We pray together on Tuesdays', 'group_public', $2, $3) RETURNING group_id`,
    [title, host.userId, members.length + 1],
  );
  for (const [m, role] of [[host, 'admin'], ...members.map((x) => [x, 'member'] as const)] as const) {
    await sql(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', $3, $2, $2)`, [groupId, m.userId, role]);
  }
  return groupId;
}

test("a member asks the group to pray from its Prayer tab; another member prays; outsiders never see it", async ({ browser, page, storageState }, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const mia = await createMember({ userName: `Mia ${tag}` });
  const hanna = await createMember({ userName: `Hanna ${tag}` });
  const olli = await createMember({ userName: `Olli ${tag}` });
  const groupId = await groupOf(`Tuesday circle ${tag}`, hanna, [mia]);
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const options = { viewport, isMobile, hasTouch, deviceScaleFactor, storageState };

  // Mia opens the Prayer tab by keyboard: nothing there yet.
  await signIn(page, mia);
  await page.goto(`/group/${groupId}`);
  const prayerTab = page.getByRole('button', { name: 'Prayer', exact: true });
  await expect(page.getByRole('button', { name: 'Conversation' })).toHaveAttribute('aria-pressed', 'true');
  await prayerTab.focus();
  await page.keyboard.press('Enter');
  await expect(prayerTab).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/group/${groupId}\\?tab=prayer$`));
  await expect(page.getByRole('heading', { name: 'Prayer requests' })).toBeVisible();
  await expect(page.getByText('No open prayer requests in this group yet.')).toBeVisible();

  // She hears of every request (the default is emergencies only), saved at once.
  const level = page.getByLabel('Notify me of');
  await expect(level).toHaveValue('emergency');
  await level.selectOption({ label: 'Every prayer request' });
  await expect(page.getByText('Notification choice saved')).toBeVisible();
  const [saved] = await sql<{ level: string }>(`SELECT level FROM group_prayer_settings WHERE group_id = $1 AND user_id = $2`, [groupId, mia.userId]);
  expect(saved.level).toBe('all');
  await expectAccessible(page);

  // She asks the group: the composer offers "This group", chosen already.
  await page.getByRole('link', { name: 'Ask the group to pray' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-pray-request\\?groupId=${groupId}$`));
  await expect(page.getByRole('button', { name: 'This group' })).toHaveAttribute('aria-pressed', 'true');
  const text = `Please pray for our camp week ${tag}`;
  await page.getByPlaceholder('Your prayer request...').fill(text);
  await page.screenshot({ path: info.outputPath('group-composer.png') });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${groupId}\\?tab=prayer$`));
  const card = page.getByRole('article', { name: `Post by ${mia.userName}` }).filter({ hasText: text });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Group', { exact: true })).toBeVisible();
  const [post] = await sql<{ posts_id: number; visibility: string; group_id: number }>(`SELECT posts_id, visibility, group_id FROM posts WHERE content = $1`, [text]);
  expect(post).toMatchObject({ visibility: 'group', group_id: groupId });

  // Hanna prays for it from the tab, and may commit to pray for days.
  const h = await signedInPage(browser, hanna, options);
  await h.page.goto(`/group/${groupId}?tab=prayer`);
  const hCard = h.page.getByRole('article', { name: `Post by ${mia.userName}` }).filter({ hasText: text });
  const pray = hCard.getByRole('button', { name: /I prayed/ });
  await expect(pray).toHaveAttribute('aria-pressed', 'false', { timeout: 20_000 });
  await pray.click();
  await expect(pray).toHaveAttribute('aria-pressed', 'true');
  await expect(hCard.getByRole('button', { name: 'Pray for days' })).toBeVisible();
  await h.page.screenshot({ path: info.outputPath('group-prayer-tab.png'), fullPage: true });
  // The Answered filter lists none yet.
  await h.page.getByRole('button', { name: 'Answered' }).click();
  await expect(h.page.getByText('No answered prayer requests yet.')).toBeVisible();
  await expectAccessible(h.page);
  await h.close();

  // Olli is outside the group: the request is not found, and the group has no Prayer tab for him.
  const o = await signedInPage(browser, olli, options);
  await o.page.goto(`/group/${groupId}`);
  await expect(o.page.getByRole('heading', { name: `Tuesday circle ${tag}` })).toBeVisible({ timeout: 20_000 });
  await expect(o.page.getByRole('button', { name: 'Prayer', exact: true })).toHaveCount(0);
  await o.page.goto(`/post/${post.posts_id}`);
  await expect(o.page.getByRole('heading', { name: "Oops! This post can't be found" })).toBeVisible({ timeout: 20_000 });
  await expect(o.page.getByText(text)).toHaveCount(0);
  await o.close();
});
